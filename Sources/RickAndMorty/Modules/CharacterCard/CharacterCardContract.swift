import Viper

@MainActor protocol CharacterCardViewOutput: ViewLifecycle {
    func didTapRetry()
    func didSelectEpisode(id: Int)
}

@MainActor protocol CharacterCardInteractorInput: AnyObject {
    func load()
    /// Fetches the loaded character's picture again, as after it failed.
    func reloadPicture()
}

@MainActor protocol CharacterCardRouterInput: AnyObject {
    func openEpisode(_ episode: RMEpisode)
    func close()
}

@MainActor protocol CharacterCardInteractorOutput: AnyObject {
    func didStartLoading()
    func didLoad(_ card: CharacterCard)
    func didLoadPicture(_ picture: ImageState)
    func didFail(_ error: HTTPError)
    /// The API has no character `id`: the card has nothing to show.
    func didFindNoCharacter(id: Int)
}

struct CharacterCardViewModel: ViewModel {
    struct Fact: Equatable {
        let label: String
        let value: String
    }

    var title = ""
    var loadingText: String?
    /// The character's name, heading the card's body.
    var name = ""
    var picture: ImageBox?
    var facts: [Fact] = []
    /// The facts as values, for tools (`--json`): numbers, and the API's codes in place of words.
    var factValues: JSONValue = .null
    var episodesTitle = ""
    var episodes: [Table.Row] = []
    var error: String?
    /// Retry shows when the card failed or its picture did.
    var canRetry = false
    var retryTitle = ""
}

/// Which character the card shows.
public struct CharacterCardInput: Equatable, Sendable {
    public let id: Int
    public init(id: Int) { self.id = id }
}
