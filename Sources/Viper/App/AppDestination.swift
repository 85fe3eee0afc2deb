/// An app's screens as values: each case is a screen, an alert or a tab with the input it
/// opens with. A router opens one, a route of the REPL or a deep link resolves to one, and
/// `harness.open` shows one in a test; that is the one way a screen opens. Each app declares
/// one enum. One that is also `Equatable` is not opened twice: opening the destination
/// already on top adds no copy, and the navigator says it is already open.
///
///     enum ShopDestination: AppDestination, Equatable {
///         case catalogue
///         case item(id: Int)
///
///         func open(in context: ModuleContext<Self>) -> Opening {
///             switch self {
///             case .catalogue: .root(CatalogueAssembly.build(context))
///             case .item(let id): .push(ItemAssembly.build(context, input: ItemInput(id: id)))
///             }
///         }
///
///         static var routes: [DestinationRoute<Self>] { … }
///     }
@MainActor
public protocol AppDestination {
    /// What the app's modules share, built once per launch.
    associatedtype Services

    /// Builds the screen's module from its context, and says how it comes on.
    func open(in context: ModuleContext<Self>) -> Opening

    /// The paths the app answers (`character/:id`), each resolved to the screens it opens.
    static var routes: [DestinationRoute<Self>] { get }

    /// The tab bar, for an app whose screens live in tabs: built once, when a destination
    /// opens as `.tab` and there is none.
    static var tabs: [Tab<Self>] { get }
}

extension AppDestination {
    /// No tab bar: the app's screens live on one stack.
    public static var tabs: [Tab<Self>] { [] }
}

/// How a destination's screen comes on, or the alert it is.
@MainActor
public enum Opening {
    /// Replaces everything on screen, afresh even when it shows the same destination.
    case root(any ModuleView)
    /// Over the module that opens it, or over the top of the active stack from a route.
    case push(any ModuleView)
    /// Over the screen, one sheet at a time.
    case sheet(any ModuleView)
    /// Presented with a stack of its own, for further pushes.
    case modal(any ModuleView)
    /// An alert over the screen; its buttons carry their actions.
    case alert(Alert)
    /// Selects the tab of the app's tab bar that this destination is (`Tab(.game, …)`).
    case tab
}

/// One tab of an app's tab bar: the destination that selects it, its title, and how its
/// root module is built.
@MainActor
public struct Tab<Destination: AppDestination> {
    /// The destination that opens it: its name is the tab's name, which `tab <name>` takes.
    public let destination: Destination
    /// What the tab bar shows for it.
    public let title: LocalizedText
    let root: @MainActor (ModuleContext<Destination>) -> any ModuleView

    /// The tab `destination` opens, whose root module `root` builds from its context.
    public init(_ destination: Destination, title: LocalizedText, root: @escaping @MainActor (ModuleContext<Destination>) -> any ModuleView) {
        self.destination = destination
        self.title = title
        self.root = root
    }
}

/// A path an app can be opened at and the destinations it opens, in order: one in most
/// cases, the way down to a screen for a deep link (`game/4`: the statistics tab, then game 4).
@MainActor
public struct DestinationRoute<Destination: AppDestination> {
    /// The path, with its `:name` parameters.
    public let pattern: RoutePattern
    /// What the route opens, in a line: what the REPL's `routes` lists.
    public let summary: LocalizedText
    let resolve: @MainActor (RouteParameters, Destination.Services) throws(RouteError) -> [Destination]

    /// A route whose destinations `resolve` finds from the path's parameters and the app's
    /// services.
    ///
    /// - Throws: `RouteError` from `resolve`, for a parameter that is not what it should be or a
    /// destination that cannot open now.
    public init(
        _ pattern: RoutePattern,
        summary: LocalizedText,
        resolve: @escaping @MainActor (RouteParameters, Destination.Services) throws(RouteError) -> [Destination]
    ) {
        self.pattern = pattern
        self.summary = summary
        self.resolve = resolve
    }

    /// A route with no parameters that always opens `destination`.
    public init(_ pattern: RoutePattern, summary: LocalizedText, opens destination: Destination) {
        self.init(pattern, summary: summary) { _, _ in [destination] }
    }
}
