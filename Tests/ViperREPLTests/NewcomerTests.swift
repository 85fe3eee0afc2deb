import Darts
import Foundation
import MonsterHunt
import RickAndMorty
import SeaWorld
import Testing
import Viper
import ViperTesting

@testable import ViperREPL

/// A board with two buttons of one label, a text field, and routes that push.
@MainActor
private final class BoardView: ModuleView {
    weak var host: (any ViewHost)?
    let screenID: String
    let caption: String

    init(_ screenID: String, caption: String = "") {
        self.screenID = screenID
        self.caption = caption
    }

    func makeScreen() -> Screen {
        Screen(
            id: screenID, title: "Board",
            elements: [
                Element(id: "caption", kind: .label(Label(caption))),
                Element(id: "left", kind: .button(Button("Go"))),
                Element(id: "right", kind: .button(Button("Go"))),
                Element(id: "name", kind: .textField(TextField(label: "Name", text: ""))),
            ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {}
}

private enum BoardDestination: AppDestination, Equatable {
    typealias Services = Void

    case home
    case panel(caption: String)
    case sheet

    func open(in context: ModuleContext<Self>) -> Opening {
        switch self {
        case .home: .root(BoardView("board.home"))
        case .panel(let caption): .push(BoardView("board.panel", caption: caption))
        case .sheet: .modal(BoardView("board.sheet"))
        }
    }

    static var routes: [DestinationRoute<Self>] {
        let summary = LocalizedText(verbatim: "A test board")
        return [
            DestinationRoute("home", summary: summary, opens: .home),
            DestinationRoute("panel", summary: summary, opens: .panel(caption: "")),
            DestinationRoute("panel/:id", summary: summary) { parameters, _ throws(RouteError) in
                [.panel(caption: try parameters.string("id"))]
            },
            DestinationRoute("sheet", summary: summary, opens: .sheet),
        ]
    }
}

private struct BoardApp: ViperApp {
    let name = "board"
    let title = LocalizedText(verbatim: "Board")
    let summary = LocalizedText(verbatim: "A test board")
    let root = BoardDestination.home

    func makeServices(_ context: AppContext, options: NoOptions) {}
}

@MainActor
@Suite("Newcomer help and small REPL details")
struct NewcomerTests {
    let console = BufferConsole()
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    func makeSession(language: Language = .en, firstHint: Bool = false) -> Session {
        var settings = SessionSettings()
        settings.echoesCommands = true
        settings.width = 60
        settings.language = language
        settings.showsFirstHint = firstHint
        settings.dataDirectory = folder.url.path
        return Session(apps: [SeaWorldApp(), DartsApp(), MonsterHuntApp(), BoardApp()], settings: settings, console: console)
    }

    /// What the session printed after the echo of `line`, up to the next echo.
    func output(after line: String) -> [String] {
        let lines = console.text.dropLast().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.lastIndex(of: "> \(line)") else { return [] }
        return Array(lines[(start + 1)...].prefix { !$0.hasPrefix("> ") })
    }

    @Test func helpListsSimOnlyForAnAppThatHasADeviceToDrive() async throws {
        let session = makeSession()
        try await session.start(app: "seaworld")
        _ = await session.run("help")
        #expect(!output(after: "help").contains { $0.hasPrefix("  sim ") })
        _ = await session.run("app monsterhunt")
        _ = await session.run("help")
        #expect(output(after: "help").contains { $0.hasPrefix("  sim location allow|deny|restrict|reset") })
    }

    @Test("sim drives the location only of an app that asked for it, and what it says is unchanged")
    func simDrivesTheLocationOnlyOfAnAppThatAskedForIt() async throws {
        let session = makeSession()
        try await session.start(app: "darts")
        _ = await session.run("sim location allow")
        #expect(output(after: "sim location allow") == ["error: darts does not use the location"])
        _ = await session.run("app monsterhunt")
        _ = await session.run("sim move 10 20")
        #expect(output(after: "sim move 10 20").first == "location: 10.00000,20.00000")
    }

    @Test func helpWithAVerbExplainsItWithAnExampleAndAnUnknownOneIsOneLine() async throws {
        let session = makeSession()
        try await session.start(app: "seaworld")
        _ = await session.run("help tap")
        #expect(
            output(after: "help tap") == [
                "tap <target>",
                "  tap a button, table row, map point or alert button",
                "  for example: tap Restart · tap 2 · tap Create event",
            ])
        _ = await session.run("help tapp")
        #expect(output(after: "help tapp") == ["error: unknown command \"tapp\"; did you mean \"tap\"? Type help for the list."])
        #expect(Set(Command.grammar.map(\.verb)) == Set(Command.examples.keys), "every verb has an example")
    }

    @Test func historyListsTheLinesOfTheSessionNumbered() async throws {
        let session = makeSession()
        try await session.start(app: "board")
        _ = await session.run("look")
        _ = await session.run("type name hunter2")
        _ = await session.run("history")
        #expect(output(after: "history") == ["  1  look", "  2  type name hunter2", "  3  history"])
    }

    @Test func aMotionThatMovesNothingSaysSoInOneLine() async throws {
        let session = makeSession()
        try await session.start(app: "board")
        _ = await session.run("swipe left")
        #expect(output(after: "swipe left") == ["swipe left: nothing moved on this screen"])
        #expect(session.errorCount == 0)

        let russian = makeSession(language: .ru)
        try await russian.start(app: "board")
        _ = await russian.run("swipe right")
        #expect(output(after: "swipe right") == ["swipe right: на этом экране ничего не сдвинулось"])
    }

    @Test func tapBackGoesBackAsTheNavigationBarsButtonDoes() async throws {
        let session = makeSession()
        try await session.start(app: "board")
        _ = await session.run("open panel/1")
        _ = await session.run("tap Back")
        #expect(session.navigator.state.description == "stack: board.home")
        _ = await session.run("tap Back")
        #expect(output(after: "tap Back").first?.hasPrefix("error: no target \"Back\"") == true, "with nothing to go back to, Back is no target")

        let russian = makeSession(language: .ru)
        try await russian.start(app: "board")
        _ = await russian.run("open panel/2")
        _ = await russian.run("tap Назад")
        #expect(russian.navigator.state.description == "stack: board.home")
        #expect(russian.errorCount == 0)
    }

    @Test func aBareNumberOrLabelOfATargetTapsIt() async throws {
        let session = makeSession()
        try await session.start(app: "seaworld")
        _ = await session.run("1")
        #expect(output(after: "1").contains { $0.contains("Tick 1 ·") }, "1 taps [1] Sea")
        _ = await session.run("Restart")
        #expect(output(after: "Restart").contains { $0.contains("Tick 0 ·") }, "Restart taps [2] Restart")
        _ = await session.run("restart # again, in lower case")
        #expect(output(after: "restart # again, in lower case").allSatisfy { !$0.hasPrefix("error:") })
        #expect(session.errorCount == 0)
    }

    @Test func aNumberOrLabelThatIsNoTapGetsTheLineToType() async throws {
        let session = makeSession()
        try await session.start(app: "seaworld")
        _ = await session.run("7")
        #expect(output(after: "7") == ["error: no target [7] on this screen; type a number from 1 to 2 (tap 1), or help"])
        try await session.start(app: "board")
        _ = await session.run("Go")
        #expect(output(after: "Go") == ["error: \"Go\" names several targets; type one of: tap 1 | tap 2"])
        _ = await session.run("name")
        #expect(output(after: "name") == ["error: [3] Name takes text; type: type 3 <text>"])
        _ = await session.run("nosuch")
        #expect(output(after: "nosuch").first?.hasPrefix("error: unknown command \"nosuch\"") == true, "a real unknown stays one")
        #expect(session.errorCount == 4)
    }

    @Test func theAnswersSpeakRussianToo() async throws {
        let session = makeSession(language: .ru)
        try await session.start(app: "seaworld")
        _ = await session.run("7")
        #expect(output(after: "7") == ["error: на этом экране нет цели [7]; введите номер от 1 до 2 (tap 1) или help"])
        _ = await session.run("wait 25h")
        #expect(output(after: "wait 25h") == ["error: wait ждёт не больше 24h"])
        try await session.start(app: "monsterhunt")
        _ = await session.run("open team")
        _ = await session.run("open team")
        #expect(output(after: "open team") == ["monsterhunt.team уже открыт"])
    }

    @Test func anAppsNameInTheLauncherOpensIt() async throws {
        let session = makeSession()
        try await session.start(app: nil)
        _ = await session.run("darts")
        #expect(session.appName == "darts")
        _ = await session.run("seaworld")
        #expect(session.appName == "darts", "inside an app, another app's name is no command")
        #expect(output(after: "seaworld").first?.hasPrefix("error: unknown command") == true)
    }

    @Test func onlyASessionTypedByHandShowsTheHintUnderItsFirstFrame() async throws {
        try await makeSession(firstHint: true).start(app: "seaworld")
        #expect(console.text.hasSuffix("Type a number to tap it (tap 1), or help.\n"))
        let russian = BufferConsole()
        var settings = SessionSettings()
        settings.language = .ru
        settings.showsFirstHint = true
        try await Session(apps: [SeaWorldApp()], settings: settings, console: russian).start(app: "seaworld")
        #expect(russian.text.hasSuffix("Введите номер, чтобы нажать (tap 1), или help.\n"))
        let script = BufferConsole()
        try await Session(apps: [SeaWorldApp()], settings: SessionSettings(), console: script).start(app: "seaworld")
        #expect(!script.text.contains("tap 1"))
    }

    @Test("a seed drawn for a session typed by hand is named under the first frame, so the world can be had again")
    func aDrawnSeedIsNamed() async throws {
        var settings = try LaunchOptions.parse(["seaworld"], apps: [SeaWorldApp()]).settings
        settings.showsFirstHint = true
        try await Session(apps: [SeaWorldApp()], settings: settings, console: console).start(app: "seaworld")
        #expect(console.text.hasSuffix("Type a number to tap it (tap 1), or help. This world: --seed \(settings.seed).\n"), "one line at 80 columns")
        let given = try LaunchOptions.parse(["seaworld", "--seed", "7"], apps: [SeaWorldApp()]).settings
        #expect(!given.seedWasDrawn)
    }

    @Test("an app that draws no random numbers names no seed: another seed would give the same screens")
    func anAppWithoutRandomnessNamesNoSeed() async throws {
        let apps: [any ViperApp] = [BoardApp()]
        var settings = try LaunchOptions.parse(["board"], apps: apps).settings
        settings.showsFirstHint = true
        try await Session(apps: apps, settings: settings, console: console).start(app: "board")
        #expect(settings.seedWasDrawn)
        #expect(console.text.hasSuffix("Type a number to tap it (tap 1), or help.\n"))
    }

    @Test func aTrailingCommentIsIgnoredButAHashInQuotesStays() throws {
        #expect(try Lexer.words(in: "tap 1 # the sea") == ["tap", "1"])
        #expect(try Lexer.words(in: "type name \"#1 fan\" #note") == ["type", "name", "#1 fan"])
        #expect(try Lexer.words(in: "type name a#b") == ["type", "name", "a#b"])
        #expect(try Lexer.words(in: "# all comment") == [])
    }

    @Test func waitPastADaySaysTheLimit() throws {
        #expect(throws: CommandError.badValue(REPLStrings.catalog.text("waitTooLong"))) {
            try Command.parse(["wait", "25h"])
        }
        #expect(try Command.parse(["wait", "24h"]) == .wait(.seconds(86_400)))
        #expect(throws: CommandError.self) { try Command.parse(["wait", "soon"]) }
    }

    @Test func anUnknownAppIsASentenceThenTheApps() async throws {
        let session = makeSession()
        try await session.start(app: "seaworld")
        _ = await session.run("app nosuch")
        #expect(output(after: "app nosuch") == ["error: unknown app \"nosuch\". Apps: seaworld, darts, monsterhunt, board."])
    }

    @Test func openingTheScreenOnTopAgainAddsNoCopy() async throws {
        let session = makeSession()
        try await session.start(app: "monsterhunt")
        for _ in 0..<3 { _ = await session.run("open team") }
        #expect(session.navigator.state.activeStack.map(\.screen).filter { $0 == "monsterhunt.team" }.count == 1)
        #expect(output(after: "open team") == ["monsterhunt.team is already open"])
        #expect(session.errorCount == 0)
    }

    @Test func anOpenWithParametersStacksOtherContentButNotTheSamePath() async throws {
        let session = makeSession()
        try await session.start(app: "board")
        _ = await session.run("open panel/1")
        _ = await session.run("open panel/2")
        _ = await session.run("open panel/2")
        _ = await session.run("open sheet")
        _ = await session.run("open sheet")
        #expect(session.navigator.state.description == "stack: board.home > board.panel > board.panel\nmodal 1: board.sheet")
        #expect(output(after: "open sheet") == ["board.sheet is already open"])
    }
}

@MainActor
@Suite("Command line details")
struct CommandLineDetailsTests {
    let apps: [any ViperApp] = [SeaWorldApp(), RickAndMortyApp()]

    @Test func dashHAsksForHelpAloneOrAfterAnApp() throws {
        #expect(try LaunchOptions.parse(["-h"], apps: apps).showsHelp)
        let app = try LaunchOptions.parse(["seaworld", "-h"], apps: apps)
        #expect(app.showsHelp && app.appName == "seaworld")
    }

    @Test func theAppColumnIsAsWideAsTheLongestNamePlusTwo() throws {
        let usage = try ViperMain.help(apps: apps, app: nil, program: "viper", language: .en, columns: 200)
        let summary = RickAndMortyApp().summary.in(.en)
        #expect(usage.contains("  rickandmorty  " + summary))
        #expect(usage.contains("  seaworld      " + SeaWorldApp().summary.in(.en)))
    }
}
