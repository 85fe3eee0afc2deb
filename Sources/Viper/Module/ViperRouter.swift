/// What every router has: its own module and the navigator, both held weakly, and the
/// moves a module makes from where it stands. Every move names this module, so closing a
/// module that is no longer on top closes that module, not whatever is on top; a move that
/// cannot be made is reported through the navigator, never dropped.
@MainActor
open class ViperRouter {
    public private(set) weak var navigator: Navigator?
    public private(set) weak var module: (any ModuleView)?

    public init() {}

    func attach(to module: any ModuleView, navigator: Navigator) {
        self.module = module
        self.navigator = navigator
    }

    /// Takes this module off screen, with whatever was pushed over it.
    public func close() {
        act { navigator, module throws(NavigationError) in try navigator.close(module) }
    }

    /// Pushes `view` onto this module's stack, over this module.
    public func push(_ view: any ModuleView) {
        act { navigator, module throws(NavigationError) in try navigator.push(view, from: module) }
    }

    /// Opens a route of the app, as `open <route>` in the REPL would.
    public func open(_ route: String) {
        guard let navigator else { return }
        do {
            try navigator.routes.open(route)
        } catch {
            navigator.report(.routeFailed(route, error.message))
        }
    }

    private func act(_ move: (Navigator, any ModuleView) throws(NavigationError) -> Void) {
        // With its module gone, the router has nothing left to move.
        guard let navigator, let module else { return }
        do {
            try move(navigator, module)
        } catch {
            navigator.report(error)
        }
    }
}
