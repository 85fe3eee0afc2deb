/// Assembles a module from the parts its assembly names, and wires every reference that
/// points back: presenter → view, interactor → presenter and router → its module and the
/// navigator, all weak. What owns what is fixed here, once: the navigator owns the view,
/// the view owns its presenter, the presenter owns its interactor and router.
///
/// The module's tasks, from its context, go with the view: the navigator cancels them when
/// it lets the module go.
///
///     Module(context, presenter: presenter, view: TeamView.init(output:))
///         .interactor(interactor, reportsTo: { $0 })
///         .router(router)
///         .view
@MainActor
public struct Module<Destination: AppDestination, Model: ViewModel, Presenter: ViperPresenter<Model>> {
    /// What the navigator takes.
    public let view: any ModuleView
    private let presenter: Presenter
    private let context: ModuleContext<Destination>
    private let addPart: (AnyObject) -> Void

    /// `makeView` builds the view around the presenter, its output.
    public init<Output, View: ViperView<Model, Output> & ModuleView>(
        _ context: ModuleContext<Destination>,
        presenter: Presenter,
        view makeView: (Presenter) -> View
    ) {
        let view = makeView(presenter)
        presenter.view = view
        view.lifecycle = presenter
        view.parts.add(presenter)
        view.parts.tasks = context.tasks
        self.view = view
        self.presenter = presenter
        self.context = context
        addPart = { view.parts.add($0) }
    }

    /// An interactor that reports back; `reportsTo` is the presenter seen as the interactor's
    /// output protocol, `{ $0 }`, which the compiler checks.
    public func interactor<Output>(_ interactor: ViperInteractor<Output>, reportsTo output: @escaping (Presenter) -> Output) -> Self {
        interactor.report(to: presenter, as: output)
        addPart(interactor)
        return self
    }

    /// An interactor that only answers the presenter's calls.
    public func interactor(_ interactor: AnyObject) -> Self {
        addPart(interactor)
        return self
    }

    /// The module's router: the framework attaches it to this module and to the app's screens,
    /// where it opens destinations.
    public func router(_ router: ViperRouter<Destination>) -> Self {
        router.attach(to: view, screens: context.screens)
        addPart(router)
        return self
    }
}
