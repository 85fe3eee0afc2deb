import Foundation
import Testing
import ViperTesting

@testable import ViperREPL

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Line history")
struct LineHistoryTests {
    func editor(_ lines: [String]) -> LineEditor {
        LineEditor(history: History(lines: lines))
    }

    func type(_ text: String, into editor: inout LineEditor) {
        for character in text { _ = editor.handle(.text(String(character))) }
    }

    @Test func keepsNoBlankLinesNoRepeatsInARowAndOnlyTheNewest() {
        var history = History(limit: 3)
        for line in ["look", "look", "  ", "tap 1", "look", "help", "tree"] { history.add(line) }
        #expect(history.lines == ["look", "help", "tree"])
    }

    @Test func upAndDownRecallLinesAndKeepTheLineBeingTyped() {
        var editor = editor(["look", "tap 1"])
        _ = editor.handle(.up)
        #expect(editor.buffer.text == "tap 1")
        _ = editor.handle(.up)
        _ = editor.handle(.up)
        #expect(editor.buffer.text == "look")
        _ = editor.handle(.down)
        _ = editor.handle(.down)
        #expect(editor.buffer.text == "")
        _ = editor.handle(.down)
        #expect(editor.buffer.text == "")
    }

    @Test func upWithATypedPrefixShowsOnlyTheLinesThatStartWithIt() {
        var editor = editor(["tap 1", "look", "tap Restart", "help"])
        type("tap", into: &editor)
        _ = editor.handle(.up)
        #expect(editor.buffer.text == "tap Restart")
        _ = editor.handle(.up)
        #expect(editor.buffer.text == "tap 1")
        _ = editor.handle(.up)
        #expect(editor.buffer.text == "tap 1", "no older line starts with tap")
        _ = editor.handle(.down)
        _ = editor.handle(.down)
        #expect(editor.buffer.text == "tap", "past the newest match, the line as it was typed")
    }

    @Test func enterSubmitsTheLineAndAddsItToTheHistory() {
        var editor = editor(["look"])
        _ = editor.handle(.up)
        #expect(editor.handle(.enter) == .submit("look", remembered: true))
        editor.startLine()
        type("help", into: &editor)
        #expect(editor.handle(.enter) == .submit("help", remembered: true))
        #expect(editor.history.lines == ["look", "help"])
        editor.startLine()
        #expect(editor.buffer.text.isEmpty)
        #expect(editor.handle(.control("d")) == .endOfInput)
    }

    @Test func ctrlRFindsTheNewestMatchThenOlderOnesAndEnterRunsIt() {
        var editor = editor(["tap sea", "look", "tap ship", "help"])
        _ = editor.handle(.control("r"))
        type("tap", into: &editor)
        #expect(editor.search?.match == 2)
        #expect(editor.render(prompt: "> ", width: 80).hasPrefix("\r(reverse-i-search)'tap': tap ship"))
        _ = editor.handle(.control("r"))
        #expect(editor.search?.match == 0)
        _ = editor.handle(.control("r"))
        #expect(editor.search?.match == 0)
        #expect(editor.handle(.enter) == .submit("tap sea", remembered: true))
    }

    @Test func ctrlRTypedNarrowsIncrementallyAndAnotherKeyTakesTheLineForEditing() {
        var editor = editor(["open sea", "look", "open ship"])
        _ = editor.handle(.control("r"))
        type("o", into: &editor)
        #expect(editor.search?.match == 2)
        type("ok", into: &editor)
        #expect(editor.search?.match == 1)
        type("z", into: &editor)
        #expect(editor.search?.match == nil)
        #expect(editor.render(prompt: "> ", width: 80).contains("failing reverse-i-search"))
        _ = editor.handle(.backspace)
        #expect(editor.search?.match == 1)
        _ = editor.handle(.end)
        #expect(editor.search == nil)
        type("!", into: &editor)
        #expect(editor.buffer.text == "look!")
    }

    @Test func theSearchPromptSpeaksTheSessionsLanguage() {
        var editor = LineEditor(history: History(lines: ["look"]), language: .ru)
        _ = editor.handle(.control("r"))
        type("lo", into: &editor)
        #expect(editor.render(prompt: "> ", width: 80).hasPrefix("\r(поиск в истории)'lo': look"))
        type("x", into: &editor)
        #expect(editor.render(prompt: "> ", width: 80).hasPrefix("\r(в истории нет)'lox': "))
    }

    @Test func ctrlGAndEscapeCancelTheSearchAndKeepTheLineAsItWas() {
        for cancel in [Key.control("g"), .escape] {
            var editor = editor(["look"])
            type("ta", into: &editor)
            _ = editor.handle(.control("r"))
            type("lo", into: &editor)
            _ = editor.handle(cancel)
            #expect(editor.search == nil)
            #expect(editor.buffer.text == "ta")
            #expect(editor.render(prompt: "> ", width: 80) == "\r> ta\u{1B}[K")
        }
    }

    @Test func theFileKeepsTheHistoryBetweenRunsReadableByItsOwnerAlone() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viper-history-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = HistoryFile(dataDirectory: folder.path, environment: [:])
        #expect(file.url.path == folder.path + "/repl/history")
        #expect(file.load().lines.isEmpty)
        let saved = History(lines: ["look", "tap 1", "пуск"])
        try file.save(saved)
        #expect(file.load() == saved)
        let mode = try FileManager.default.attributesOfItem(atPath: file.url.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        // Bounded when read too: a file grown by hand keeps its newest lines.
        #expect(file.load(limit: 2).lines == ["tap 1", "пуск"])
    }

    @Test func sessionsSideBySideEachAddTheirLines() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viper-history-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = HistoryFile(dataDirectory: folder.path, environment: [:])
        try file.append("look")
        try file.append("tap 1")
        try file.append("tap 1")
        try file.append("  ")
        #expect(file.load().lines == ["look", "tap 1"])
    }

    @Test func twoWritersAppendingAtOnceLoseNoLine() throws {
        let folder = try TemporaryFolder()
        let file = HistoryFile(dataDirectory: folder.url.path, environment: [:])
        // Two threads, each with its own descriptors, as two sessions are.
        DispatchQueue.concurrentPerform(iterations: 2) { writer in
            for line in 1...300 { try? file.append("tap \(writer)-\(line)") }
        }
        let lines = file.load().lines
        #expect(lines.count == 600)
        #expect(Set(lines) == Set((0..<2).flatMap { writer in (1...300).map { "tap \(writer)-\($0)" } }))
        let mode = try FileManager.default.attributesOfItem(atPath: file.url.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func theDefaultFolderFollowsXDGDataHome() {
        let file = HistoryFile(dataDirectory: nil, environment: ["XDG_DATA_HOME": "/tmp/xdg", "HOME": "/nonexistent"])
        #expect(file.url.path == "/tmp/xdg/viper/repl/history")
    }

    @Test("a FIFO where the history should be is neither read (it would hang) nor replaced, and is said")
    func aFIFOInPlaceIsLeftAlone() throws {
        let folder = try TemporaryFolder()
        let file = HistoryFile(url: folder.url.appendingPathComponent("history"))
        try #require(mkfifo(file.url.path, 0o600) == 0)
        #expect(file.load().lines.isEmpty)
        #expect(file.problem == "it is not a regular file")
        #expect(throws: HistoryUnusable.self) { try file.append("look") }
        var status = stat()
        #expect(stat(file.url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test("the folders the history makes are 0700; one that existed keeps its mode")
    func foldersMadeArePrivate() throws {
        let folder = try TemporaryFolder()
        chmod(folder.url.path, 0o755)
        let file = HistoryFile(dataDirectory: folder.url.path, environment: [:])
        try file.append("look")
        var status = stat()
        #expect(stat(file.url.deletingLastPathComponent().path, &status) == 0 && status.st_mode & 0o777 == 0o700)
        #expect(stat(folder.url.path, &status) == 0 && status.st_mode & 0o777 == 0o755)
    }
}
