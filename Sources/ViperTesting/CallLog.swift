/// What a spy records: the calls it received, in order. Spies keep one and append an
/// enum case per call, so a test can compare the whole conversation at once.
@MainActor
public final class CallLog<Call: Equatable> {
    public private(set) var calls: [Call] = []

    public init() {}

    public func record(_ call: Call) {
        calls.append(call)
    }

    public func reset() {
        calls.removeAll()
    }
}
