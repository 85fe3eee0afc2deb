/// A system alert: a title, a message and buttons that carry their actions.
public struct Alert {
    /// A button of an alert, and what tapping it does.
    public struct Button {
        /// What kind of answer a button is, which renderers may show.
        public enum Role: Sendable {
            /// Any answer.
            case normal
            /// Leaves things as they were.
            case cancel
            /// Destroys something, such as Delete.
            case destructive
        }
        /// The text drawn on the button.
        public let title: String
        /// What kind of answer it is.
        public let role: Role
        /// What tapping it does, after the alert closes.
        public let action: @MainActor () -> Void

        /// A button titled `title` that runs `action` when tapped; by default it only closes the
        /// alert.
        public init(_ title: String, role: Role = .normal, action: @escaping @MainActor () -> Void = {}) {
            self.title = title
            self.role = role
            self.action = action
        }
    }

    /// The alert's title.
    public let title: String
    /// The text under the title; empty for none.
    public let message: String
    /// The buttons, in order.
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
