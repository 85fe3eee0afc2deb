import Viper

@MainActor
protocol CharacterCardViewInput: AnyObject {
    func show(_ viewModel: CharacterCardViewModel)
}

@MainActor
protocol CharacterCardViewOutput: AnyObject {
    func viewDidLoad()
    func didTapRetry()
}

@MainActor
protocol CharacterCardInteractorInput: AnyObject {
    func load()
}

@MainActor
protocol CharacterCardInteractorOutput: AnyObject {
    func didStartLoading()
    func didLoad(_ card: CharacterCard)
    func didFail(_ error: HTTPError)
}

/// The card opens nothing further; back is the navigator's.
@MainActor
protocol CharacterCardRouterInput: AnyObject {}

/// Which character the card shows.
public struct CharacterCardInput: Equatable, Sendable {
    public let id: Int
    public init(id: Int) { self.id = id }
}
