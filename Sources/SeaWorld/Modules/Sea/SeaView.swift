import Viper

@MainActor final class SeaView: ViperView<SeaViewModel, any SeaViewOutput>, ModuleView {
    /// Built when the presenter shows something new or the display changes size, not on
    /// every read: the REPL and the navigator ask for the screen several times per command.
    private var screen: Screen?
    private var screenSize: DisplaySize?

    static let screenID = "seaworld.sea"
    static let glyphs: [Species: String] = [.penguin: "🐧", .orca: "🐋"]
    /// Single-width glyphs, for a sea too wide for the double-width ones.
    static let narrowGlyphs: [Species: String] = [.penguin: "p", .orca: "O"]
    /// A double-width dot, so water fills a cell the way a glyph does.
    static let water = "・"
    static let narrowWater = "·"
    private static let waterColor = Color(red: 70, green: 110, blue: 160)
    /// The rows around the sea: the box's three borders, the title bar, the sea's own name
    /// line and Restart; the status adds its lines.
    private static let chromeRows = 6

    override func viewModelDidChange() {
        screen = nil
    }

    func makeScreen() -> Screen {
        if let screen, screenSize == displaySize { return screen }
        let drawn = Screen(id: Self.screenID, title: viewModel.title, elements: [
            Element(id: "status", kind: .label(Label(viewModel.status, tone: .secondary))),
            Element(id: "sea", kind: .canvas(sea(viewModel))),
            Element(id: "restart", kind: .button(Button(viewModel.restartTitle, role: .primary))),
        ])
        screen = drawn
        screenSize = displaySize
        return drawn
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .tap("sea", nil): output.didTapSea()
        case .tap("restart", nil): output.didTapRestart()
        default: throw EventRejection("the sea only answers taps on the sea and on Restart")
        }
    }

    private func sea(_ viewModel: SeaViewModel) -> Canvas {
        let snapshot = viewModel.snapshot
        let width = displaySize.contentColumns
        let statusRows = TextWidth.wrap(viewModel.status, to: width).count
        let cell = SeaCellSize.fitting(
            gridRows: snapshot.rows,
            gridColumns: snapshot.columns,
            width: width,
            height: displaySize.rows - Self.chromeRows - statusRows
        )
        var species = [[Species?]](repeating: [Species?](repeating: nil, count: snapshot.columns), count: snapshot.rows)
        for organism in snapshot.organisms {
            species[organism.row][organism.column] = organism.species
        }
        let indent = Span(String(repeating: " ", count: max(0, (width - snapshot.columns * cell.columns) / 2)))
        let lines = species.flatMap { row in
            (0..<cell.rows).map { line in
                StyledLine(merged([indent] + row.flatMap { spans(for: line == cell.rows / 2 ? $0 : nil, in: cell) }))
            }
        }
        return Canvas(title: viewModel.seaTitle, lines: lines, model: model(of: snapshot, cell: cell), isTappable: true)
    }

    /// One line of a cell: water, or the organism's glyph centred in water.
    private func spans(for organism: Species?, in cell: SeaCellSize) -> [Span] {
        let glyphs = cell.isNarrow ? Self.narrowGlyphs : Self.glyphs
        guard let organism else { return [water(cell.columns, narrow: cell.isNarrow)] }
        let glyph = glyphs[organism] ?? "?"
        // An even offset keeps the glyph on the grid of the double-width water dots.
        let left = cell.isNarrow ? 0 : (cell.columns - 2) / 4 * 2
        let right = cell.columns - TextWidth.of(glyph) - left
        return [water(left, narrow: cell.isNarrow), Span(glyph), water(right, narrow: cell.isNarrow)]
    }

    /// Water `columns` wide, in dots of the cell's glyph width.
    private func water(_ columns: Int, narrow: Bool) -> Span {
        Span(narrow ? String(repeating: Self.narrowWater, count: columns) : String(repeating: Self.water, count: columns / 2), foreground: Self.waterColor)
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

    private func model(of snapshot: SeaSnapshot, cell: SeaCellSize) -> JSONValue {
        .object([
            ("rows", .number(Double(snapshot.rows))),
            ("columns", .number(Double(snapshot.columns))),
            ("cell", .object([
                ("columns", .number(Double(cell.columns))),
                ("rows", .number(Double(cell.rows))),
                ("glyphs", .string(cell.isNarrow ? "narrow" : "wide")),
            ])),
            ("tick", .number(Double(snapshot.tick))),
            ("penguins", .number(Double(snapshot.penguins))),
            ("orcas", .number(Double(snapshot.orcas))),
            ("organisms", .array(snapshot.organisms.map { organism in
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
            })),
        ])
    }
}
