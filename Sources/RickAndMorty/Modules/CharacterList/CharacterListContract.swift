import Viper

@MainActor
protocol CharacterListViewInput: AnyObject {
    func show(_ viewModel: CharacterListViewModel)
}

@MainActor
protocol CharacterListViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectCharacter(id: Int)
    func didTapRetry()
    /// The rows on screen changed (scrolling, or rows arriving in an empty window).
    func didChangeVisibleCharacters(ids: [Int])
}

@MainActor
protocol CharacterListInteractorInput: AnyObject {
    func start()
    func retry()
    func showPictures(of ids: [Int])
}

@MainActor
protocol CharacterListInteractorOutput: AnyObject {
    func didUpdate(_ list: CharacterListSnapshot)
}

@MainActor
protocol CharacterListRouterInput: AnyObject {
    func openCharacter(id: Int)
}
