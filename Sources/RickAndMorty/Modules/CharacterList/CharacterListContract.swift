import Viper

@MainActor protocol CharacterListViewOutput: ViewLifecycle {
    func didSelectCharacter(id: Int)
    func didTapRetry()
}

@MainActor protocol CharacterListInteractorInput: AnyObject {
    func start()
    func retry()
    func showPictures(of ids: [Int])
}

@MainActor protocol CharacterListInteractorOutput: AnyObject {
    /// The list as it stands. Characters only ever join at its end; `changedPictures` are the
    /// rows whose picture changed since the last update.
    func didUpdate(_ list: CharacterListSnapshot, changedPictures: Set<Int>)
}

@MainActor protocol CharacterListRouterInput: AnyObject {
    func openCharacter(id: Int)
}

struct CharacterListViewModel: ViewModel {
    var title = ""
    var rows: [Table.Row] = []
    var loadingText: String?
    var footer: String?
    var error: String?
    var hint: String?
    /// Retry shows when a page failed or a picture on screen did.
    var canRetry = false
    var retryTitle = ""
}
