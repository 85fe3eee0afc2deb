import Viper

/// What each screen of the app says when it refuses an event: which events it takes.
extension DartsStrings {
    static let historyTakes = LocalizedText(
        en: "swipe left or right to move between attempts, or tap Details",
        ru: "смахните влево или вправо, чтобы перейти к другой попытке, или нажмите «Подробно»"
    )

    static let gameTakes = LocalizedText(en: "the game takes taps on its buttons", ru: "игра принимает касания своих кнопок")

    static func noButton(_ id: String) -> LocalizedText {
        LocalizedText(en: "no button \(id) in the game", ru: "в игре нет кнопки \(id)")
    }

    static func noSound(_ name: String) -> LocalizedText {
        LocalizedText(en: "no sound \(name)", ru: "нет звука \(name)")
    }

    static let settingsTake = LocalizedText(en: "settings take set, toggle and the speaker button", ru: "настройки принимают set, toggle и кнопку звука")

    static func noGame(_ id: String) -> LocalizedText {
        LocalizedText(en: "no game \(id)", ru: "нет игры \(id)")
    }

    static let statisticsTakes = LocalizedText(en: "statistics takes taps on games and scrolling", ru: "статистика принимает касания игр и прокрутку")

    static let detailsAreForReading = LocalizedText(
        en: "the details are for reading: scroll them, or go back", ru: "подробности только для чтения: прокрутите их или вернитесь")
}
