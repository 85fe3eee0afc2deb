import Viper

/// What each screen of the app says when it refuses an event: which events it takes.
extension RickAndMortyStrings {
    static func noEpisode(_ id: String) -> LocalizedText {
        LocalizedText(en: "no episode \(id)", ru: "нет серии \(id)")
    }

    static let cardTakes = LocalizedText(
        en: "the card takes Retry, and taps on the episodes and scrolling them; back returns to the list",
        ru: "карточка принимает «Повторить», касания серий и их прокрутку; back возвращает к списку"
    )

    static func noCharacter(_ id: String) -> LocalizedText {
        LocalizedText(en: "no character \(id)", ru: "нет персонажа \(id)")
    }

    static let listTakes = LocalizedText(
        en: "the list takes taps on characters and Retry, and scrolling",
        ru: "список принимает касания персонажей, «Повторить» и прокрутку"
    )

    static let episodeIsForReading = LocalizedText(
        en: "the episode is for reading: go back to the character", ru: "серия только для чтения: вернитесь к персонажу")
}
