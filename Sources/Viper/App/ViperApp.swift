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
}

/// Why an app could not start, in a line: a route declared twice, an option it cannot take.
public struct AppLaunchError: Error, Equatable, Sendable {
    /// Why, in a line.
    public let message: String
    /// An error saying `message`.
    public init(_ message: String) { self.message = message }
}
