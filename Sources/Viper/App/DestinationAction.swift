/// Something a destination carries for the screen it opens to do later, such as an alert's
/// button: equal only to itself, so that the destination carrying it stays `Equatable`.
///
///     case outcome(title: String, then: DestinationAction)
///     …
///     router.open(.outcome(title: title, then: DestinationAction { [weak self] in self?.close() }))
public struct DestinationAction: Equatable {
    private let identity = Identity()
    private let action: @MainActor () -> Void

    /// An action that runs `action` when called.
    public init(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    /// Runs the action: `then()`.
    @MainActor
    public func callAsFunction() {
        action()
    }

    /// Whether both are the same action, made once: no two actions made apart are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.identity === rhs.identity
    }

    private final class Identity: Sendable {}
}
