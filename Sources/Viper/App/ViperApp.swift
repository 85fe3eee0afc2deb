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
    /// The app's name as the launcher shows it: `Sea World`.
    var title: LocalizedText { get }
    /// What the app is, in a line under its name in the launcher.
    var summary: LocalizedText { get }
    /// The screen opened at launch.
    var root: Destination { get }
    /// The app's texts in every language it ships: `StringCatalog(bundle: .module)` over its
    /// `Strings` folder. Nil (the default) for an app that has none of its own.
    var catalog: StringCatalog? { get }
    /// The languages the app ships, which `--lang` may name: its catalog's (the framework's,
    /// English and Russian, for an app with no catalog).
    var languages: [Language] { get }
    /// The language a text missing from another falls back to: its catalog's base.
    var baseLanguage: Language { get }
    /// Whether the app draws random numbers (from `context.random`): then a session typed by
    /// hand names the seed it drew (`--seed N`), so the same run can be had again. Default: no.
    var drawsRandomNumbers: Bool { get }

    /// What the app's modules share, built once per launch with the options it was given.
    func makeServices(_ context: AppContext, options: Options) throws(AppLaunchError) -> Destination.Services
}

extension ViperApp {
    /// No catalog of its own.
    public var catalog: StringCatalog? { nil }

    /// The catalog's languages, else the framework's.
    public var languages: [Language] { (catalog ?? FrameworkStrings.catalog).languages }

    /// The catalog's base language, else English.
    public var baseLanguage: Language { catalog?.base ?? .en }
    /// An app draws no random numbers unless it says so.
    public var drawsRandomNumbers: Bool { false }
}

/// Why an app could not start, in a line: a route declared twice, an option it cannot take.
public struct AppLaunchError: Error, Equatable, Sendable {
    /// Why, in a line.
    public let message: String
    /// An error saying `message`.
    public init(_ message: String) { self.message = message }
}

/// The options of an app that takes none beyond the REPL's.
public struct NoOptions: Sendable {
    /// No options.
    public init() {}
}
