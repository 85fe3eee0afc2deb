import Viper

/// Everything the card shows, loaded.
struct CharacterCard: Equatable, Sendable {
    let character: RMCharacter
    /// `nil` when the API does not know where the character is.
    let location: RMLocation?
    /// In the character's own episode order.
    let episodes: [RMEpisode]
    var picture: ImageState
}
