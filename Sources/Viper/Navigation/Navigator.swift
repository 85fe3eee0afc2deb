/// The one place that changes what is on screen. It owns every view on its stacks,
/// keeps the navigation state as a value, and tells views about their lifecycle.
@MainActor
public final class Navigator: ViewHost {
    /// Everything on screen, as a value.
    public private(set) var state = NavigationState()
    /// The app's routes, which `open <route>` resolves against.
    package var routes = RouteTable()
    /// The room the display gives a screen: the REPL's width and height, or the standard size.
    public package(set) var displaySize = Room.standard {
        didSet {
            guard displaySize != oldValue else { return }
            screens.removeAll()
            // A view on two stacks (set as root again) is told once; one not loaded yet hears at its load.
            var held: [ObjectIdentifier: any ModuleView] = [:]
            for view in views.values where isLoaded(view) {
                held[ObjectIdentifier(view)] = view
            }
            for view in held.values { layOut(view) }
        }
    }
    /// Called when something on screen changed by itself (not through a user event).
    package var onNeedsDisplay: (() -> Void)?
    /// Called with a move a router asked for and the navigator could not make. The REPL
    /// prints it as an error; the test kit fails the test.
    package var onFailure: ((NavigationError) -> Void)?
    /// Called with each view the navigator lets go of, once no stack holds it.
    package var onRelease: ((any ModuleView) -> Void)?
    /// Called with each view model a view on the navigator is shown, and the view's type name.
    package var onViewModel: ((String, any ViewModel) -> Void)?
    /// Called with the screen on top when a destination asked to open is the one already
    /// there: nothing was added, and the host says so.
    package var onAlreadyOpen: ((String) -> Void)?

    private var views: [ModuleID: any ModuleView] = [:]
    /// Each view's screen as it last drew it, kept until the view changes (`screen(of:)`).
    var screens: [ObjectIdentifier: Screen] = [:]
    /// The room of each region of each view's screen, as it last drew it.
    var rooms: [ObjectIdentifier: [String: Room]] = [:]
    /// How far each scrolling region of each view's screen is scrolled, in lines.
    var regionScroll: [ObjectIdentifier: [String: Int]] = [:]
    /// The first row of each table of each view's screen, where it is scrolled to.
    var tableScroll: [ObjectIdentifier: [String: Int]] = [:]
    /// The ids of the rows of each table of each view's screen that the view last heard are on screen.
    var visibleRows: [ObjectIdentifier: [String: [String]]] = [:]
    /// Views that have had `didLoad`, by identity and held weakly: a view shown again later,
    /// even under another id, is not loaded twice.
    private var loadedViews: [ObjectIdentifier: LoadedView] = [:]
    private var alertActions: [@MainActor () -> Void] = []
    /// The app's destination each module was opened as, let go of with the module: what tells
    /// that a destination asked to open is already on top.
    private var destinations: [ModuleID: Any] = [:]
    private var nextID = 1

    /// A navigator with nothing on screen.
    package init() {}

    /// A tab of a tab bar about to be set, and its root module.
    package struct TabSpec {
        /// The tab's name, which `tab <name>` takes.
        package let name: String
        /// What the tab bar shows for it.
        package let title: String
        /// The module the tab starts with.
        package let root: any ModuleView
        /// A tab named `name` that starts with `root`.
        package init(name: String, title: String, root: any ModuleView) {
            self.name = name
            self.title = title
            self.root = root
        }
    }

    // MARK: Reading

    /// The view on screen (a sheet's, else the top of the active stack), under any alert.
    package var topView: (any ModuleView)? {
        state.top.flatMap { views[$0.id] }
    }

    /// The module `id`, while the navigator holds it.
    package func view(_ id: ModuleID) -> (any ModuleView)? { views[id] }

    /// Something unnamed changed: every view draws again.
    public func setNeedsDisplay() {
        screens.removeAll()
        onNeedsDisplay?()
    }

    /// `view` changed: it alone draws again. One with regions is laid out at once, so a region
    /// its change gives other rows tells the view now, not at the next draw.
    public func setNeedsDisplay(of view: AnyObject) {
        screens[ObjectIdentifier(view)] = nil
        if rooms[ObjectIdentifier(view)]?.isEmpty == false, let view = view as? any ModuleView, isLoaded(view) {
            _ = screen(of: view)
        }
        onNeedsDisplay?()
    }

    public func viewModelDidChange(of view: AnyObject, to model: any ViewModel) {
        onViewModel?(String(describing: type(of: view)), model)
    }

    /// What the module on top was opened as, if it was opened as a destination.
    package var destinationOnTop: Any? {
        state.top.flatMap { destinations[$0.id] }
    }

    /// Notes that the module on top was opened as `destination`.
    package func noteTopOpened(as destination: Any) {
        guard let top = state.top else { return }
        destinations[top.id] = destination
    }

    // MARK: Changing

    /// Replaces everything on screen with `view`, on one stack and with no tab bar.
    package func setRoot(_ view: any ModuleView) {
        transition {
            state = NavigationState()
            state.tabs[0].stack = [adopt(view)]
        }
    }

    /// Replaces everything on screen with a tab bar of `specs`, the one at `selected` on screen.
    package func setTabs(_ specs: [TabSpec], selected: Int = 0) {
        precondition(!specs.isEmpty, "a tab bar needs at least one tab")
        transition {
            state = NavigationState()
            state.hasTabBar = true
            state.tabs = specs.map { NavigationState.Tab(name: $0.name, title: $0.title, stack: [adopt($0.root)]) }
            state.selectedTab = min(max(0, selected), specs.count - 1)
        }
    }

    /// Shows the tab `name`, with its stack as it was left.
    ///
    /// - Throws: `NavigationError` when there is no tab bar or no such tab.
    package func selectTab(named name: String) throws(NavigationError) {
        guard state.hasTabBar else { throw .noTabBar }
        guard let index = state.tabs.firstIndex(where: { $0.name.lowercased() == name.lowercased() }) else {
            throw .unknownTab(name, available: state.tabs.map(\.name))
        }
        transition {
            // A sheet over a tab's stack goes and comes back with its tab; one over a modal stays.
            if state.modals.isEmpty {
                state.tabs[state.selectedTab].hiddenSheet = state.sheet
                state.sheet = state.tabs[index].hiddenSheet
                state.tabs[index].hiddenSheet = nil
            }
            state.selectedTab = index
        }
    }

    /// Pushes `view` onto the active stack: the top modal's, else the tab's.
    package func push(_ view: any ModuleView) {
        transition { mutateActiveStack { $0.append(adopt(view)) } }
    }

    /// Takes the top module off the active stack.
    ///
    /// - Throws: `NavigationError.nothingToGoBackTo` on a stack of one.
    package func pop() throws(NavigationError) {
        guard state.activeStack.count > 1 else { throw .nothingToGoBackTo }
        transition { mutateActiveStack { _ = $0.removeLast() } }
    }

    /// Takes every module but the root off the active stack.
    package func popToRoot() {
        transition { mutateActiveStack { $0 = Array($0.prefix(1)) } }
    }

    /// Pushes `view` over `module` on the stack that holds it. `module` must be the top of
    /// that stack: a push from a module something already covers is refused.
    package func push(_ view: any ModuleView, from module: any ModuleView) throws(NavigationError) {
        let place = try location(of: module)
        guard case .stack(let stack, let index) = place, index == entries(in: stack).count - 1 else {
            throw .notOnTop(screen: module.makeScreen().id)
        }
        transition { mutate(stack) { $0.append(adopt(view)) } }
    }

    /// Takes `module` off screen wherever it is: closes its sheet, dismisses the modal it is
    /// the root of, or pops it with whatever was pushed over it.
    package func close(_ module: any ModuleView) throws(NavigationError) {
        switch try location(of: module) {
        case .sheet:
            transition { state.sheet = nil }
        case .hiddenSheet(let tab):
            transition { state.tabs[tab].hiddenSheet = nil }
        case .stack(.modal(let modal), 0):
            transition { state.modals.removeSubrange(modal...) }
        case .stack(.tab, 0):
            throw .cannotCloseRoot(screen: module.makeScreen().id)
        case .stack(let stack, let index):
            transition { mutate(stack) { $0.removeSubrange(index...) } }
        }
    }

    /// Takes every module off screen as `back` takes one: the module on screen hears
    /// `willDisappear` (the ones under it heard it when they were covered), then every loaded
    /// module hears `willClose`, is let go, and the work it started ends. A session calls it as
    /// it ends, so what a module saves or says as it closes is done before the process exits.
    package func closeAll() {
        state.alert = nil
        alertActions = []
        transition { state = NavigationState() }
    }

    /// Tells the host about a move that could not be made.
    package func report(_ error: NavigationError) {
        if let onFailure {
            onFailure(error)
        } else {
            assertionFailure("navigation failed with no one to tell: \(error.message)")
        }
    }

    /// Presents a module modally, with a stack of its own for further pushes.
    package func present(_ view: any ModuleView) {
        transition { state.modals.append([adopt(view)]) }
    }

    /// Takes the top modal off screen, with its stack.
    ///
    /// - Throws: `NavigationError.nothingPresented` when nothing is presented.
    package func dismiss() throws(NavigationError) {
        guard !state.modals.isEmpty else { throw .nothingPresented }
        transition { _ = state.modals.removeLast() }
    }

    /// Shows `view` as the sheet, over the screen.
    package func showSheet(_ view: any ModuleView) {
        transition { state.sheet = adopt(view) }
    }

    /// Takes the sheet off screen.
    ///
    /// - Throws: `NavigationError.nothingPresented` when no sheet is shown.
    package func dismissSheet() throws(NavigationError) {
        guard state.sheet != nil else { throw .nothingPresented }
        transition { state.sheet = nil }
    }

    /// Shows an alert over everything; a second alert replaces the first.
    package func showAlert(_ alert: Alert) {
        state.alert = alert.state
        alertActions = alert.buttons.map(\.action)
        setNeedsDisplay()
    }

    /// Closes the alert, then runs the button's action.
    package func tapAlertButton(at index: Int) throws(NavigationError) {
        guard state.alert != nil else { throw .noAlert }
        guard alertActions.indices.contains(index) else { throw .noSuchAlertButton(index) }
        let action = alertActions[index]
        state.alert = nil
        alertActions = []
        screens.removeAll()
        action()
    }

    /// What `back` means on screen: close the sheet, pop, or dismiss a modal with one module.
    package func goBack() throws(NavigationError) {
        if state.alert != nil { throw .alertOpen }
        if state.sheet != nil { return try dismissSheet() }
        if state.activeStack.count > 1 { return try pop() }
        if !state.modals.isEmpty { return try dismiss() }
        throw .nothingToGoBackTo
    }

    /// Whether `back` would do something.
    package var canGoBack: Bool {
        state.sheet != nil || state.activeStack.count > 1 || !state.modals.isEmpty
    }

    // MARK: Bookkeeping

    private func adopt(_ view: any ModuleView) -> NavigationState.Entry {
        let id = ModuleID(rawValue: nextID)
        nextID += 1
        views[id] = view
        view.host = self
        // Not `screen(of:)`: that lays the screen out from the navigation state, which the caller is changing.
        return NavigationState.Entry(id: id, screen: view.makeScreen().id)
    }

    enum Stack: Equatable {
        case tab(Int)
        case modal(Int)
    }

    enum Location: Equatable {
        case sheet
        /// Shown over a tab that is not selected now.
        case hiddenSheet(tab: Int)
        case stack(Stack, index: Int)
    }

    /// Where the navigator holds `module`, by identity.
    func location(of module: any ModuleView) throws(NavigationError) -> Location {
        let ids = Set(views.filter { $0.value === module }.map(\.key))
        if let sheet = state.sheet, ids.contains(sheet.id) { return .sheet }
        for (index, modal) in state.modals.enumerated() {
            if let place = modal.firstIndex(where: { ids.contains($0.id) }) { return .stack(.modal(index), index: place) }
        }
        for (index, tab) in state.tabs.enumerated() {
            if let place = tab.stack.firstIndex(where: { ids.contains($0.id) }) { return .stack(.tab(index), index: place) }
            if let hidden = tab.hiddenSheet, ids.contains(hidden.id) { return .hiddenSheet(tab: index) }
        }
        throw .notOnScreen(screen: module.makeScreen().id)
    }

    private func entries(in stack: Stack) -> [NavigationState.Entry] {
        switch stack {
        case .tab(let index): state.tabs[index].stack
        case .modal(let index): state.modals[index]
        }
    }

    private func mutate(_ stack: Stack, _ change: (inout [NavigationState.Entry]) -> Void) {
        switch stack {
        case .tab(let index): change(&state.tabs[index].stack)
        case .modal(let index): change(&state.modals[index])
        }
    }

    private func mutateActiveStack(_ change: (inout [NavigationState.Entry]) -> Void) {
        if state.modals.isEmpty {
            change(&state.tabs[state.selectedTab].stack)
        } else {
            change(&state.modals[state.modals.count - 1])
        }
    }

    /// Applies a change, sends lifecycle calls if the view on screen changed, and lets go
    /// of every view no longer on any stack.
    private func transition(_ change: () -> Void) {
        // Views hear of it through their lifecycle and may change without a word.
        screens.removeAll()
        let before = state.top.flatMap { entry in views[entry.id].map { (entry.id, $0) } }
        change()
        let after = state.top
        if before?.0 != after?.id {
            before?.1.willDisappear()
            if let after, let view = views[after.id] {
                loadIfNeeded(view)
                view.willAppear()
            }
        }
        releaseUnreferencedViews()
    }

    private func loadIfNeeded(_ view: any ModuleView) {
        let key = ObjectIdentifier(view)
        guard !isLoaded(view) else { return }
        loadedViews[key] = LoadedView(view: view)
        layOut(view)
        view.didLoad()
    }

    func isLoaded(_ view: any ModuleView) -> Bool {
        loadedViews[ObjectIdentifier(view)]?.view === view
    }

    private func releaseUnreferencedViews() {
        var referenced = Set(state.tabs.flatMap(\.stack).map(\.id))
        referenced.formUnion(state.tabs.compactMap(\.hiddenSheet?.id))
        referenced.formUnion(state.modals.joined().map(\.id))
        if let sheet = state.sheet { referenced.insert(sheet.id) }
        for id in views.keys where !referenced.contains(id) {
            destinations[id] = nil
            guard let view = views.removeValue(forKey: id) else { continue }
            // The same view may still be on screen under a newer id (set as root again).
            guard !views.values.contains(where: { $0 === view }) else { continue }
            if isLoaded(view) { view.willClose() }
            view.host = nil
            forget(view)
            view.moduleParts.tasks?.cancelAll()
            onRelease?(view)
        }
        loadedViews = loadedViews.filter { $0.value.view != nil }
    }
}

private struct LoadedView {
    weak var view: (any ModuleView)?
}

/// Why the navigator did not make a move, in a line the REPL prints and a test fails with.
public enum NavigationError: Error, Equatable, Sendable {
    /// `back` on a stack of one, with no sheet or modal to close.
    case nothingToGoBackTo
    /// Nothing is presented to dismiss.
    case nothingPresented
    /// The app has no tab bar.
    case noTabBar
    /// No tab has that name; `available` lists those there are.
    case unknownTab(String, available: [String])
    /// No alert is shown.
    case noAlert
    /// The alert has no button at that position, from 0.
    case noSuchAlertButton(Int)
    /// An alert is open, and only its buttons take events.
    case alertOpen
    /// A router moved its module, and the navigator no longer holds that module.
    case notOnScreen(screen: String)
    /// A router pushed from its module, and something covers that module.
    case notOnTop(screen: String)
    /// A router closed its module, and the module is the root of a tab or of the app.
    case cannotCloseRoot(screen: String)
    /// A route matched, and what it opens could not open; the reason says why.
    case routeFailed(String, String)
}
