import Viper

/// What each screen of the app says when it refuses an event: which events it takes.
extension DartsStrings {
    static let historyTakes = DartsStrings.catalog.text("historyTakes")

    static let gameTakes = DartsStrings.catalog.text("gameTakes")

    static func noButton(_ id: String) -> LocalizedText {
        DartsStrings.catalog.text("noButton", ["id": "\(id)"])
    }

    static func noSound(_ name: String) -> LocalizedText {
        DartsStrings.catalog.text("noSound", ["name": "\(name)"])
    }

    static let settingsTake = DartsStrings.catalog.text("settingsTake")

    static func noGame(_ id: String) -> LocalizedText {
        DartsStrings.catalog.text("noGame", ["id": "\(id)"])
    }

    static let statisticsTakes = DartsStrings.catalog.text("statisticsTakes")

    static let detailsAreForReading = DartsStrings.catalog.text("detailsAreForReading")
}
