/// A system alert: a title, a message and buttons that carry their actions.
public struct Alert {
    public struct Button {
        public enum Role: Sendable { case normal, cancel, destructive }
        public let title: String
        public let role: Role
        public let action: @MainActor () -> Void

        public init(_ title: String, role: Role = .normal, action: @escaping @MainActor () -> Void = {}) {
            self.title = title
            self.role = role
            self.action = action
        }
    }

    public let title: String
    public let message: String
    public let buttons: [Button]

    /// An alert has at least one button; with none given it gets a single "OK".
    public init(title: String, message: String = "", buttons: [Button]) {
        self.title = title
        self.message = message
        self.buttons = buttons.isEmpty ? [Button("OK")] : buttons
    }

    var state: AlertState {
        AlertState(title: title, message: message, buttons: buttons.map(\.title))
    }
}
