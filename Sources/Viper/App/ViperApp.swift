/// An app the REPL can run: its name, its options, how it builds its dependencies and
/// which routes it answers. Each app target has one, named `<App>App`.
@MainActor
public protocol ViperApp {
    /// What the app's modules share: services and settings, built once per launch.
    associatedtype Dependencies

    /// The command-line name: `viper seaworld`.
    var name: String { get }
    var title: LocalizedText { get }
    var summary: LocalizedText { get }
    /// Options beyond the REPL's own, listed by `viper <app> --help`.
    var options: [AppOption] { get }
    /// The route opened at launch.
    var rootRoute: String { get }

    func makeDependencies(_ context: AppContext) throws(AppLaunchError) -> Dependencies
    func routes() -> [Route<Dependencies>]
}

extension ViperApp {
    public var options: [AppOption] { [] }

    /// Builds the dependencies, registers the routes and opens the root route.
    public func launch(context: AppContext, navigator: Navigator) throws(AppLaunchError) {
        try launch(dependencies: makeDependencies(context), localization: context.localization, navigator: navigator)
    }

    /// Registers the routes over dependencies built elsewhere and opens the root route: how a
    /// test launches the app with a fake in place of one of its own services. The value is the
    /// app's own `Dependencies`, so a new kind of service changes nothing in the framework.
    public func launch(dependencies: Dependencies, localization: Localization, navigator: Navigator) throws(AppLaunchError) {
        var table = RouteTable()
        for route in routes() {
            do {
                try table.register(route.pattern, summary: route.summary.in(localization.language)) { [weak navigator] parameters throws(RouteError) in
                    guard let navigator else { return }
                    try route.open(RouteRequest(parameters: parameters, dependencies: dependencies, navigator: navigator))
                }
            } catch {
                throw AppLaunchError("\(name): \(error.message)")
            }
        }
        navigator.routes = table
        do {
            try table.open(rootRoute)
        } catch {
            throw AppLaunchError("the root route \(rootRoute) did not open: \(error.message)")
        }
    }
}

/// One path into an app and what it opens.
public struct Route<Dependencies> {
    public let pattern: RoutePattern
    public let summary: LocalizedText
    public let open: @MainActor (RouteRequest<Dependencies>) throws(RouteError) -> Void

    public init(
        _ pattern: RoutePattern,
        summary: LocalizedText,
        open: @escaping @MainActor (RouteRequest<Dependencies>) throws(RouteError) -> Void
    ) {
        self.pattern = pattern
        self.summary = summary
        self.open = open
    }
}

@MainActor
public struct RouteRequest<Dependencies> {
    public let parameters: RouteParameters
    public let dependencies: Dependencies
    public let navigator: Navigator
}

public struct AppLaunchError: Error, Equatable, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
}
