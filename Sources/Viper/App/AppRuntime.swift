import Foundation

/// What runs an app, in the REPL and in a test alike: one clock, one idle tracker, one notice
/// queue, one simulated network and speaker, one list of session endings, and the navigator of
/// the app on screen. It builds each launch's `AppContext` and wires the navigator to its host
/// (the REPL's session, the test kit's harness), which hears through the `on…` handlers.
@MainActor
package final class AppRuntime {
    package let clock: any AppClock
    /// Where the user is, for every launch's context.
    package var timeZone = TimeZone.gmt
    package let idle = IdleTracker()
    package let notices = Notices()
    package let network = NetworkConditions()
    /// What the app played.
    package let speaker = SimulatedSpeaker()
    /// What the app asked to be done as the session ends.
    package let endings = SessionEndings()
    /// The navigator of the app on screen; each launch gets a fresh one.
    package private(set) var navigator = Navigator()
    /// The room the display gives a screen, for every navigator from now on.
    package var displaySize = Room.standard {
        didSet { navigator.displaySize = displaySize }
    }

    /// Something on screen changed by itself (not through a user event).
    package var onNeedsDisplay: (() -> Void)?
    /// A move a router asked for could not be made.
    package var onFailure: ((NavigationError) -> Void)?
    /// A destination asked to open is the screen already on top, named.
    package var onAlreadyOpen: ((String) -> Void)?
    /// The navigator let go of a module.
    package var onRelease: ((any ModuleView) -> Void)?
    /// A view on the navigator was shown a view model: the view's type name and the model.
    package var onViewModel: ((String, any ViewModel) -> Void)?

    package init(clock: any AppClock) {
        self.clock = clock
        wire(navigator)
    }

    /// What an app is given at launch: its documents in `folder`, its randomness from `seed`.
    package func context(seed: UInt64, folder: URL, localization: Localization) -> AppContext {
        AppContext(
            clock: clock,
            timeZone: timeZone,
            seed: seed,
            folder: folder,
            localization: localization,
            idle: idle,
            notices: notices,
            network: network,
            audio: speaker,
            endings: endings
        )
    }

    /// Puts `app` on a fresh navigator in place of the one on screen, which closes as a
    /// session's end closes it: builds its services from `context` and `options` (or
    /// `makeServices`, a test's, in their place), registers the routes its destinations declare and opens its
    /// root, or `start`.
    @discardableResult
    package func launch<App: ViperApp>(
        _ app: App,
        options: App.Options,
        context: AppContext,
        at start: App.Destination? = nil,
        services makeServices: ((AppContext) throws(AppLaunchError) -> App.Destination.Services)? = nil
    ) throws(AppLaunchError) -> AppScreens<App.Destination> {
        let services = if let makeServices { try makeServices(context) } else { try app.makeServices(context, options: options) }
        let navigator = Navigator()
        let screens = AppScreens<App.Destination>(services: services, app: context, navigator: navigator)
        do {
            navigator.routes = try screens.routeTable()
        } catch {
            throw AppLaunchError("\(app.name): \(error.message)")
        }
        self.navigator.closeAll()
        self.navigator = navigator
        wire(navigator)
        screens.open(start ?? app.root)
        return screens
    }

    private func wire(_ navigator: Navigator) {
        navigator.displaySize = displaySize
        navigator.onNeedsDisplay = { [weak self] in self?.onNeedsDisplay?() }
        navigator.onFailure = { [weak self] error in self?.onFailure?(error) }
        navigator.onAlreadyOpen = { [weak self] screen in self?.onAlreadyOpen?(screen) }
        navigator.onRelease = { [weak self] view in self?.onRelease?(view) }
        navigator.onViewModel = { [weak self] view, model in self?.onViewModel?(view, model) }
    }
}
