/// An app the REPL can run: its name, its options, the services its modules share and its
/// screens, as destinations. Each app target has one, named `<App>App`.
@MainActor
public protocol ViperApp {
    /// The app's screens; their routes are the app's routes.
    associatedtype Destination: AppDestination

    /// The command-line name: `viper seaworld`.
    var name: String { get }
    /// The app's name as the launcher shows it: `Sea World`.
    var title: LocalizedText { get }
    /// What the app is, in a line under its name in the launcher.
    var summary: LocalizedText { get }
    /// Options beyond the REPL's own, listed by `viper <app> --help`.
    var options: [AppOption] { get }
    /// The screen opened at launch.
    var root: Destination { get }

    /// What the app's modules share, built once per launch.
    func makeServices(_ context: AppContext) throws(AppLaunchError) -> Destination.Services
}

extension ViperApp {
    public var options: [AppOption] { [] }

    /// Builds the services, registers the routes the destinations declare and opens the root
    /// (or `start`, in its place): what the REPL and the test kit both do. A test may build the
    /// services itself, from the same context, with a fake in place of one of them.
    @discardableResult
    public func launch(
        context: AppContext,
        navigator: Navigator,
        at start: Destination? = nil,
        services makeTestServices: ((AppContext) throws(AppLaunchError) -> Destination.Services)? = nil
    ) throws(AppLaunchError) -> AppScreens<Destination> {
        let services = if let makeTestServices { try makeTestServices(context) } else { try makeServices(context) }
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

/// Why an app could not start, in a line: a route declared twice, an option it cannot take.
public struct AppLaunchError: Error, Equatable, Sendable {
    /// Why, in a line.
    public let message: String
    /// An error saying `message`.
    public init(_ message: String) { self.message = message }
}
