import Testing
import Viper
import ViperTesting

@testable import ViperREPL

@Suite("Lists laid out to the screen's width")
struct ColumnListTests {
    let rows: [(name: String, text: String)] = [
        ("tap <target>", "tap a button, table row, map point or alert button"),
        ("quit", "leave"),
        ("scroll up|down [n] | scroll to <row>", "move the visible window"),
        ("sim move <lat> <lon> · sim walk <metres> <bearing>", "drive the simulated device"),
    ]

    @Test func descriptionsShareAColumnAndWrapUnderIt() {
        #expect(
            ColumnList.lines(rows, width: 60) == [
                "  tap <target>  tap a button, table row, map point or alert",
                "                button",
                "  quit          leave",
                "  scroll up|down [n] | scroll to <row>",
                "                move the visible window",
                "  sim move <lat> <lon> · sim walk <metres> <bearing>",
                "                drive the simulated device",
            ])
    }

    @Test func aNameWiderThanTheScreenBreaksAtItsAlternatives() {
        let lines = ColumnList.lines(rows, width: 40)
        #expect(lines.allSatisfy { TextWidth.of($0) <= 40 })
        #expect(
            lines.suffix(4) == ["  sim move <lat> <lon>", "  sim walk <metres> <bearing>", "                drive the simulated", "                device"])
    }

    @Test func aScreenTooNarrowForAColumnPutsEachDescriptionUnderItsName() {
        let lines = ColumnList.lines(Array(rows.prefix(2)), width: 28)
        #expect(lines == ["  tap <target>", "      tap a button, table", "      row, map point or", "      alert button", "  quit", "      leave"])
    }

    @MainActor
    @Test func helpAtFortyColumnsFitsAndBreaksNoWord() async throws {
        let folder = try TemporaryFolder()
        var settings = SessionSettings()
        settings.width = 40
        settings.dataDirectory = folder.url.path
        let console = BufferConsole()
        let session = Session(apps: [], settings: settings, console: console)
        try await session.start(app: nil)
        _ = await session.run("help")
        let help = console.text.split(separator: "\n").map(String.init).drop { $0 != "Commands:" }
        #expect(help.count > 30)
        #expect(help.allSatisfy { TextWidth.of($0) <= 40 })
        let words = Set(help.joined(separator: " ").split(separator: " ").map(String.init))
        for summary in Command.grammar.filter({ $0.verb != "sim" }).map({ $0.summary.in(.en) }) {
            #expect(summary.split(separator: " ").allSatisfy { words.contains(String($0)) }, "\(summary)")
        }
    }
}
