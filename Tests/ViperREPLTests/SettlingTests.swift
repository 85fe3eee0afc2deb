import Foundation
import Testing
import Viper
import ViperTesting

@testable import ViperREPL

/// A shelf that loads through its module's task owner, each load taking 300 ms on the clock:
/// one as it opens, one more on each tap of More. Stuck starts work that never comes to rest,
/// and a repeating timer, which is not work, counts the seconds.
@MainActor
private final class ShelfView: ModuleView {
    weak var host: (any ViewHost)?
    private let tasks: ModuleTasks
    private let clock: any AppClock
    /// Letting it go stops the timer.
    private var ticker: TimerHandle?
    private var loaded = 0
    private var loading = 0
    private var seconds = 0
    /// Each Stuck tap's work waits on a stream that is never fed: it ends only when cancelled.
    private var neverFed: [AsyncStream<Void>.Continuation] = []

    init(_ context: ModuleContext<ShelfDestination>) {
        tasks = context.tasks
        clock = context.clock
        ticker = clock.schedule(after: .seconds(1), repeating: .seconds(1)) { [weak self] in
            guard let self else { return }
            seconds += 1
            host?.setNeedsDisplay()
        }
        load()
    }

    func makeScreen() -> Screen {
        Screen(
            id: "shelf.home", title: "Shelf",
            elements: [
                Element(id: "status", kind: .label(Label(loading > 0 ? "Loading… \(loaded) loaded" : "\(loaded) loaded"))),
                Element(id: "seconds", kind: .label(Label("\(seconds) s"))),
                Element(id: "more", kind: .button(Button("More"))),
                Element(id: "stuck", kind: .button(Button("Stuck"))),
            ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .tap(element: "more", _): load()
        case .tap(element: "stuck", _):
            let (stream, continuation) = AsyncStream<Void>.makeStream()
            neverFed.append(continuation)
            tasks.start { for await _ in stream {} }
        default: break
        }
    }

    private func load() {
        loading += 1
        tasks.start { [weak self, clock] in
            try? await clock.sleep(for: .milliseconds(300))
            guard let self else { return }
            loading -= 1
            loaded += 1
            host?.setNeedsDisplay()
        }
    }
}

private enum ShelfDestination: AppDestination {
    typealias Services = Void

    case home

    func open(in context: ModuleContext<Self>) -> Opening {
        .root(ShelfView(context))
    }

    static var routes: [DestinationRoute<Self>] { [] }
}

private struct ShelfApp: ViperApp {
    let name = "shelf"
    let title = LocalizedText(verbatim: "Shelf")
    let summary = LocalizedText(verbatim: "A shelf that loads")
    let root = ShelfDestination.home

    func makeServices(_ context: AppContext, options: NoOptions) {}
}

@MainActor
@Suite("The REPL settles before it reads each command")
struct SettlingTests {
    let console = BufferConsole()

    func makeSession(settles: Bool = true, limit: Duration = .seconds(30)) -> Session {
        var settings = SessionSettings()
        settings.echoesCommands = true
        settings.width = 40
        settings.settles = settles
        settings.settleLimit = limit
        settings.dataDirectory = "/nonexistent/viper-settling-tests"
        return Session(apps: [ShelfApp()], settings: settings, console: console)
    }

    /// What the session printed after the echo of `line` (the first screen for `nil`), up to
    /// the next echo.
    func output(after line: String?) -> String {
        let lines = console.text.dropLast().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = line.map { lines.lastIndex(of: "> \($0)").map { $0 + 1 } ?? lines.endIndex } ?? 0
        return lines[start...].prefix { !$0.hasPrefix("> ") }.joined(separator: "\n")
    }

    @Test func theFirstScreenIsShownOnceTheWorkItStartedIsDone() async throws {
        let session = makeSession()
        try await session.start(app: "shelf")
        #expect(output(after: nil).contains("1 loaded"))
        #expect(!console.text.contains("Loading"), "no half-loaded screen is shown")
        #expect(session.clock.now == .milliseconds(300), "time moved as far as the load needed; the ticker is not work")
    }

    @Test func aCommandsWorkIsDoneBeforeTheNextCommandIsRead() async throws {
        let session = makeSession()
        try await session.start(app: "shelf")
        _ = await session.run("tap More")
        #expect(output(after: "tap More").contains("2 loaded"), "tap More needs no wait idle")
        #expect(!console.text.contains("Loading"))
        #expect(session.clock.now == .milliseconds(600))
        #expect(session.idle.isIdle)
    }

    @Test func waitStillLetsTimePass() async throws {
        let session = makeSession()
        try await session.start(app: "shelf")
        _ = await session.run("wait 2s")
        #expect(output(after: "wait 2s").contains("2 s"))
        #expect(session.clock.now == .milliseconds(2300))
    }

    @Test func withoutSettlingTheSessionReadsAtOnceAndWaitIdleWaits() async throws {
        let session = makeSession(settles: false)
        try await session.start(app: "shelf")
        #expect(output(after: nil).contains("Loading… 0 loaded"))
        _ = await session.run("tap More")
        #expect(output(after: "tap More") == "", "nothing has loaded yet, so the screen did not change")
        #expect(session.idle.inFlight == 2)
        _ = await session.run("wait idle")
        #expect(output(after: "wait idle").contains("2 loaded"))
        #expect(session.clock.now == .milliseconds(300))
    }

    @Test func settlingThatTimesOutSaysSoInOneLineAndTheSessionGoesOn() async throws {
        let session = makeSession(limit: .milliseconds(50))
        try await session.start(app: "shelf")
        _ = await session.run("tap Stuck")
        #expect(output(after: "tap Stuck") == "error: still 1 piece(s) of work in flight after 0 s of real time")
        #expect(session.errorCount == 1)
        _ = await session.run("look")
        #expect(output(after: "look").contains("1 loaded"), "the session goes on")
        await session.end()
        #expect(session.idle.isIdle, "the stuck work was cancelled as the session ended")
    }
}
