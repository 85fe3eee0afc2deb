/// An app's destinations on its navigator: it builds each screen's module with a context of
/// its own and puts it on screen. Routes, routers and the test kit all open screens here, so
/// here is where a destination already on top is refused a copy.
@MainActor
package final class AppScreens<Destination: AppDestination> {
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
    package func open(_ destination: Destination) {
        sayIfAlreadyOpen(show(destination, from: nil))
    }

    /// Opens `destination` as a route does, its module's opener being `opener` (a test's spy of
    /// the module's output, say) rather than the module on screen.
    package func open(_ destination: Destination, openedBy opener: AnyObject) {
        sayIfAlreadyOpen(show(destination, from: nil, openedBy: opener))
    }

    /// Opens `destination`; a push goes over `module`, which must still be on a stack.
    func open(_ destination: Destination, from module: (any ModuleView)?) {
        sayIfAlreadyOpen(show(destination, from: module))
    }

    /// Opens each of `destinations` in turn, as a deep link does, and says the screen is
    /// already open only when none of them changed what is on screen.
    func open(_ destinations: [Destination]) {
        let outcomes = destinations.map { show($0, from: nil) }
        if let last = outcomes.last, outcomes.allSatisfy(\.isAlreadyOpen) { sayIfAlreadyOpen(last) }
    }

    private enum Outcome {
        case shown
        case alreadyOpen(screen: String)

        var isAlreadyOpen: Bool {
            if case .alreadyOpen = self { true } else { false }
        }
    }

    private func show(_ destination: Destination, from module: (any ModuleView)?, openedBy opener: AnyObject? = nil) -> Outcome {
        guard let shown = navigator else { return .shown }
        do {
            let opening = destination.open(in: context(openedFrom: opener ?? module ?? shown.topView))
            if let screen = screenOnTop(openedAs: destination, opening: opening, on: shown) {
                return .alreadyOpen(screen: screen)
            }
            switch opening {
            case .root(let view): shown.setRoot(view)
            case .push(let view):
                if let module { try shown.push(view, from: module) } else { shown.push(view) }
            case .sheet(let view): shown.showSheet(view)
            case .modal(let view): shown.present(view)
            case .alert(let alert):
                shown.showAlert(alert)
                return .shown
            case .tab:
                try selectTab(destination, on: shown)
                return .shown
            }
            shown.noteTopOpened(as: destination)
        } catch {
            shown.report(error)
        }
        return .shown
    }

    /// The screen on top when it is `destination` already (for a tab, when its tab is the
    /// one selected), so that opening it again would add a copy. A root starts afresh, and an
    /// alert replaces any other.
    private func screenOnTop(openedAs destination: Destination, opening: Opening, on navigator: Navigator) -> String? {
        let state = navigator.state
        guard let top = state.top else { return nil }
        switch opening {
        case .root, .alert:
            return nil
        case .tab:
            return state.hasTabBar && state.tabs[state.selectedTab].name == Self.tabName(destination) ? top.screen : nil
        case .push, .sheet, .modal:
            return Self.isSame(navigator.destinationOnTop, as: destination) ? top.screen : nil
        }
    }

    /// Whether `opened` is `destination`, for an app whose destinations are `Equatable`; for
    /// one whose are not, no destination is ever the same as another.
    private static func isSame(_ opened: Any?, as destination: Destination) -> Bool {
        guard let equatable = destination as? any Equatable else { return false }
        return equatable.isEqual(to: opened)
    }

    private func sayIfAlreadyOpen(_ outcome: Outcome) {
        guard case .alreadyOpen(let screen) = outcome else { return }
        navigator?.onAlreadyOpen?(screen)
    }

    private func selectTab(_ destination: Destination, on navigator: Navigator) throws(NavigationError) {
        if !navigator.state.hasTabBar {
            navigator.setTabs(
                Destination.tabs.map { tab in
                    Navigator.TabSpec(name: Self.tabName(tab.destination), title: app.localization(tab.title), root: tab.root(context()))
                })
        }
        try navigator.selectTab(named: Self.tabName(destination))
    }

    /// A tab's name on the navigator (`tree`, `tab game`): the destination that selects it.
    private static func tabName(_ destination: Destination) -> String {
        String(describing: destination)
    }

    func close(_ module: any ModuleView) {
        guard let shown = navigator else { return }
        do {
            try shown.close(module)
        } catch {
            shown.report(error)
        }
    }

    /// A new module's context: the app's services, a task owner of its own, and the module it
    /// opens from, if any.
    func context(openedFrom opener: AnyObject? = nil) -> ModuleContext<Destination> {
        ModuleContext(
            services: services,
            clock: app.clock,
            timeZone: app.timeZone,
            random: app.random,
            localization: app.localization,
            notices: app.notices,
            tasks: ModuleTasks(idle: app.idle),
            screens: self,
            openedFrom: opener
        )
    }

    /// The route table the destinations' routes make, in the app's language. The navigator
    /// keeps it, and so keeps these screens for as long as it runs the app.
    func routeTable() throws(RouteError) -> RouteTable {
        var table = RouteTable()
        for route in Destination.routes {
            try table.register(route.pattern, summary: route.summary.in(app.localization.language)) { parameters throws(RouteError) in
                self.open(try route.resolve(parameters, self.services))
            }
        }
        return table
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any?) -> Bool {
        (other as? Self) == self
    }
}
