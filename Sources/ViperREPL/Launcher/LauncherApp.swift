import Viper

/// The REPL's own screen when no app is running: the list of apps, as an app of one screen.
struct LauncherApp: ViperApp {
    let apps: [any ViperApp]
    weak var output: (any LauncherModuleOutput)?

    let name = "launcher"
    var title: LocalizedText { REPLStrings.catalog.text("launcherTitle") }
    var summary: LocalizedText { REPLStrings.catalog.text("launcherSummary") }
    let root = LauncherDestination.apps

    func makeServices(_ context: AppContext, options: NoOptions) -> LauncherServices {
        LauncherServices(apps: apps, output: output)
    }
}

struct LauncherServices {
    let apps: [any ViperApp]
    weak var output: (any LauncherModuleOutput)?
}

enum LauncherDestination: AppDestination {
    typealias Services = LauncherServices

    case apps

    func open(in context: ModuleContext<Self>) -> Opening {
        .root(LauncherAssembly.build(context))
    }

    static var routes: [DestinationRoute<Self>] { [] }
}
