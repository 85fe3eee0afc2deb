import Viper

@MainActor final class SeaView: ViperView<SeaViewModel, any SeaViewOutput>, ModuleView {
    static let screenID = "seaworld.sea"
    static let glyphs: [Species: String] = [.penguin: "🐧", .orca: "🐋"]
    /// Single-width glyphs, for a sea too wide for the double-width ones.
    static let narrowGlyphs: [Species: String] = [.penguin: "p", .orca: "O"]
    /// A double-width dot, so water fills a cell the way a glyph does.
    static let water = "・"
    static let narrowWater = "·"
    private static let waterColor = Color(red: 70, green: 110, blue: 160)
    /// The room of the sea's region decides how much of the sea shows.
    override func roomDidChange() {
        output.didChangeRoom(room(of: "seaArea"))
    }

    func makeScreen() -> Screen {
        let layout = self.layout
        let position = layout.isWindowed ? [Element(id: "position", kind: .label(Label(viewModel.position, tone: .secondary)))] : []
        return Screen(
            id: Self.screenID, title: viewModel.title,
            elements: [
                Element(id: "status", kind: .label(Label(viewModel.status, tone: .secondary))),
                Element(
                    id: "seaArea",
                    kind: .region(
                        Region(
                            height: .fill(minimum: 3),
                            children: position + [
                                Element(id: "sea", kind: .canvas(sea(viewModel, layout: layout)))
                            ]))),
                Element(id: "restart", kind: .button(Button(viewModel.restartTitle, role: .primary))),
            ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .tap("sea", nil): output.didTapSea()
        case .tap("restart", nil): output.didTapRestart()
        case .scroll("sea", .by(let rows)):
            moveWindow(to: (origin.row + rows, origin.column), in: layout)
        case .swipe(let direction) where layout.isWindowed:
            // Like a finger on a phone: swiping left brings in what lies to the right.
            let step = max(1, layout.visibleColumns / 2) * (direction == .left ? 1 : -1)
            moveWindow(to: (origin.row, origin.column + step), in: layout)
        default:
            throw EventRejection(viewModel.hint)
        }
    }

    /// How the sea fills the room of its region (with the window's position, when it shows one).
    private var layout: SeaLayout {
        SeaLayout(sea: viewModel.snapshot, position: viewModel.position, room: room(of: "seaArea"))
    }

    /// The sea's cell at the top left of the window shown.
    private var origin: (row: Int, column: Int) {
        (viewModel.snapshot.window.row, viewModel.snapshot.window.column)
    }

    /// Shows the part of the sea at `corner` (moved inside the sea) that `layout` has room for,
    /// asking the presenter for its organisms when it is not the part already shown.
    private func moveWindow(to corner: (row: Int, column: Int), in layout: SeaLayout) {
        let snapshot = viewModel.snapshot
        let window = layout.window(row: corner.row, column: corner.column, gridRows: snapshot.rows, gridColumns: snapshot.columns)
        guard window != snapshot.window else { return }
        output.didMoveWindow(to: window)
    }

    /// The window of the sea the view model holds, drawn in the layout's cells.
    private func sea(_ viewModel: SeaViewModel, layout: SeaLayout) -> Canvas {
        let snapshot = viewModel.snapshot
        let (window, cell) = (snapshot.window, layout.cell)
        var species = [[Species?]](repeating: [Species?](repeating: nil, count: window.columns), count: window.rows)
        for organism in snapshot.organisms {
            species[organism.row - window.row][organism.column - window.column] = organism.species
        }
        let indent = Span(String(repeating: " ", count: max(0, (room(of: "seaArea").columns - window.columns * cell.columns) / 2)))
        let lines = species.flatMap { row in
            (0..<cell.rows).map { line in
                StyledLine(merged([indent] + row.flatMap { line == cell.rows / 2 ? spans(for: $0, in: cell) : [blank(cell.columns)] }))
            }
        }
        return Canvas(
            title: viewModel.seaTitle, lines: lines, model: model(of: snapshot, layout: layout),
            isTappable: true, isScrollable: layout.isWindowed
        )
    }

    /// A cell's middle line: its organism's glyph, or one dot of water, centred in blanks, so a
    /// cell however large reads as one cell.
    private func spans(for organism: Species?, in cell: SeaCellSize) -> [Span] {
        let glyphs = cell.isNarrow ? Self.narrowGlyphs : Self.glyphs
        let mark = organism.map { Span(glyphs[$0] ?? "?") } ?? Span(cell.isNarrow ? Self.narrowWater : Self.water, foreground: Self.waterColor)
        let left = (cell.columns - TextWidth.of(mark.text)) / 2
        return [blank(left), mark, blank(cell.columns - TextWidth.of(mark.text) - left)]
    }

    private func blank(_ columns: Int) -> Span {
        Span(String(repeating: " ", count: max(0, columns)))
    }

    /// Joins neighbouring spans of the same colour, so a line is a handful of spans, not one per cell.
    private func merged(_ spans: [Span]) -> [Span] {
        var result: [Span] = []
        for span in spans {
            if let last = result.last, last.foreground == span.foreground, last.background == span.background {
                result[result.count - 1].text += span.text
            } else {
                result.append(span)
            }
        }
        return result
    }

    /// The sea's totals and the organisms on screen; a windowed sea says which window, and
    /// whether the list is the window's or (once, when asked) the whole sea's.
    private func model(of snapshot: SeaSnapshot, layout: SeaLayout) -> JSONValue {
        let cell = layout.cell
        var fields: [(String, JSONValue)] = [
            ("rows", .number(Double(snapshot.rows))),
            ("columns", .number(Double(snapshot.columns))),
            (
                "cell",
                .object([
                    ("columns", .number(Double(cell.columns))),
                    ("rows", .number(Double(cell.rows))),
                    ("glyphs", .string(cell.isNarrow ? "narrow" : "wide")),
                ])
            ),
            ("tick", .number(Double(snapshot.tick))),
            ("penguins", .number(Double(snapshot.penguins))),
            ("orcas", .number(Double(snapshot.orcas))),
        ]
        if layout.isWindowed {
            let window = snapshot.window
            fields.append(
                (
                    "window",
                    .object([
                        ("row", .number(Double(window.row))), ("column", .number(Double(window.column))),
                        ("rows", .number(Double(window.rows))), ("columns", .number(Double(window.columns))),
                    ])
                ))
        }
        fields.append(("organisms", .array(snapshot.organisms.map(Self.model(of:)))))
        return .object(fields)
    }

    private static func model(of organism: Organism) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("id", .number(Double(organism.id))),
            ("kind", .string(organism.species.rawValue)),
            ("row", .number(Double(organism.row))),
            ("column", .number(Double(organism.column))),
            ("age", .number(Double(organism.age))),
        ]
        if organism.species == .orca {
            fields.append(("hunger", .number(Double(organism.turnsSinceMeal))))
        }
        return .object(fields)
    }
}
