import Foundation
import Synchronization
import Testing
import Viper
import ViperTesting

struct TallyViewModel: ViewModel {
    var count = 0
}

@MainActor protocol TallyViewOutput: ViewLifecycle {
    func didTapPlus()
    func didTapRing()
    func didTapPing()
}

/// A tally that counts taps on Plus and posts a notice on Ring: one module in the framework's
/// shape, to show what exhaustive mode asks a test to assert.
@MainActor final class TallyPresenter: ViperPresenter<TallyViewModel>, TallyViewOutput {
    private let notices: Notices
    private let ping: @MainActor () -> Void
    private var count = 0

    init(notices: Notices, ping: @escaping @MainActor () -> Void) {
        self.notices = notices
        self.ping = ping
    }

    override func viewDidLoad() { view?.show(TallyViewModel(count: count)) }

    func didTapPlus() {
        count += 1
        view?.show(TallyViewModel(count: count))
    }

    func didTapRing() { notices.post("ring \(count)") }

    func didTapPing() { ping() }
}

@MainActor final class TallyView: ViperView<TallyViewModel, any TallyViewOutput>, ModuleView {
    func makeScreen() -> Screen {
        Screen(
            id: "test.tally", title: "Tally \(viewModel.count)",
            elements: [
                Element(id: "plus", kind: .button(Button("Plus"))),
                Element(id: "ring", kind: .button(Button("Ring"))),
                Element(id: "ping", kind: .button(Button("Ping"))),
            ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .tap("plus", nil): output.didTapPlus()
        case .tap("ring", nil): output.didTapRing()
        case .tap("ping", nil): output.didTapPing()
        default: throw EventRejection("Plus or Ring")
        }
    }
}

/// A server that answers every request with an empty 200.
struct EmptyAnswers: HTTPTransport {
    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        HTTPResponse(status: 200, headers: [:], body: Data())
    }
}

enum TallyDestination: AppDestination {
    typealias Services = any HTTPTransport
    case tally

    func open(in context: ModuleContext<Self>) -> Opening {
        let (tasks, transport) = (context.tasks, context.services)
        let presenter = TallyPresenter(notices: context.notices) {
            tasks.start { _ = try? await transport.send(HTTPRequest(url: URL(string: "http://127.0.0.1/ping")!)) }
        }
        return .root(Module(context, presenter: presenter, view: TallyView.init(output:)).view)
    }

    static var routes: [DestinationRoute<Self>] { [] }
}

struct TallyApp: ViperApp {
    let name = "tally"
    let title = LocalizedText(verbatim: "Tally")
    let summary = LocalizedText(verbatim: "Counts taps")
    let root = TallyDestination.tally

    func makeServices(_ context: AppContext, options: NoOptions) -> any HTTPTransport {
        ConditionedTransport(EmptyAnswers(), conditions: context.network, clock: context.clock)
    }
}

@MainActor
@Suite("The harness's exhaustive mode")
struct ExhaustiveHarnessTests {
    @Test("a test that asserts every view model, navigation, notice and request of each step passes")
    func everythingAsserted() async throws {
        let harness = ModuleHarness<TallyApp>(exhaustive: true)
        try harness.launch(TallyApp())
        // The first view model equals the one the view starts with: nothing new is shown.
        harness.expectNavigation("stack: test.tally")

        try harness.tap("Plus")
        harness.expectShown(TallyViewModel(count: 1))

        try harness.tap("Ring")
        harness.expectNotice("ring 1")

        try harness.tap("Ping")
        await harness.settle()
        harness.expectRequest("GET http://127.0.0.1/ping")
    }

    @Test("a step that leaves a view model unasserted fails at the step's own line, naming it")
    func unassertedStep() throws {
        let harness = ModuleHarness<TallyApp>(exhaustive: true)
        try harness.launch(TallyApp())
        harness.skipUnasserted()
        let lines = Mutex<[Int]>([])
        try withKnownIssue {
            let tapLine = #line + 1
            try harness.tap("Plus")
            try harness.tap("Ring")
            harness.expectNotice("ring 1")
            lines.withLock { $0.append(tapLine) }
        } matching: { issue in
            lines.withLock { $0.append(issue.sourceLocation?.line ?? 0) }
            return issue.comments.first?.rawValue.contains("left 1 thing(s) unasserted") == true
                && issue.comments.first?.rawValue.contains("TallyView was shown TallyViewModel(count: 1)") == true
        }
        let seen = lines.withLock { $0 }
        #expect(seen.count == 2 && seen[0] == seen[1], "reported at the tap's line: \(seen)")
    }

    @Test("skipUnasserted lets one step off")
    func skipped() throws {
        let harness = ModuleHarness<TallyApp>(exhaustive: true)
        try harness.launch(TallyApp())
        harness.skipUnasserted()
        try harness.tap("Plus")
        harness.skipUnasserted()
        try harness.tap("Plus")
        harness.skipUnasserted()
        try harness.tap("Ring")
        harness.expectNotice("ring 2")
    }

    @Test("a view model that differs fails with the fields that differ")
    func wrongViewModel() throws {
        let harness = ModuleHarness<TallyApp>(exhaustive: true)
        try harness.launch(TallyApp())
        harness.skipUnasserted()
        try harness.tap("Plus")
        withKnownIssue {
            harness.expectShown(TallyViewModel(count: 5))
        } matching: { issue in
            let text = issue.comments.first?.rawValue ?? ""
            return text.contains("the TallyViewModel shown differs") && text.contains("- TallyViewModel(count: 5)")
                && text.contains("+ TallyViewModel(count: 1)")
        }
    }

    @Test("what the last step leaves unasserted fails when the harness goes")
    func lastStep() throws {
        try withKnownIssue {
            let harness = ModuleHarness<TallyApp>(exhaustive: true)
            try harness.launch(TallyApp())
            harness.skipUnasserted()
            try harness.tap("Ring")
        } matching: { issue in
            issue.comments.first?.rawValue.contains("- a notice: ring 0") == true
        }
    }
}
