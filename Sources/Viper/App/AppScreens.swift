/// An app's destinations on its navigator: it builds each screen's module with a context of
/// its own and puts it on screen. Routes, routers and the test kit all open screens here.
@MainActor
public final class AppScreens<Destination: AppDestination> {
    private let services: Destination.Services
    private let app: AppContext
    /// Weak: the navigator's routes hold these screens.
    private weak var navigator: Navigator?

    init(services: Destination.Services, app: AppContext, navigator: Navigator) {
        self.services = services
        self.app = app
        self.navigator = navigator
    }

    /// Opens `destination` as a route does: a push goes over the top of the active stack.
    public func open(_ destination: Destination) {
        open(destination, from: nil)
    }

    /// Opens `destination`; a push goes over `module`, which must still be on a stack.
    func open(_ destination: Destination, from module: (any ModuleView)?) {
        guard let shown = navigator else { return }
        do {
            switch destination.open(in: context()) {
            case .root(let view): shown.setRoot(view)
            case .push(let view):
                if let module { try shown.push(view, from: module) } else { shown.push(view) }
            case .sheet(let view): shown.showSheet(view)
            case .modal(let view): shown.present(view)
            case .alert(let alert): shown.showAlert(alert)
            case .tab(let name): try selectTab(name, on: shown)
            }
        } catch {
            shown.report(error)
        }
    }

    private func selectTab(_ name: String, on navigator: Navigator) throws(NavigationError) {
        if !navigator.state.hasTabBar {
            navigator.setTabs(Destination.tabs.map { tab in
                Navigator.TabSpec(name: tab.name, title: app.localization(tab.title), root: tab.root(context()))
            })
        }
        try navigator.selectTab(named: name)
    }

    func showAlert(_ alert: Alert) {
        navigator?.showAlert(alert)
    }

    func close(_ module: any ModuleView) {
        guard let shown = navigator else { return }
        do {
            try shown.close(module)
        } catch {
            shown.report(error)
        }
    }

    /// A new module's context: the app's services and a task owner of its own.
    func context() -> ModuleContext<Destination> {
        ModuleContext(
            services: services,
            clock: app.clock,
            random: app.random,
            localization: app.localization,
            notices: app.notices,
            tasks: ModuleTasks(idle: app.idle),
            screens: self
        )
    }

    /// The route table the destinations' routes make, in the app's language. The navigator
    /// keeps it, and so keeps these screens for as long as it runs the app.
    func routeTable() throws(RouteError) -> RouteTable {
        var table = RouteTable()
        for route in Destination.routes {
            try table.register(route.pattern, summary: route.summary.in(app.localization.language)) { parameters throws(RouteError) in
                for destination in try route.resolve(parameters, self.services) {
                    self.open(destination)
                }
            }
        }
        return table
    }
}
