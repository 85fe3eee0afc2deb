/// Finds what a command names on the current frame: a number shown beside a target, an
/// element or row id, or a visible label (case-insensitive).
package struct TargetResolver {
    /// The frame whose targets are resolved.
    package let frame: Frame

    /// A resolver of what commands name on `frame`.
    package init(frame: Frame) {
        self.frame = frame
    }

    private var screen: Screen { frame.sheet ?? frame.screen }

    /// A number names the target labelled with it (an answer `2` on a quiz), else the target
    /// numbered so.
    package func resolve(_ text: String) throws(ResolveError) -> Target {
        let targets = frame.targets
        if let number = Int(text) {
            let labelled = targets.filter { $0.label == String(number) }
            if labelled.count == 1 { return labelled[0] }
            if let target = targets.first(where: { $0.number == number }) { return target }
        }
        if let target = targets.first(where: { ($0.itemID ?? $0.elementID) == text })
            ?? targets.first(where: { ($0.itemID ?? $0.elementID).lowercased() == text.lowercased() })
        {
            return target
        }
        let labelled = targets.filter { $0.label.lowercased() == text.lowercased() }
        if labelled.count == 1 { return labelled[0] }
        if labelled.count > 1 {
            throw .ambiguous(text, numbers: labelled.map(\.number))
        }
        if frame.alert == nil, let element = screen.visibleElement(text) {
            // Not a target (a label, say): let the navigator explain what the element takes.
            return Target(number: 0, elementID: element.id, itemID: nil, label: text, kind: .button, isEnabled: element.isEnabled)
        }
        let names = targets.map(\.label) + targets.map { $0.itemID ?? $0.elementID }
        throw .notFound(text, suggestion: Suggestion.closest(to: text, among: names), targets: targets)
    }

    /// The first visible table of the screen, for `scroll`.
    package func table() throws(ResolveError) -> (id: String, table: Table) {
        for element in screen.allElements where element.isVisible {
            if case .table(let table) = element.kind { return (element.id, table) }
        }
        throw .noTable
    }

    /// What `scroll up|down` moves: the first visible region that scrolls on its own, else the
    /// first visible table, else the first canvas that is a window on something larger.
    package func scrollable() throws(ResolveError) -> String {
        let visible = screen.allElements.filter(\.isVisible)
        if let region = visible.first(where: { if case .region(let region) = $0.kind { region.scrolls } else { false } }) { return region.id }
        if let (id, _) = try? table() { return id }
        if let canvas = visible.first(where: { if case .canvas(let canvas) = $0.kind { canvas.isScrollable } else { false } }) { return canvas.id }
        throw .noTable
    }

    /// How far `scroll up|down` moves `id` when no count is given: a page of a table's rows or
    /// of a region's lines; a canvas moves by one.
    package func page(of id: String) -> Int {
        switch screen.visibleElement(id)?.kind {
        case .table(let table)?: max(1, table.visibleRange.count)
        case .region(let region)?: max(1, (region.rows ?? 2) - 1)
        default: 1
        }
    }

    /// A row of the first table by id or label, visible or not, for `scroll to`.
    package func row(_ text: String) throws(ResolveError) -> (table: String, row: String) {
        let (id, table) = try table()
        let match =
            table.rows.first { $0.id == text }
            ?? table.rows.first { $0.id.lowercased() == text.lowercased() || $0.label.lowercased() == text.lowercased() }
        guard let match else {
            throw .notFound(text, suggestion: Suggestion.closest(to: text, among: table.rows.map(\.label)), targets: [])
        }
        return (id, match.id)
    }
}

/// Why a command's target named nothing, or more than one thing.
package enum ResolveError: Error, Equatable, Sendable {
    /// Nothing on screen has that name; `suggestion` is the nearest, and `targets` lists what there
    /// is.
    case notFound(String, suggestion: String?, targets: [Target])
    /// Several targets have that label; `numbers` tells them apart.
    case ambiguous(String, numbers: [Int])
    /// The screen has no table to scroll.
    case noTable

    /// The message in English.
    package var message: String { text.in(.en) }

    /// The message, in every language.
    package var text: LocalizedText {
        switch self {
        case .notFound(let text, let suggestion, let targets):
            let name = Sanitized.text(text, limit: 60)
            let listed = targets.prefix(8).map { "[\($0.number)] \($0.label)" }.joined(separator: ", ") + (targets.count > 8 ? ", …" : "")
            let strings = FrameworkStrings.catalog
            return strings.text("noTarget", ["name": "\(name)"])
                + (suggestion.map { strings.text("didYouMean", ["suggestion": "\($0)"]) } ?? LocalizedText(verbatim: "."))
                + (targets.isEmpty ? LocalizedText(verbatim: "") : strings.text("targets", ["targets": "\(listed)"]))
        case .ambiguous(let text, let numbers):
            let listed = numbers.map { "[\($0)]" }.joined(separator: " ")
            return FrameworkStrings.catalog.text("ambiguous", ["text": "\(text)", "numbers": "\(listed)"])
        case .noTable:
            return FrameworkStrings.catalog.text("noTable")
        }
    }
}
