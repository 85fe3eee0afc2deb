import Viper

/// The list as loaded so far.
struct CharacterListSnapshot: Equatable, Sendable {
    enum Phase: Equatable, Sendable {
        /// Page 1 is on its way.
        case starting
        /// Pages after the first are on their way.
        case loadingMore
        case complete
        /// `page` failed; everything before it is kept.
        case failed(page: Int, HTTPError)
    }

    var characters: [RMCharacter] = []
    /// The API's count, known once page 1 has arrived.
    var total: Int?
    var phase: Phase = .starting
    /// Picture states of rows that asked for one.
    var pictures: [Int: ImageState] = [:]
}
