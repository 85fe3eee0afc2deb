/// What a presenter tells its view: here is what to draw. One protocol for every module,
/// typed by the module's view model (`any ViewInput<TeamViewModel>`).
@MainActor
public protocol ViewInput<Model>: AnyObject {
    /// The view model the view draws.
    associatedtype Model: ViewModel
    /// Shows a new view model; the view is drawn again when it differs from the last.
    func show(_ viewModel: Model)
    /// Changes the view model where the view keeps it, for a presenter whose view model is
    /// large (a long list): the rows `change` leaves alone are not copied, as they are when
    /// the presenter keeps a view model of its own and shows a changed one. The view redraws
    /// after it, changed or not.
    func update(_ change: (inout Model) -> Void)
}

/// What a view draws, as values its presenter made: text already localized, rows, flags.
/// `init()` is what the view shows before its presenter has said anything.
public protocol ViewModel: Equatable {
    /// What the view shows before its presenter has said anything.
    init()
}

/// The view's lifecycle as its presenter hears it; the framework forwards it.
/// A module's `ViewOutput` protocol refines this one.
@MainActor
public protocol ViewLifecycle: AnyObject {
    /// Once, before the view first appears.
    func viewDidLoad()
    /// Each time the view becomes the one on screen.
    func viewWillAppear()
    /// Each time another view covers it or it leaves.
    func viewWillDisappear()
    /// Once, when the module is let go for good: closed, or the app or the session ended.
    func viewWillClose()
    /// The rows of the view's table `table` on screen changed; `ids` are theirs, in order.
    func visibleRowsDidChange(in table: String, ids: [String])
}

extension ViewLifecycle {
    public func viewDidLoad() {}
    public func viewWillAppear() {}
    public func viewWillDisappear() {}
    public func viewWillClose() {}
    public func visibleRowsDidChange(in table: String, ids: [String]) {}
}
