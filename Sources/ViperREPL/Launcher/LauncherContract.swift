import Viper

/// Opening an app replaces the whole navigator, which the REPL session does: the launcher
/// reports the choice to its module output and has no router.
@MainActor protocol LauncherViewOutput: ViewLifecycle {
    func didSelectApp(named name: String)
    /// The user scrolled the apps.
    func didScroll(_ motion: ScrollMotion)
}

@MainActor protocol LauncherInteractorInput: AnyObject {
    func loadApps() -> [AppEntry]
}

struct LauncherViewModel: ViewModel {
    /// How many apps the table shows at once.
    static let visibleApps = 12

    var title = ""
    var hint = ""
    var rows: [Table.Row] = []
    /// The position of the first app on screen, where the user scrolled to.
    var firstRow = 0
}

/// What the launcher reports to whoever runs it: the app the user chose.
@MainActor protocol LauncherModuleOutput: AnyObject {
    func launcher(didChoose appName: String)
}
