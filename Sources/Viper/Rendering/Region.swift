/// A part of a screen that says how much of the screen's room it needs, so the renderer shares
/// the room and no view measures rows by hand (in the spirit of Ratatui's constraints and
/// Textual's fr units).
///
///     Element(id: "map", kind: .region(Region(height: .fill(minimum: 8, share: 2), children: [map])))
///     Element(id: "list", kind: .region(Region(height: .fill(minimum: 3), scrolls: true, children: [list])))
///
/// The map keeps its rows however long the list grows; the list scrolls inside its own rows.
/// A view draws what is sized by its region (a map, a board) to `room(of:)`, which the
/// navigator works out before the view draws. A `Table` on the screen is laid out as a region
/// of its own, by its `height`, and shows the rows that fit.
public struct Region: Equatable, Sendable {
    /// How many rows a region asks for.
    public enum Height: Equatable, Sendable {
        /// As many rows as the region's elements take.
        case content
        /// Exactly this many rows.
        case fixed(Int)
        /// At least `minimum` rows, and `share` parts of the rows the rest of the screen leaves.
        case fill(minimum: Int = 1, share: Int = 1)
    }

    /// How many rows the region asks for.
    public var height: Height
    /// Whether elements taller than the region's rows show a window of their lines (`↑ 3 more`,
    /// `↓ 12 more`) that `scroll` moves, while the rest of the screen stays put.
    public var scrolls: Bool
    /// The elements of the region, in reading order.
    public var children: [Element]
    /// The first line shown when the region scrolls: the navigator's, kept while the view lives.
    package internal(set) var firstLine = 0
    /// The rows the layout gave the region at the display's size, as the navigator worked
    /// them out; nil off the navigator.
    package internal(set) var rows: Int?

    /// A region of `children` that asks for `height` rows, and scrolls on its own if `scrolls`.
    public init(height: Height, scrolls: Bool = false, children: [Element]) {
        self.height = height
        self.scrolls = scrolls
        self.children = children
    }
}

extension Element.Kind {
    var isRegion: Bool {
        if case .region = self { return true }
        return false
    }

    /// The rows it asks the screen's layout for: a region's, or a table's, which the layout
    /// sizes as a region of its own.
    var layoutHeight: Region.Height? {
        switch self {
        case .region(let region): region.height
        case .table(let table): table.height
        default: nil
        }
    }

    /// Whether the screen's layout gives it rows: a region or a table.
    var isLaidOut: Bool { layoutHeight != nil }
}
