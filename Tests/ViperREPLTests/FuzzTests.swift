import Foundation
import Testing
import Viper
import ViperTesting

/// Feeds the real executable 100,000 random lines — random verbs and targets, control
/// characters, invalid UTF-8, unterminated quotes, a 1 MB line, and input that ends in
/// mid-line — and checks that it always exits normally and answers each bad line with
/// exactly one error.
@Suite("Fuzz")
struct FuzzTests {
    enum Expectation { case oneError, anything }

    struct Corpus {
        var bytes = Data()
        var expectations: [Expectation] = []

        mutating func add(_ line: [UInt8], _ expectation: Expectation) {
            bytes.append(contentsOf: line)
            bytes.append(UInt8(ascii: "\n"))
            expectations.append(expectation)
        }
    }

    static func corpus(lines: Int, seed: UInt64) -> Corpus {
        var random = SeededRandom(seed: seed)
        let verbs = ["tap", "type", "clear", "set", "toggle", "select", "scroll", "swipe", "longpress", "back", "tab", "open",
                     "wait", "look", "tree", "routes", "help", "apps", "app", "sim", "TAP", "Scroll"]
        let words = ["sea", "Sea", "restart", "Restart", "1", "2", "3", "0", "-1", "99999999999999999999", "status", "to", "up",
                     "down", "left", "right", "idle", "5s", "500ms", "seaworld", "sea/1", "\"quoted word\"", "'x y'", "ру́сский", "🐧", ""]
        var corpus = Corpus()
        while corpus.expectations.count < lines - 2 {
            switch random.below(10) {
            case 0:
                // A control character other than tab: always refused.
                let controls: [UInt8] = Array(0x01...0x08) + Array(0x0B...0x1F) + [0x7F]
                corpus.add(Array("tap ".utf8) + [controls[random.below(controls.count)]] + Array("x".utf8), .oneError)
            case 1:
                // Invalid UTF-8 in a verb position: an unknown command.
                corpus.add([0xFF, 0xFE, UInt8(0x80 + random.below(64)), 0x20, 0x61], .oneError)
            case 2:
                corpus.add(Array("tap \"unclosed".utf8), .oneError)
            case 3:
                let letters = (0..<(1 + random.below(12))).map { _ in UInt8(ascii: "a") + UInt8(random.below(26)) }
                corpus.add(Array("zz".utf8) + letters, .oneError)
            default:
                var line = verbs[random.below(verbs.count)]
                for _ in 0..<random.below(4) { line += " " + words[random.below(words.count)] }
                corpus.add(Array(line.utf8), .anything)
            }
        }
        corpus.add([UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20), .oneError)
        corpus.bytes.append(contentsOf: Array("tap se".utf8))
        corpus.expectations.append(.oneError)
        return corpus
    }

    /// Random commands built from each app's own words, so they reach deep into its screens.
    static func appCorpus(lines: Int, seed: UInt64) -> Data {
        var random = SeededRandom(seed: seed)
        let verbs = ["tap", "type", "clear", "set", "toggle", "select", "scroll", "swipe", "longpress", "back", "tab", "open", "wait", "look", "sim"]
        let words = ["1", "2", "3", "4", "5", "6", "9", "0", "-1", "999", "to", "up", "down", "left", "right", "idle", "5s", "500ms", "1m",
                     "Allow", "START", "CONTINUE", "RESTART", "Retry", "Register", "Skip", "Filter", "Apply", "profile", "key", "map",
                     "board", "events", "games", "attempts", "seconds", "glyph", "size", "volume", "age", "type", "title", "search",
                     "email", "password", "birthDate", "2030-01-01", "1990-02-31", "x@y.z", "\"a b\"", "0.5", "1e309", "nan", "55.75",
                     "37.62", "91", "character/2", "game/1", "team", "Music", "network", "location", "allow", "deny", "move", "walk", "offline"]
        var text = ""
        for _ in 0..<lines {
            var line = verbs[random.below(verbs.count)]
            for _ in 0..<random.below(4) { line += " " + words[random.below(words.count)] }
            text += line + "\n"
        }
        return Data(text.utf8)
    }

    @Test(.timeLimit(.minutes(10)), arguments: [
        ["rickandmorty", "--replay", "../shared/data/rickandmorty"], ["monsterhunt"], ["darts"], ["eventmap"],
    ])
    func everyAppSurvivesRandomCommandsInItsOwnWords(app: [String]) throws {
        let folder = try TemporaryFolder()
        let lines = 3_000
        let result = try ViperProcess.run(app + ["--data-dir", folder.url.path, "--width", "60"], input: Self.appCorpus(lines: lines, seed: 11))
        #expect(result.exitedNormally, "\(app[0]) was killed by a signal: \(result.errors.suffix(500))")
        #expect(result.status == 0)
        #expect(result.output.split(separator: "\n").filter { $0.hasPrefix("> ") }.count == lines, "every line is echoed")
    }

    @Test(.timeLimit(.minutes(10)))
    func hundredThousandRandomLinesNeverCrashTheREPL() throws {
        let corpus = Self.corpus(lines: 100_000, seed: 2026)
        let result = try ViperProcess.run(["seaworld", "--width", "40"], input: corpus.bytes)
        #expect(result.exitedNormally, "viper was killed by a signal: \(result.errors.suffix(500))")
        #expect(result.status == 0)

        var blocks: [[Substring]] = []
        for line in result.output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("> ") {
                blocks.append([])
            } else if !blocks.isEmpty {
                blocks[blocks.count - 1].append(line)
            }
        }
        #expect(blocks.count == corpus.expectations.count, "every line is echoed once")
        var wrong: [String] = []
        for (index, (block, expectation)) in zip(blocks, corpus.expectations).enumerated() {
            let errors = block.filter { $0.hasPrefix("error: ") }.count
            let ok = expectation == .oneError ? errors == 1 : errors <= 1
            if !ok && wrong.count < 5 { wrong.append("line \(index + 1): \(errors) error lines: \(block.prefix(3))") }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }
}
