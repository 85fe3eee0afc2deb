/// What every module's view has, written once: the host it redraws through, the view model
/// its presenter showed last, and the presenter itself (`output`, owned by the view).
/// Lifecycle calls reach the presenter without a line in the view.
///
/// A module's view subclasses it and adopts `ModuleView` by drawing `makeScreen()` from
/// `viewModel` and turning events into `output` calls in `handle(_:)`:
///
///     final class TeamView: ViperView<TeamViewModel, any TeamViewOutput>, ModuleView { … }
@MainActor
open class ViperView<Model: ViewModel, Output>: ViewInput {
    /// Where the view asks to be drawn again; the navigator sets it.
    public weak var host: (any ViewHost)?
    /// The presenter, as the view's output protocol: what the view tells of what the user did.
    public let output: Output
    /// The view model the presenter showed last; what `makeScreen()` draws.
    public private(set) var viewModel = Model()
    /// The presenter, as the framework forwards lifecycle calls to it.
    weak var lifecycle: (any ViewLifecycle)?
    /// The module's other parts, for the test kit's leak checks.
    package internal(set) var parts = ModuleParts()

    /// A view telling `output` what the user does.
    public init(output: Output) {
        self.output = output
    }

    /// Keeps the new view model and, when it differs, asks for a redraw.
    public func show(_ viewModel: Model) {
        guard viewModel != self.viewModel else { return }
        self.viewModel = viewModel
        viewModelDidChange()
        host?.viewModelDidChange(of: self, to: viewModel)
        host?.setNeedsDisplay(of: self)
    }

    public func update(_ change: (inout Model) -> Void) {
        change(&viewModel)
        viewModelDidChange()
        host?.viewModelDidChange(of: self, to: viewModel)
        host?.setNeedsDisplay(of: self)
    }

    /// Called after a new view model arrives, for a view that keeps state derived from it.
    open func viewModelDidChange() {}

    /// Called before the view loads and when the room of its screen or its regions changes: a
    /// view whose room decides what its presenter asks for tells `output` here.
    open func roomDidChange() {}

    /// Tells the presenter which rows of the table `table` are on screen now.
    public func visibleRowsDidChange(in table: String, ids: [String]) { lifecycle?.visibleRowsDidChange(in: table, ids: ids) }
    /// Tells the presenter that the view was put on screen for the first time.
    public func didLoad() { lifecycle?.viewDidLoad() }
    /// Tells the presenter that the view is about to come on screen.
    public func willAppear() { lifecycle?.viewWillAppear() }
    /// Tells the presenter that the view is about to be covered or taken off screen.
    public func willDisappear() { lifecycle?.viewWillDisappear() }
    /// Tells the presenter that the module is closing for good.
    public func willClose() { lifecycle?.viewWillClose() }
}

extension ViperView: KeepsModuleParts {}
