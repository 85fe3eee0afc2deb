import Viper

/// What each screen of the app says when it refuses an event: which events it takes.
extension HuntStrings {
    static let locationRequestTakes = HuntStrings.catalog.text("locationRequestTakes")

    static let teamIsForLooking = HuntStrings.catalog.text("teamIsForLooking")

    static let settingsTake = HuntStrings.catalog.text("settingsTake")

    static let noPermissionTakes = HuntStrings.catalog.text("noPermissionTakes")

    static let catchTakes = HuntStrings.catalog.text("catchTakes")

    static func noMonster(_ id: String) -> LocalizedText {
        HuntStrings.catalog.text("noMonster", ["id": "\(id)"])
    }

    static let mapTakes = HuntStrings.catalog.text("mapTakes")
}
