import Viper

/// Opening an app replaces the whole navigator, which the REPL session does: the launcher
/// reports the choice to its module output and has no router.
@MainActor protocol LauncherViewOutput: ViewLifecycle {
    func didSelectApp(named name: String)
}

@MainActor protocol LauncherInteractorInput: AnyObject {
    func loadApps() -> [AppEntry]
}

struct LauncherViewModel: ViewModel {
    var title = ""
    var hint = ""
    var rows: [Table.Row] = []
}

/// What the launcher reports to whoever runs it: the app the user chose.
@MainActor protocol LauncherModuleOutput: AnyObject {
    func launcher(didChoose appName: String)
}
