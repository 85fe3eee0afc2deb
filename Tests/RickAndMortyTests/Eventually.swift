/// Yields to the tasks under test until `condition` holds, giving up after about five
/// seconds so a broken test fails instead of hanging; the assertion after it says what
/// was expected.
@MainActor
func eventually(_ condition: () -> Bool) async {
    for _ in 0..<5_000 where !condition() {
        try? await Task.sleep(for: .milliseconds(1))
    }
}
