/// An app the REPL can run: its name, its options, the services its modules share and its
/// screens, as destinations. Each app target has one, named `<App>App`.
@MainActor
public protocol ViperApp {
    /// The app's screens; their routes are the app's routes.
    associatedtype Destination: AppDestination
    /// The app's own command-line options, beyond the REPL's: a `ParsableArguments` type of
    /// swift-argument-parser (`@Option var rows: Int?`), which the REPL reads and lists in
    /// `viper <app> --help`. The core links no package, so this is not spelled out here.
    associatedtype Options: Sendable = NoOptions

    /// The command-line name: `viper seaworld`.
    var name: String { get }
    var title: LocalizedText { get }
    var summary: LocalizedText { get }
    /// The screen opened at launch.
    var root: Destination { get }

    /// What the app's modules share, built once per launch with the options it was given.
    func makeServices(_ context: AppContext, options: Options) throws(AppLaunchError) -> Destination.Services
}

extension ViperApp {
    /// Builds the services, registers the routes the destinations declare and opens the root
    /// (or `start`, in its place): what the REPL and the test kit both do. A test may build the
    /// services itself, from the same context, with a fake in place of one of them.
    @discardableResult
    public func launch(
        context: AppContext,
        options: Options,
        navigator: Navigator,
        at start: Destination? = nil,
        services makeTestServices: ((AppContext) throws(AppLaunchError) -> Destination.Services)? = nil
    ) throws(AppLaunchError) -> AppScreens<Destination> {
        let services = if let makeTestServices { try makeTestServices(context) } else { try makeServices(context, options: options) }
        let screens = AppScreens<Destination>(services: services, app: context, navigator: navigator)
        do {
            navigator.routes = try screens.routeTable()
        } catch {
            throw AppLaunchError("\(name): \(error.message)")
        }
        screens.open(start ?? root)
        return screens
    }
}

public struct AppLaunchError: Error, Equatable, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
}

/// The options of an app that takes none beyond the REPL's.
public struct NoOptions: Sendable {
    public init() {}
}
