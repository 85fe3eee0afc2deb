import Viper

/// What each screen of the app says when it refuses an event: which events it takes.
extension RickAndMortyStrings {
    static func noEpisode(_ id: String) -> LocalizedText {
        RickAndMortyStrings.catalog.text("noEpisode", ["id": "\(id)"])
    }

    static let cardTakes = RickAndMortyStrings.catalog.text("cardTakes")

    /// The API answered that it has no character `id`.
    static func unknownCharacter(_ id: Int) -> LocalizedText {
        RickAndMortyStrings.catalog.text("unknownCharacter", ["id": "\(id)"])
    }

    static func noCharacter(_ id: String) -> LocalizedText {
        RickAndMortyStrings.catalog.text("noCharacter", ["id": "\(id)"])
    }

    static let listTakes = RickAndMortyStrings.catalog.text("listTakes")

    static let episodeIsForReading = RickAndMortyStrings.catalog.text("episodeIsForReading")
}
