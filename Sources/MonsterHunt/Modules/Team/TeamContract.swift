import Viper

/// The team opens nothing further (back is the navigator's), so the module has no router.
@MainActor protocol TeamViewOutput: ViewLifecycle {}

@MainActor protocol TeamInteractorInput: AnyObject {
    var members: [CaughtMonster] { get }
}

struct TeamViewModel: ViewModel {
    var title = ""
    var emptyText = ""
    var rows: [Table.Row] = []
}
