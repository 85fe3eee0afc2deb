/// What a spy records: the calls it received, in order. Spies keep one and append an
/// enum case per call, so a test can compare the whole conversation at once.
@MainActor
public final class CallLog<Call: Equatable> {
    /// Every call received, in order.
    public private(set) var calls: [Call] = []

    /// A log of no calls.
    public init() {}

    /// Records `call` after those before it.
    public func record(_ call: Call) {
        calls.append(call)
    }

    /// Forgets every call so far, for a test to assert only what comes next.
    public func reset() {
        calls.removeAll()
    }
}
