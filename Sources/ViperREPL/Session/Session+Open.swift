import Viper

extension Session {
    /// Opens a route. A route to the screen already on top adds no copy of it: the copy it
    /// pushed or presented is taken back, and a line says the screen is already open (as it
    /// does when the route left the top as it was, a tab already selected). A route that
    /// sets a new root starts its screen afresh, as it means to.
    func open(_ path: String) throws {
        let before = navigator.state
        try navigator.routes.open(path)
        let after = navigator.state
        guard let top = before.top, let opened = after.top else { return }
        if opened.id != top.id {
            guard isCopy(opened, of: top, openedBy: path), try takeBack(before: before, after: after) else {
                openedPaths[opened.id] = Self.normalized(path)
                return
            }
        }
        output.info([say(LocalizedText(en: "\(top.screen) is already open", ru: "\(top.screen) уже открыт"))])
    }

    /// The same screen again. A route with parameters (`character/2` over `character/1`)
    /// may show other content on it, so only the very path that opened the top repeats it.
    private func isCopy(_ opened: NavigationState.Entry, of top: NavigationState.Entry, openedBy path: String) -> Bool {
        opened.screen == top.screen && (!hasParameters(path) || openedPaths[top.id] == Self.normalized(path))
    }

    /// Takes back what the route put over the top: a presented or a pushed module. Tells
    /// whether it could.
    private func takeBack(before: NavigationState, after: NavigationState) throws -> Bool {
        if after.modals.count == before.modals.count + 1 {
            try navigator.dismiss()
            return true
        }
        if after.modals.count == before.modals.count && after.activeStack.count == before.activeStack.count + 1 {
            try navigator.pop()
            return true
        }
        return false
    }

    /// Whether the route that `path` opens takes parameters: no literal route spells it.
    private func hasParameters(_ path: String) -> Bool {
        !navigator.routes.entries.contains { !$0.pattern.text.contains(":") && Self.normalized($0.pattern.text) == Self.normalized(path) }
    }

    private static func normalized(_ path: String) -> String {
        path.split(separator: "/").joined(separator: "/").lowercased()
    }
}
