/// Yields to the tasks under test until `condition` holds, giving up after about
/// `seconds` (five unless said) so a broken test fails instead of hanging; the assertion
/// after it says what was expected.
@MainActor
func eventually(seconds: Int = 5, _ condition: () -> Bool) async {
    for _ in 0..<(seconds * 1000) where !condition() {
        try? await Task.sleep(for: .milliseconds(1))
    }
}
