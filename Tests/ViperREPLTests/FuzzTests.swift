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
        let verbs = [
            "tap", "type", "clear", "set", "toggle", "select", "scroll", "swipe", "longpress", "back", "tab", "open",
            "wait", "look", "tree", "routes", "help", "apps", "app", "sim", "TAP", "Scroll",
        ]
        let words = [
            "sea", "Sea", "restart", "Restart", "1", "2", "3", "0", "-1", "99999999999999999999", "status", "to", "up",
            "down", "left", "right", "idle", "5s", "500ms", "seaworld", "sea/1", "\"quoted word\"", "'x y'", "ру́сский", "🐧", "",
        ]
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

    /// Targets, values and route words of the five apps.
    static let appWords = [
        "1", "2", "3", "4", "5", "6", "9", "0", "-1", "999", "to", "up", "down", "left", "right", "idle", "5s", "500ms", "1m",
        "Allow", "START", "CONTINUE", "RESTART", "Retry", "Register", "Skip", "Filter", "Apply", "profile", "key", "map",
        "board", "events", "games", "attempts", "seconds", "glyph", "size", "volume", "age", "type", "title", "search",
        "email", "password", "birthDate", "2030-01-01", "1990-02-31", "x@y.z", "\"a b\"", "0.5", "1e309", "nan", "55.75",
        "37.62", "91", "character/2", "game/1", "team", "Music", "network", "location", "allow", "deny", "move", "walk", "offline",
        "Settings", "Statistics", "Game", "sea", "Restart", "sound", "Misses", "dart", "Dart",
    ]

    /// Random commands built from each app's own words, so they reach deep into its screens.
    static func appCorpus(lines: Int, seed: UInt64) -> Data {
        var random = SeededRandom(seed: seed)
        let verbs = ["tap", "type", "clear", "set", "toggle", "select", "scroll", "swipe", "longpress", "back", "tab", "open", "wait", "look", "sim"]
        let words = appWords
        var text = ""
        for _ in 0..<lines {
            var line = verbs[random.below(verbs.count)]
            for _ in 0..<random.below(4) { line += " " + words[random.below(words.count)] }
            text += line + "\n"
        }
        return Data(text.utf8)
    }

    @Test(
        .timeLimit(.minutes(10)),
        arguments: [
            ["rickandmorty", "--replay", "../shared/data/rickandmorty"], ["monsterhunt"], ["darts"], ["eventmap"],
        ])
    func everyAppSurvivesRandomCommandsInItsOwnWords(app: [String]) async throws {
        let folder = try TemporaryFolder()
        let lines = 3_000
        let result = try await ViperProcess.run(app + ["--data-dir", folder.url.path, "--width", "60"], input: Self.appCorpus(lines: lines, seed: 11))
        #expect(result.exitedNormally, "\(app[0]) was killed by a signal: \(result.errors.suffix(500))")
        #expect(result.status == 0)
        #expect(result.output.split(separator: "\n").filter { $0.hasPrefix("> ") }.count == lines, "every line is echoed")
    }

    /// Every verb of the grammar with every extreme as its argument, then with every app word as
    /// its target and extremes after it: the smallest and largest whole numbers and one past
    /// them, numbers no Double holds, huge, empty and control words.
    static func extremeCorpus(seed: UInt64) -> [String] {
        var random = SeededRandom(seed: seed)
        let verbs = [
            "tap", "type", "clear", "set", "toggle", "select", "scroll", "swipe", "longpress", "back", "tab", "open",
            "wait", "look", "tree", "routes", "help", "apps", "app", "sim",
        ]
        let extremes = [
            "-9223372036854775808", "9223372036854775807", "-9223372036854775809", "9223372036854775808", "0", "-0",
            "-1", "1e309", "-1e309", "1e-400", "nan", "inf", "0x10", "1_000", "\"\"", "''", String(repeating: "9", count: 4_000),
            String(repeating: "я", count: 3_000), "\u{7}", "down", "up", "to", "location", "network", "latency", "walk", "move",
            "9223372036854775807ms", "1e300s", "-5s", "\u{202E}x",
        ]
        var lines: [String] = []
        for verb in verbs {
            lines += extremes.map { "\(verb) \($0)" }
            for target in appWords {
                var line = "\(verb) \(target)"
                for _ in 0..<(1 + random.below(2)) { line += " " + extremes[random.below(extremes.count)] }
                lines.append(line)
            }
        }
        return lines
    }

    @Test(
        .timeLimit(.minutes(10)),
        arguments: [
            ["seaworld"], ["rickandmorty", "--replay", "../shared/data/rickandmorty"], ["monsterhunt"], ["darts"], ["eventmap"],
        ])
    func extremeArgumentsToEveryVerbGiveAtMostOneErrorAndNeverACrash(app: [String]) async throws {
        let folder = try TemporaryFolder()
        let lines = Self.extremeCorpus(seed: 22)
        let result = try await ViperProcess.run(app + ["--data-dir", folder.url.path, "--width", "60"], input: Data(lines.map { $0 + "\n" }.joined().utf8))
        #expect(result.exitedNormally, "\(app[0]) was killed by a signal: \(result.errors.suffix(500))")
        #expect(result.status == 0)
        let blocks = Self.blocks(of: result.output)
        #expect(blocks.count == lines.count, "every line is echoed")
        let noisy = blocks.filter { $0.filter { $0.hasPrefix("error: ") }.count > 1 }
        #expect(noisy.isEmpty, "\(noisy.prefix(2))")
    }

    /// What the session printed after each echoed command, command by command.
    static func blocks(of output: String) -> [[Substring]] {
        var blocks: [[Substring]] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("> ") {
                blocks.append([])
            } else if !blocks.isEmpty {
                blocks[blocks.count - 1].append(line)
            }
        }
        return blocks
    }

    @Test(.timeLimit(.minutes(10)))
    func hundredThousandRandomLinesNeverCrashTheREPL() async throws {
        let corpus = Self.corpus(lines: 100_000, seed: 2026)
        let result = try await ViperProcess.run(["seaworld", "--width", "40"], input: corpus.bytes)
        #expect(result.exitedNormally, "viper was killed by a signal: \(result.errors.suffix(500))")
        #expect(result.status == 0)

        let blocks = Self.blocks(of: result.output)
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
