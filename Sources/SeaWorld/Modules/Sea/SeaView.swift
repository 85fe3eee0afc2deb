import Viper

@MainActor final class SeaView: ViperView<SeaViewModel, any SeaViewOutput>, ModuleView {
    /// Built when the presenter shows something new, not on every read: the REPL and the
    /// navigator ask for the screen several times per command.
    private var screen = Screen(id: SeaView.screenID, title: "", elements: [])

    static let screenID = "seaworld.sea"
    static let glyphs: [Species: String] = [.penguin: "🐧", .orca: "🐋"]
    /// A double-width dot, so every cell is one character two columns wide, like the glyphs.
    static let water = "・"
    private static let waterColor = Color(red: 70, green: 110, blue: 160)

    override func viewModelDidChange() {
        screen = Screen(id: Self.screenID, title: viewModel.title, elements: [
            Element(id: "status", kind: .label(Label(viewModel.status, tone: .secondary))),
            Element(id: "sea", kind: .canvas(sea(viewModel))),
            Element(id: "restart", kind: .button(Button(viewModel.restartTitle, role: .primary))),
        ])
    }

    func makeScreen() -> Screen {
        screen
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
        var cells = [[Span]](repeating: [Span](repeating: Span(Self.water, foreground: Self.waterColor), count: snapshot.columns), count: snapshot.rows)
        for organism in snapshot.organisms {
            cells[organism.row][organism.column] = Span(Self.glyphs[organism.species] ?? "?")
        }
        return Canvas(
            title: viewModel.seaTitle,
            lines: cells.map { StyledLine(merged($0)) },
            model: model(of: snapshot),
            isTappable: true
        )
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

    private func model(of snapshot: SeaSnapshot) -> JSONValue {
        .object([
            ("rows", .number(Double(snapshot.rows))),
            ("columns", .number(Double(snapshot.columns))),
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
