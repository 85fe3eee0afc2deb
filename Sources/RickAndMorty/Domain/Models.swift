/// The API's records, as it sends them. Prefixed `RM` so they never shadow Swift's own
/// `Character`.
public struct RMCharacter: Decodable, Equatable, Sendable {
    public struct Link: Decodable, Equatable, Sendable {
        public let name: String
        /// Empty when the API does not know the place (`{"name": "unknown", "url": ""}`).
        public let url: String
    }

    public let id: Int
    public let name: String
    public let status: String
    public let species: String
    public let type: String
    public let gender: String
    public let origin: Link
    public let location: Link
    public let image: String
    /// Episode URLs in the character's own order.
    public let episode: [String]
}

public struct RMLocation: Decodable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let type: String
    public let dimension: String
}

public struct RMEpisode: Codable, Equatable, Sendable {
    public let id: Int
    public let name: String
    /// Exactly as sent, e.g. "December 2, 2013".
    public let airDate: String
    /// The season and episode code, e.g. "S01E01".
    public let code: String
    /// The URLs of the characters in the episode.
    public let characters: [String]

    enum CodingKeys: String, CodingKey {
        case id, name, characters
        case airDate = "air_date"
        case code = "episode"
    }
}

public struct CharacterPage: Decodable, Equatable, Sendable {
    public struct Info: Decodable, Equatable, Sendable {
        public let count: Int
        public let pages: Int
        /// The next page's URL; nil on the last page.
        public var next: String?
    }

    public let info: Info
    public let results: [RMCharacter]
}
