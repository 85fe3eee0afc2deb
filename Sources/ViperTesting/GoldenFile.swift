import Foundation
import Testing

/// A text a test expects to stay the same, kept in a file beside the test: a REPL transcript,
/// a rendered screen. A difference fails the test with a unified diff; `VIPER_RECORD=1` writes
/// a missing or changed file instead, for you to review in the repository's diff (and fails,
/// so a recording run never passes unseen).
public enum GoldenFile {
    /// Whether golden files are written rather than compared: `VIPER_RECORD=1` in the environment.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["VIPER_RECORD"] == "1" }

    /// Fails the test unless `actual` is the text of `file`, showing a unified diff; when
    /// recording, writes `actual` to `file` instead, and fails if that changed it.
    ///
    /// - Parameters:
    ///   - actual: The text the test made.
    ///   - file: The golden file.
    ///   - recording: Whether to write rather than compare.
    ///   - sourceLocation: Where a failure is reported.
    public static func expect(_ actual: String, matches file: URL, recording: Bool = isRecording, sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = try? String(contentsOf: file, encoding: .utf8)
        guard expected != actual else { return }
        if recording {
            do {
                try actual.write(to: file, atomically: true, encoding: .utf8)
                // A run that records proves nothing: it says so, so it cannot pass unseen on CI.
                Issue.record("recorded \(file.lastPathComponent); review it and run again without VIPER_RECORD", sourceLocation: sourceLocation)
            } catch {
                Issue.record("could not write \(file.path): \(error.localizedDescription)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected else {
            Issue.record("no golden file \(file.lastPathComponent): run the test with VIPER_RECORD=1 to write it", sourceLocation: sourceLocation)
            return
        }
        let diff = UnifiedDiff.between(expected: expected, actual: actual, expectedName: file.lastPathComponent, actualName: "this run")
        Issue.record("\(file.lastPathComponent) differs (VIPER_RECORD=1 writes this run's output):\n\(diff)", sourceLocation: sourceLocation)
    }
}
