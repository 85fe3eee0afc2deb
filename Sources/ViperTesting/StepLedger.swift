import CustomDump
import Testing
import Viper

/// Exhaustive mode's books: what the current step of a test did that the test has not yet
/// asserted, and where the step was taken. Kept on the main actor while the test runs; the
/// harness's `deinit`, which runs once nothing else holds it, closes it last.
final class StepLedger: @unchecked Sendable {
    enum Entry: CustomStringConvertible {
        case viewModel(view: String, model: any ViewModel)
        case navigation(String)
        case notice(String)
        case sound(String)
        case request(String)

        var description: String {
            switch self {
            case .viewModel(let view, let model): "\(view) was shown \(String(customDumping: model))"
            case .navigation(let state): "the navigation became: \(state.replacingOccurrences(of: "\n", with: " | "))"
            case .notice(let text): "a notice: \(text)"
            case .sound(let line): "a sound: \(line)"
            case .request(let line): "a request: \(line)"
            }
        }
    }

    var entries: [Entry] = []
    /// Where the step under way was taken: where what it leaves unasserted is reported.
    var step: SourceLocation?
    /// The navigation as the test last saw it.
    var navigation: String

    init(navigation: String) {
        self.navigation = navigation
    }

    /// Takes the first entry `matches` accepts, in the order they happened.
    func take<Value>(_ matches: (Entry) -> Value?) -> Value? {
        guard let index = entries.firstIndex(where: { matches($0) != nil }) else { return nil }
        return matches(entries.remove(at: index))
    }

    /// Reports what the step left unasserted, at the step's line, and starts afresh.
    func close() {
        defer { entries.removeAll() }
        guard let step, !entries.isEmpty else { return }
        let list = entries.map { "- \($0)" }.joined(separator: "\n")
        Issue.record(
            "this step left \(entries.count) thing(s) unasserted; expect each, or call skipUnasserted():\n\(list)",
            sourceLocation: step
        )
    }
}
