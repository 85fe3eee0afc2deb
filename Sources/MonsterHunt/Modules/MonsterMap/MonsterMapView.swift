import Viper

@MainActor final class MonsterMapView: ViperView<MonsterMapViewModel, any MonsterMapViewOutput>, ModuleView {
    private var viewport = MapViewport()
    private var listWindow = TableWindow(height: 5)

    /// The sightings list's small picture of each monster: stretched to its box.
    static let markerColumns = 4
    static let markerRows = 2

    private static let userGlyph = "◉"
    private static let reach = Color(red: 90, green: 150, blue: 90)
    private static let sight = Color(red: 70, green: 90, blue: 130)
    private static let near = Color(red: 235, green: 80, blue: 80)
    private static let far = Color(red: 235, green: 190, blue: 60)

    func makeScreen() -> Screen {
        Screen(id: "monsterhunt.map", title: viewModel.title, elements: [
            Element(id: "status", kind: .label(Label(viewModel.status, tone: .secondary))),
            Element(id: "map", kind: .canvas(map())),
            Element(id: "monsters", kind: .table(Table(rows: sightingRows(), window: listWindow))),
            Element(id: "controls", kind: .group(Group(axis: .horizontal, children: [
                Element(id: "zoomIn", kind: .button(Button(viewModel.zoomInTitle)), isEnabled: viewport.scale > MapViewport.scales.lowerBound),
                Element(id: "zoomOut", kind: .button(Button(viewModel.zoomOutTitle)), isEnabled: viewport.scale < MapViewport.scales.upperBound),
                Element(id: "centre", kind: .button(Button(viewModel.centreTitle))),
                Element(id: "team", kind: .button(Button(viewModel.teamTitle, role: .primary))),
            ]))),
        ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .tap("monsters", let row?):
            guard let id = Int(row) else { throw EventRejection("no monster \(row)") }
            output.didSelectMonster(id: id)
        case .scroll("monsters", let motion):
            listWindow.apply(motion, to: sightingRows())
        case .tap("zoomIn", nil): viewport.zoomIn()
        case .tap("zoomOut", nil): viewport.zoomOut()
        case .tap("centre", nil): viewport.centre()
        case .tap("team", nil): output.didTapTeam()
        case .swipe(.left): viewport.pan(halfWidths: 1)
        case .swipe(.right): viewport.pan(halfWidths: -1)
        default: throw EventRejection("the map takes taps on the monsters listed, the zoom, centre and team buttons, and swipes")
        }
    }

    private func map() -> Canvas {
        var cells = [[Span]](repeating: [Span](repeating: Span(" "), count: MapViewport.columns), count: MapViewport.rows)
        for row in 0..<MapViewport.rows {
            for column in 0..<MapViewport.columns {
                let offset = viewport.offset(row: row, column: column)
                let metres = (offset.east * offset.east + offset.north * offset.north).squareRoot()
                if abs(metres - HuntRules.catchRadius) < viewport.scale / 2 {
                    cells[row][column] = Span("·", foreground: Self.reach)
                } else if abs(metres - HuntRules.visibleRadius) < viewport.scale / 2 {
                    cells[row][column] = Span("·", foreground: Self.sight)
                }
            }
        }
        if let user = viewport.cell(east: 0, north: 0) {
            cells[user.row][user.column] = Span(Self.userGlyph, foreground: Color(red: 80, green: 170, blue: 255))
        }
        for marker in viewModel.markers.reversed() {
            guard let cell = viewport.cell(east: marker.east, north: marker.north) else { continue }
            cells[cell.row][cell.column] = Span(String(marker.glyph), foreground: marker.isCatchable ? Self.near : Self.far)
        }
        return Canvas(title: viewModel.mapTitle, lines: cells.map { StyledLine($0) }, model: model())
    }

    /// The monsters in sight, nearest first, each tappable.
    private func sightingRows() -> [Table.Row] {
        viewModel.markers.map { marker in
            Table.Row(
                id: String(marker.id),
                cells: [marker.label],
                image: ImageBox(state: .loaded(marker.picture), columns: Self.markerColumns, rows: Self.markerRows, fill: .resize, caption: marker.label)
            )
        }
    }

    private func model() -> JSONValue {
        func point(_ coordinate: Coordinate) -> [(String, JSONValue)] {
            [("latitude", .number(coordinate.latitude)), ("longitude", .number(coordinate.longitude))]
        }
        return .object([
            ("user", .object(point(viewModel.user))),
            ("metresPerColumn", .number(viewport.scale)),
            ("panEast", .number(viewport.pan.east)),
            ("panNorth", .number(viewport.pan.north)),
            ("monsters", .array(viewModel.markers.map { marker in
                .object([("id", .number(Double(marker.id))), ("name", .string(marker.label))] + point(marker.position) + [
                    ("distance", .number(Double(marker.metres))),
                    ("catchable", .bool(marker.isCatchable)),
                ])
            })),
        ])
    }
}
