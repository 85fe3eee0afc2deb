/// Identifies one module instance while the navigator holds it.
package struct ModuleID: Hashable, Sendable, CustomStringConvertible {
    /// The number the navigator gave the module.
    package let rawValue: Int
    package var description: String { "#\(rawValue)" }
}

/// The whole navigation state of an app as a value: what is on which stack, which tab
/// is selected, what is presented. Tests compare it; the REPL's `tree` prints it.
public struct NavigationState: Equatable, Sendable, CustomStringConvertible {
    /// One module on a stack.
    public struct Entry: Equatable, Sendable, CustomStringConvertible {
        /// Which module it is.
        package let id: ModuleID
        /// The screen id the module's view renders (`seaworld.sea`).
        public let screen: String
        public var description: String { screen }
    }

    /// One tab and its stack; with no tab bar, the one unnamed tab.
    public struct Tab: Equatable, Sendable {
        /// The tab's name, which `tab <name>` takes.
        public let name: String
        /// What the tab bar shows for it.
        public let title: String
        /// Its modules, the root first.
        public var stack: [Entry]
        /// The sheet shown over this tab when another tab was selected: it belongs to this
        /// tab, hidden until the tab is selected again.
        public var hiddenSheet: Entry?

        init(name: String, title: String, stack: [Entry], hiddenSheet: Entry? = nil) {
            self.name = name
            self.title = title
            self.stack = stack
            self.hiddenSheet = hiddenSheet
        }
    }

    /// With no tab bar there is exactly one unnamed tab.
    public internal(set) var tabs: [Tab] = [Tab(name: "", title: "", stack: [])]
    /// Whether the app shows a tab bar.
    public internal(set) var hasTabBar = false
    /// The position of the tab on screen in `tabs`.
    public internal(set) var selectedTab = 0
    /// Each presented modal has a stack of its own.
    public internal(set) var modals: [[Entry]] = []
    /// The sheet on screen. One shown over a tab's stack belongs to that tab: selecting another
    /// tab hides it in the tab's `hiddenSheet`.
    public internal(set) var sheet: Entry?
    /// The alert shown over everything, if any.
    public internal(set) var alert: AlertState?

    /// The state of an app with nothing on screen.
    public init() {}

    /// The stack that `push` and `pop` act on: the top modal's, else the selected tab's.
    public var activeStack: [Entry] {
        modals.last ?? tabs[selectedTab].stack
    }

    /// The module on screen under any alert.
    public var top: Entry? {
        sheet ?? activeStack.last
    }

    public var description: String {
        var lines: [String] = []
        for (index, tab) in tabs.enumerated() {
            let marker = hasTabBar ? "tab \(tab.name)\(index == selectedTab ? " *" : ""): " : "stack: "
            let hidden = tab.hiddenSheet.map { " (sheet \($0))" } ?? ""
            lines.append(marker + tab.stack.map(\.description).joined(separator: " > ") + hidden)
        }
        for (index, modal) in modals.enumerated() {
            lines.append("modal \(index + 1): " + modal.map(\.description).joined(separator: " > "))
        }
        if let sheet { lines.append("sheet: \(sheet)") }
        if let alert { lines.append("alert: \(alert)") }
        return lines.joined(separator: "\n")
    }
}

/// The visible part of an alert; its buttons' actions stay with the navigator.
public struct AlertState: Equatable, Sendable, CustomStringConvertible {
    /// The alert's title.
    public let title: String
    /// The text under the title.
    public let message: String
    /// The buttons' titles, in order; `tap` takes a title or a number.
    public let buttons: [String]
    public var description: String {
        "\"\(title)\" [" + buttons.joined(separator: ", ") + "]"
    }
}
