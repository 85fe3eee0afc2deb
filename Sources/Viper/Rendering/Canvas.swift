/// A drawn area — a grid, a map, a board — that also carries its model for tools.
///
/// `lines` is the picture; `model` is what the JSON frame reports (the sea's organisms,
/// the map's points), so a script can check the state without parsing the picture.
public struct Canvas: Equatable, Sendable {
    /// The canvas's visible name, which a command can use to tap it.
    public var title: String
    public var lines: [StyledLine]
    public var items: [Item]
    public var model: JSONValue
    /// Whether `tap <canvas>` means something on this canvas.
    public var isTappable: Bool
    /// Whether the canvas is a window on something larger that `scroll up|down` moves.
    public var isScrollable: Bool

    public init(
        title: String, lines: [StyledLine], items: [Item] = [], model: JSONValue = .null, isTappable: Bool = false,
        isScrollable: Bool = false
    ) {
        self.title = title
        self.lines = lines
        self.items = items
        self.model = model
        self.isTappable = isTappable
        self.isScrollable = isScrollable
    }

    /// Something on the canvas the user can tap, such as a point on a map.
    public struct Item: Equatable, Sendable {
        public var id: String
        public var label: String
        /// A small picture drawn beside the label.
        public var image: ImageBox?
        public init(id: String, label: String, image: ImageBox? = nil) {
            self.id = id
            self.label = label
            self.image = image
        }
    }
}
