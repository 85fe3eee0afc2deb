import Testing
import ViperTesting

@testable import Viper

/// What a note tells the screen it was opened from.
@MainActor protocol NoteOutput: AnyObject {
    func noteWasSaved()
}

/// A note that shows, in its title, which output its destination wired to it.
@MainActor final class NoteView: ModuleView {
    weak var host: (any ViewHost)?
    private weak var output: (any NoteOutput)?

    init(output: (any NoteOutput)?) {
        self.output = output
    }

    func makeScreen() -> Screen {
        Screen(id: "test.note", title: output.map { "Note for \(type(of: $0))" } ?? "Note", elements: [])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        throw EventRejection("a note is for reading")
    }
}

@MainActor protocol NotebookViewOutput: ViewLifecycle {
    func didTapWrite()
}

@MainActor final class NotebookRouter: ViperRouter<NotebookDestination> {}

/// The notebook adopts the note's output through its presenter, as a module does.
@MainActor final class NotebookPresenter: ViperPresenter<CounterViewModel>, NotebookViewOutput, NoteOutput {
    let router: NotebookRouter

    init(router: NotebookRouter) {
        self.router = router
    }

    func didTapWrite() {
        router.open(.note)
    }

    func noteWasSaved() {}
}

@MainActor final class NotebookView: ViperView<CounterViewModel, any NotebookViewOutput>, ModuleView {
    func makeScreen() -> Screen {
        Screen(id: "test.notebook", title: "Notebook", elements: [Element(id: "write", kind: .button(Button("Write")))])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        guard case .tap("write", nil) = event else { throw EventRejection("only Write") }
        output.didTapWrite()
    }
}

/// Destinations that carry data only: the note's output is wired from the screen it opens from.
enum NotebookDestination: AppDestination, Equatable {
    typealias Services = Void

    case notebook
    case cover
    case note

    func open(in context: ModuleContext<Self>) -> Opening {
        switch self {
        case .notebook:
            let router = NotebookRouter()
            return .root(Module(context, presenter: NotebookPresenter(router: router), view: NotebookView.init(output:)).router(router).view)
        case .cover: return .push(RecordingView("cover", log: CallLog()))
        case .note: return .push(NoteView(output: context.opener()))
        }
    }

    static var routes: [DestinationRoute<Self>] {
        [DestinationRoute("note", summary: LocalizedText(verbatim: "A note"), opens: .note)]
    }
}

struct NotebookApp: ViperApp {
    let name = "notebook"
    let title = LocalizedText(verbatim: "Notebook")
    let summary = LocalizedText(verbatim: "Notes")
    let root = NotebookDestination.notebook

    func makeServices(_ context: AppContext, options: NoOptions) {}
}

/// A spy of the note's output, as a test hands one.
@MainActor final class NoteOutputSpy: NoteOutput {
    func noteWasSaved() {}
}

@MainActor
@Suite("A module's output, wired apart from its destination")
struct ModuleOutputWiringTests {
    let harness = ModuleHarness<NotebookApp>()

    @Test("a router's destination gets its module as output, when the module's presenter adopts it")
    func fromARouter() throws {
        try harness.launch(NotebookApp())
        try harness.tap("Write")
        #expect(harness.screen.title == "Note for NotebookPresenter")
    }

    @Test("a route, as the REPL's `open note`, wires the module on screen as a push goes over it")
    func fromARoute() throws {
        try harness.launch(NotebookApp())
        harness.open(.note)
        #expect(harness.screen.title == "Note for NotebookPresenter")
    }

    @Test("over a screen that adopts no such output, the module has none")
    func overAScreenThatDoesNotListen() throws {
        try harness.launch(NotebookApp())
        harness.open(.cover)
        harness.open(.note)
        #expect(harness.screen.title == "Note")
    }

    @Test("a test names the opener: a spy of the output")
    func fromATest() throws {
        let spy = NoteOutputSpy()
        try harness.launch(NotebookApp())
        harness.open(.note, openedBy: spy)
        #expect(harness.screen.title == "Note for NoteOutputSpy")
    }
}
