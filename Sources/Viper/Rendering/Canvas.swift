/// A drawn area — a grid, a map, a board — that also carries its model for tools.
///
/// `lines` is the picture; `model` is what the JSON frame reports (the sea's organisms,
/// the map's points), so a script can check the state without parsing the picture.
public struct Canvas: Equatable, Sendable {
    /// The canvas's visible name, which a command can use to tap it.
    public var title: String
    /// The picture, a line a row.
    public var lines: [StyledLine]
    /// What on the canvas the user can tap, numbered after the screen's other targets.
    public var items: [Item]
    /// What the canvas shows, as data: what the JSON frame reports.
    public var model: JSONValue
    /// Whether `tap <canvas>` means something on this canvas.
    public var isTappable: Bool
    /// Whether the canvas is a window on something larger that `scroll up|down` moves.
    public var isScrollable: Bool

    /// A canvas drawing `lines`, reporting `model`.
    ///
    /// - Parameters:
    ///   - title: Its visible name.
    ///   - lines: The picture, a line a row.
    ///   - items: What on it the user can tap.
    ///   - model: What it shows, as data, for the JSON frame.
    ///   - isTappable: Whether `tap <canvas>` means something.
    ///   - isScrollable: Whether `scroll up|down` moves it over something larger.
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
        /// The item's stable id.
        public var id: String
        /// What the item is called; `tap <label>` names it, as its number does.
        public var label: String
        /// A small picture drawn beside the label.
        public var image: ImageBox?
        /// An item named `label`.
        public init(id: String, label: String, image: ImageBox? = nil) {
            self.id = id
            self.label = label
            self.image = image
        }
    }
}
