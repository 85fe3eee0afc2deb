/// What every presenter has: its view, held weakly (the view owns the presenter). The
/// framework sets it when it assembles the module; a test sets a spy.
@MainActor
open class ViperPresenter<Model: ViewModel>: ViewLifecycle {
    /// The view, held weakly: the view owns the presenter. ``Module`` sets it.
    public weak var view: (any ViewInput<Model>)?

    /// A presenter of no view yet.
    public init() {}

    open func viewDidLoad() {}
    open func viewWillAppear() {}
    open func viewWillDisappear() {}
    open func viewWillClose() {}
    open func visibleRowsDidChange(in table: String, ids: [String]) {}
}
