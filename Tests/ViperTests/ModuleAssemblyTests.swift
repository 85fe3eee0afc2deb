import Foundation
import Synchronization
import Testing
import ViperTesting

@testable import Viper

/// A small module in the framework's shape, for the tests below.
struct CounterViewModel: ViewModel {
    var count = 0
}

@MainActor protocol CounterViewOutput: ViewLifecycle {}

@MainActor protocol CounterInteractorOutput: AnyObject {
    func didCount(_ count: Int)
}

@MainActor final class CounterInteractor: ViperInteractor<any CounterInteractorOutput> {
    private var count = 0

    func next() {
        count += 1
        output?.didCount(count)
    }
}

@MainActor final class CounterRouter: ViperRouter<CounterDestination> {}

/// The screens of the test app around the counter: the counter, and plain recording views.
enum CounterDestination: AppDestination {
    typealias Services = CallLog<LifecycleCall>

    case counter
    case page(String)

    func open(in context: ModuleContext<Self>) -> Opening {
        switch self {
        case .counter: .push(CounterModule(context).view)
        case .page(let name): .push(RecordingView(name, log: context.services))
        }
    }

    static var routes: [DestinationRoute<Self>] { [] }
}

@MainActor final class CounterPresenter: ViperPresenter<CounterViewModel>, CounterViewOutput, CounterInteractorOutput {
    let interactor: CounterInteractor
    let router: CounterRouter
    /// Set by a test to make the mistake the leak check must catch.
    var heldView: AnyObject?

    init(interactor: CounterInteractor, router: CounterRouter) {
        self.interactor = interactor
        self.router = router
    }

    override func viewDidLoad() {
        interactor.next()
    }

    func didCount(_ count: Int) {
        view?.show(CounterViewModel(count: count))
    }
}

@MainActor final class CounterView: ViperView<CounterViewModel, any CounterViewOutput>, ModuleView {
    func makeScreen() -> Screen {
        Screen(id: "test.counter", title: "Count \(viewModel.count)", elements: [])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        throw EventRejection("the counter takes no events")
    }
}

@MainActor final class RedrawCounter: ViewHost {
    var redraws = 0
    let displaySize = Room.standard
    func setNeedsDisplay() { redraws += 1 }
}

@MainActor
struct CounterModule {
    let view: CounterView
    let presenter: CounterPresenter

    /// A counter module whose context opens destinations on `navigator`.
    init(on navigator: Navigator, log: CallLog<LifecycleCall> = CallLog()) {
        let context = AppContext(
            clock: VirtualClock(),
            seed: 1,
            folder: URL(fileURLWithPath: "/nonexistent/viper-tests"),
            localization: Localization(.en),
            idle: IdleTracker(),
            notices: Notices(),
            network: NetworkConditions(),
            audio: SimulatedSpeaker(),
            endings: SessionEndings()
        )
        self.init(AppScreens<CounterDestination>(services: log, app: context, navigator: navigator).context())
    }

    init(_ context: ModuleContext<CounterDestination>) {
        let router = CounterRouter()
        let interactor = CounterInteractor()
        presenter = CounterPresenter(interactor: interactor, router: router)
        var built: CounterView?
        _ = Module(context, presenter: presenter) { presenter -> CounterView in
            let view = CounterView(output: presenter)
            built = view
            return view
        }
        .interactor(interactor, reportsTo: { $0 })
        .router(router)
        view = built!
    }
}

@MainActor
@Suite("Module: the framework wires the parts")
struct ModuleAssemblyTests {
    let navigator = Navigator()

    @Test("every reference that points back is wired, and weak")
    func wiring() {
        let module = CounterModule(on: navigator)
        #expect(module.presenter.view === module.view)
        #expect(module.presenter.interactor.output === module.presenter)
        #expect(module.presenter.router.module === module.view)
        #expect(module.view.moduleParts.all.map(\.name) == ["CounterPresenter", "CounterInteractor", "CounterRouter"])
    }

    @Test("lifecycle reaches the presenter; a new view model redraws, the same one does not")
    func lifecycleAndRedraw() {
        let module = CounterModule(on: navigator)
        let host = RedrawCounter()
        module.view.host = host

        module.view.didLoad()
        #expect(module.view.viewModel.count == 1)
        #expect(host.redraws == 1)

        module.view.show(CounterViewModel(count: 1))
        #expect(host.redraws == 1)
    }

    @Test("the whole module goes when the navigator lets its view go")
    func released() throws {
        let harness = ModuleHarness<TallyApp>()
        harness.show(RecordingView("root", log: CallLog()))
        harness.navigator.push(CounterModule(on: harness.navigator).view)

        try harness.back()

        harness.expectReleasedModulesGone()
    }

    @Test("a module kept alive by a cycle fails the test kit's leak check, naming each part")
    func leakIsCaught() throws {
        let harness = ModuleHarness<TallyApp>()
        harness.show(RecordingView("root", log: CallLog()))
        let module = CounterModule(on: harness.navigator)
        module.presenter.heldView = module.view
        harness.navigator.push(module.view)

        try harness.back()

        #expect(harness.releasedButAlive == ["CounterView", "CounterPresenter", "CounterInteractor", "CounterRouter"])
        let reports = Mutex(0)
        withKnownIssue {
            harness.expectReleasedModulesGone()
            harness.expectReleasedModulesGone()
        } matching: { issue in
            reports.withLock { $0 += 1 }
            return issue.comments.first?.rawValue.contains("was not deallocated") == true
        }
        #expect(reports.withLock { $0 } == 4, "each of the four parts is reported once, however often the test looks")
        module.presenter.heldView = nil
    }
}

@MainActor
@Suite("Routers move their own module")
struct RouterIdentityTests {
    let navigator = Navigator()
    let log = CallLog<LifecycleCall>()
    let failures = CallLog<NavigationError>()

    init() {
        navigator.onFailure = { [failures] in failures.record($0) }
    }

    @Test("closing a module that something covers closes it and what covers it, not just the top")
    func closeCovered() {
        navigator.setRoot(RecordingView("root", log: log))
        let module = CounterModule(on: navigator)
        navigator.push(module.view)
        navigator.push(RecordingView("over", log: log))

        module.presenter.router.close()

        #expect(navigator.state.description == "stack: test.root")
        #expect(failures.calls.isEmpty)
    }

    @Test("closing a sheet or a modal's first module dismisses it")
    func closeSheetAndModal() {
        navigator.setRoot(RecordingView("root", log: log))
        let modal = CounterModule(on: navigator)
        navigator.present(modal.view)
        navigator.push(RecordingView("inner", log: log))
        let sheet = CounterModule(on: navigator)
        navigator.showSheet(sheet.view)

        modal.presenter.router.close()
        #expect(navigator.state.description == "stack: test.root\nsheet: test.counter")
        sheet.presenter.router.close()
        #expect(navigator.state.description == "stack: test.root")
    }

    @Test("a move the navigator cannot make is reported, never dropped")
    func failuresAreLoud() {
        let root = CounterModule(on: navigator)
        navigator.setRoot(root.view)
        let covered = CounterModule(on: navigator)
        navigator.push(covered.view)
        navigator.push(RecordingView("over", log: log))
        let stray = CounterModule(on: navigator)

        root.presenter.router.close()
        covered.presenter.router.open(.page("more"))
        stray.presenter.router.close()

        #expect(
            failures.calls == [
                .cannotCloseRoot(screen: "test.counter"),
                .notOnTop(screen: "test.counter"),
                .notOnScreen(screen: "test.counter"),
            ])
        #expect(navigator.state.description == "stack: test.counter > test.counter > test.over")
    }

    @Test("pushing from the module on top pushes over it")
    func pushFromTop() {
        navigator.setRoot(RecordingView("root", log: log))
        let module = CounterModule(on: navigator)
        navigator.push(module.view)

        module.presenter.router.open(.page("next"))

        #expect(navigator.state.description == "stack: test.root > test.counter > test.next")
    }
}
