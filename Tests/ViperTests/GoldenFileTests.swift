import Foundation
import Testing
import Viper
import ViperTesting

@Suite("Golden files")
struct GoldenFileTests {
    @Test func aDifferenceIsShownAsAUnifiedDiffWithThreeLinesOfContext() {
        let expected = (1...12).map { "line \($0)" }.joined(separator: "\n")
        let actual = expected.replacingOccurrences(of: "line 2\n", with: "line two\n").replacingOccurrences(of: "line 11", with: "line 11\nline 11½")
        #expect(
            UnifiedDiff.between(expected: expected, actual: actual) == """
                --- expected
                +++ actual
                @@ -1,5 +1,5 @@
                 line 1
                -line 2
                +line two
                 line 3
                 line 4
                 line 5
                @@ -9,4 +9,5 @@
                 line 9
                 line 10
                 line 11
                +line 11½
                 line 12
                """)
        #expect(UnifiedDiff.between(expected: expected, actual: expected) == "")
    }

    @Test func aMissingOrChangedFileFailsSayingHowToRecordAndRecordingWritesIt() throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("screen.out")
        withKnownIssue {
            GoldenFile.expect("Hello", matches: file, recording: false)
        } matching: {
            $0.comments.contains { $0.rawValue == "no golden file screen.out: run the test with VIPER_RECORD=1 to write it" }
        }

        withKnownIssue {
            GoldenFile.expect("Hello\nworld", matches: file, recording: true)
        } matching: {
            $0.comments.contains { $0.rawValue == "recorded screen.out; review it and run again without VIPER_RECORD" }
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "Hello\nworld")
        GoldenFile.expect("Hello\nworld", matches: file, recording: false)

        withKnownIssue {
            GoldenFile.expect("Hello\nWorld", matches: file, recording: false)
        } matching: {
            $0.comments.contains { $0.rawValue.hasSuffix("-world\n+World") }
        }
    }
}

@Suite("Errors in test failures")
struct ErrorDescriptionTests {
    @Test func frameworkErrorsPrintAsTheirOneLineMessage() {
        let errors: [any UserFacingError] = [
            NavigationError.nothingToGoBackTo, HTTPError.status(404, message: "no such character"), AppLaunchError("--rows takes a whole number"),
        ]
        #expect(errors.map { "\($0)" } == errors.map(\.message))
        #expect("\(HTTPError.timeout)" == "the request timed out")
    }
}
