/// Everything on screen at once: the top module's screen plus what the navigator adds
/// (navigation bar, tab bar, sheet, alert). Renderers draw frames, not bare screens.
package struct Frame: Equatable, Sendable {
    /// One tab of the tab bar, as it is drawn.
    package struct TabItem: Equatable, Sendable {
        /// The tab's name, which `tab <name>` takes.
        package let name: String
        /// What the tab bar shows for it.
        package let title: String
        /// Whether it is the tab on screen.
        package let isSelected: Bool
    }

    /// The screen of the module on screen, under any sheet.
    package var screen: Screen
    /// The back button's title, when there is somewhere to go back to.
    package var backTitle: String?
    /// Empty without a tab bar.
    package var tabs: [TabItem]
    /// The screen of the sheet shown over it, if any.
    package var sheet: Screen?
    /// The alert shown over everything, if any.
    package var alert: AlertState?

    /// A frame of `screen`, with what the navigator adds to it.
    package init(screen: Screen, backTitle: String? = nil, tabs: [TabItem] = [], sheet: Screen? = nil, alert: AlertState? = nil) {
        self.screen = screen
        self.backTitle = backTitle
        self.tabs = tabs
        self.sheet = sheet
        self.alert = alert
    }

    /// What the user can act on now, numbered as the text renderer shows them: an alert's
    /// buttons while one is open, else the sheet's elements, else the screen's.
    package var targets: [Target] {
        if let alert {
            return alert.buttons.enumerated().map { index, title in
                Target(number: index + 1, elementID: "alert", itemID: String(index), label: title, kind: .alertButton, isEnabled: true)
            }
        }
        return Target.numbered(in: sheet ?? screen)
    }
}

extension Navigator {
    /// The frame on screen now.
    package func frame(localization: Localization) -> Frame {
        let state = self.state
        let base = state.activeStack.last.flatMap { view($0.id) }
        let screen = base.map(screen(of:)) ?? Screen(id: "empty", title: "", elements: [])
        let tabs =
            state.hasTabBar
            ? state.tabs.enumerated().map { Frame.TabItem(name: $1.name, title: $1.title, isSelected: $0 == state.selectedTab) }
            : []
        return Frame(
            screen: screen,
            backTitle: canGoBack ? localization(FrameworkStrings.back) : nil,
            tabs: tabs,
            sheet: state.sheet.flatMap { view($0.id).map(screen(of:)) },
            alert: state.alert
        )
    }
}
