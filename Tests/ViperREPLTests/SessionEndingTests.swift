import Foundation
import Testing
import ViperTesting

#if canImport(Glibc)
    import Glibc
#endif

/// Real processes: however a session ends, the modules close as `back` closes one, so the
/// event being written in Event Map is kept and offered again at the next launch.
@Suite("Ending a session keeps what was being written")
struct SessionEndingTests {
    /// A guest's new event with a title typed, and the session still on its form.
    static let writing = ["wait idle", "tap Skip", "wait idle", "longpress map 55.7540 37.6200", "type title \"Rooftop jazz\""]

    func keptTitle(in folder: URL) throws -> String? {
        let file = folder.appendingPathComponent("eventmap/draft.json")
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        return try (JSONSerialization.jsonObject(with: data) as? [String: Any])?["title"] as? String
    }

    @Test("at a terminal: quit, Ctrl-D, SIGTERM and SIGHUP", arguments: ["quit", "Ctrl-D", "SIGTERM", "SIGHUP"])
    func atATerminal(ending: String) async throws {
        let folder = try TemporaryFolder()
        let terminal = try PseudoTerminal.viper(["eventmap"], in: folder.url)
        #expect(await terminal.waitUntil { $0.contains("eventmap>") })
        for line in Self.writing.dropLast() { terminal.type(line + "\r") }
        #expect(await terminal.waitUntil { $0.contains("New event") })
        terminal.type(Self.writing.last! + "\r")
        // The empty prompt under the form: Ctrl-D is a key only while a line is read.
        #expect(await terminal.waitUntilScreen { $0.screenText.contains("[Rooftop jazz]") && $0.textBeforeCursor == "eventmap> " })
        switch ending {
        case "quit": terminal.type("quit\r")
        case "Ctrl-D": terminal.type("\u{4}")
        case "SIGTERM": terminal.send(SIGTERM)
        default: terminal.send(SIGHUP)
        }
        #expect(await terminal.waitForExit())
        #expect(try keptTitle(in: folder.url) == "Rooftop jazz")

        let next = try await ViperProcess.run(
            ["eventmap", "--data-dir", folder.url.path, "--width", "60"], input: Data((Self.writing.dropLast().joined(separator: "\n") + "\n").utf8))
        #expect(next.output.components(separatedBy: "[Rooftop jazz]").count > 1, "the next form offers the title again")
    }

    @Test("at the end of a script's input")
    func atTheEndOfInput() async throws {
        let folder = try TemporaryFolder()
        let run = try await ViperProcess.run(["eventmap", "--data-dir", folder.url.path], input: Data((Self.writing.joined(separator: "\n") + "\n").utf8))
        #expect(run.status == 0)
        #expect(try keptTitle(in: folder.url) == "Rooftop jazz")
    }
}
