import Viper

@MainActor
protocol LauncherViewInput: AnyObject {
    func show(_ viewModel: LauncherViewModel)
}

@MainActor
protocol LauncherViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectApp(named name: String)
}

@MainActor
protocol LauncherInteractorInput: AnyObject {
    func loadApps() -> [AppEntry]
}

@MainActor
protocol LauncherRouterInput: AnyObject {
    func openApp(named name: String)
}

/// What the launcher reports to whoever runs it: the app the user chose.
@MainActor
protocol LauncherModuleOutput: AnyObject {
    func launcher(didChoose appName: String)
}
