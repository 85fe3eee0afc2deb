/// What every router has: its own module, held weakly, and the app's screens, where it opens
/// its app's destinations. Every move starts from this module: a push goes over it, and
/// `close()` closes it, not whatever is on top. A move that cannot be made is reported
/// through the navigator, never dropped.
@MainActor
open class ViperRouter<Destination: AppDestination> {
    /// The module the router moves: the one it was assembled with, while the navigator holds it.
    public private(set) weak var module: (any ModuleView)?
    private var screens: AppScreens<Destination>?

    /// A router of no module yet; ``Module`` attaches it to its module.
    public init() {}

    func attach(to module: any ModuleView, screens: AppScreens<Destination>) {
        self.module = module
        self.screens = screens
    }

    /// Opens a destination of the app, as it says it comes on: a push goes over this module,
    /// an alert over the screen. A destination already on top is not opened again.
    public func open(_ destination: Destination) {
        // With its module gone, the router has nothing left to move.
        guard let module else { return }
        screens?.open(destination, from: module)
    }

    /// Takes this module off screen, with whatever was pushed over it.
    public func close() {
        guard let module else { return }
        screens?.close(module)
    }
}
