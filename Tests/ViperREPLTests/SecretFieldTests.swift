import EventMap
import Foundation
import Testing
import ViperTesting

@testable import ViperREPL

/// A password typed into Event Map never reaches the history, a script's echo or an error in clear.
@MainActor
@Suite("Secret fields")
struct SecretFieldTests {
    /// Every field of every app that takes a password: Event Map's are the only text fields of
    /// the five apps that do. Each comes with the commands that open its screen.
    nonisolated static let secretFields: [(screen: [String], field: String)] = [
        (["wait idle"], "password"),
        (["wait idle", "tap Register"], "password"),
        (["wait idle", "tap Register"], "confirmation"),
    ]

    nonisolated static let secret = "hunter2"

    /// A session that echoes like a script, on the screen `commands` open, and what it printed.
    func session(after commands: [String]) async throws -> (Session, BufferConsole, TemporaryFolder) {
        let folder = try TemporaryFolder()
        var settings = SessionSettings()
        settings.dataDirectory = folder.url.path
        settings.echoesCommands = true
        let console = BufferConsole()
        let session = Session(apps: [EventMapApp()], settings: settings, console: console)
        try await session.start(app: "eventmap")
        for command in commands { _ = await session.run(command) }
        return (session, console, folder)
    }

    /// The ways a line can fill the field: by id, number and label, with `type` or `set`, in
    /// any case, and cut short by a quote never closed.
    func lines(filling field: String, in session: Session) throws -> [String] {
        let target = try #require(session.screenWords.targets.first { $0.id == field })
        #expect(target.isSecret)
        return [
            "type \(field) \(Self.secret)",
            "TYPE \(target.number) \(Self.secret)",
            "type \"\(target.label)\" \"\(Self.secret) and more\"",
            "set \(field) \(Self.secret)",
            "type \(field) \"\(Self.secret)",
            "type \(field)x \(Self.secret)",
            "type \"\(field) \(Self.secret)",
        ]
    }

    @Test(arguments: 0..<secretFields.count)
    func aLineFillingASecretFieldIsEchoedMaskedAndNoErrorQuotesIt(index: Int) async throws {
        let (screen, field) = Self.secretFields[index]
        let (session, console, folder) = try await session(after: screen)
        defer { withExtendedLifetime(folder) {} }
        for line in try lines(filling: field, in: session) {
            let start = console.text.endIndex
            _ = await session.run(line)
            let printed = console.text[start...].split(separator: "\n")
            let echoed = try #require(printed.first)
            #expect(echoed.hasSuffix(" ••••••"), "\(line) echoed as \(echoed)")
            // The screen may show the field as typed (registration does, as its spec asks);
            // what the REPL says of the command itself never does.
            let said = printed.filter { $0.hasPrefix("> ") || $0.hasPrefix("error:") }
            #expect(!said.contains { $0.contains(Self.secret) }, "\(line) printed \(said)")
        }
        await session.end()
    }

    @Test(arguments: 0..<secretFields.count)
    func aLineFillingASecretFieldIsNotRemembered(index: Int) async throws {
        let (screen, field) = Self.secretFields[index]
        let (session, _, folder) = try await session(after: screen)
        defer { withExtendedLifetime(folder) {} }
        let words = session.screenWords
        for line in try lines(filling: field, in: session) {
            var editor = LineEditor(history: History())
            _ = editor.handle(.text(line))
            #expect(editor.handle(.enter, completing: words) == .submit(line, remembered: false), "\(line)")
            #expect(editor.history.lines.isEmpty)
        }
        await session.end()
    }

    @Test func aPlainFieldsLineIsEchoedAndRememberedAsTyped() async throws {
        let (session, console, folder) = try await session(after: ["wait idle", "tap Register"])
        defer { withExtendedLifetime(folder) {} }
        _ = await session.run("type email ann@example.com")
        #expect(console.text.contains("> type email ann@example.com\n"))
        var editor = LineEditor(history: History())
        _ = editor.handle(.text("type name Ann"))
        #expect(editor.handle(.enter, completing: session.screenWords) == .submit("type name Ann", remembered: true))
        await session.end()
    }

    /// The whole way at a terminal: registering leaves no password in the history file.
    @Test func registeringAtATerminalKeepsThePasswordsOutOfTheHistoryFile() async throws {
        let temporary = try TemporaryFolder(prefix: "viper-tty")
        defer { withExtendedLifetime(temporary) {} }
        let terminal = try PseudoTerminal.viper(["eventmap"], in: temporary.url)
        #expect(await terminal.waitUntil { $0.contains("eventmap> ") })
        // Pasted at once: the editor reads each line once the one before has run.
        let lines = ["wait idle", "tap Register", "type password \(Self.secret)", "type confirmation \(Self.secret)", "type name Ann"]
        terminal.type(lines.map { $0 + "\r" }.joined())
        terminal.type("quit\r")
        #expect(await terminal.waitForExit())
        let history = try String(contentsOf: temporary.url.appendingPathComponent("repl/history"), encoding: .utf8)
        #expect(history == "wait idle\ntap Register\ntype name Ann\nquit\n")
    }
}
