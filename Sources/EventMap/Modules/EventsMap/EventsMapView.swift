import Viper

@MainActor final class EventsMapView: ViperView<EventsMapViewModel, any EventsMapViewOutput>, ModuleView {
    private var listWindow = TableWindow(height: 6)

    private static let grid = Color(red: 90, green: 100, blue: 120)
    private static let centreColor = Color(red: 80, green: 170, blue: 255)
    static let colors: [EventType: Color] = [
        .music: Color(red: 235, green: 90, blue: 160),
        .cinema: Color(red: 235, green: 190, blue: 60),
        .sport: Color(red: 90, green: 200, blue: 90),
        .theatre: Color(red: 200, green: 90, blue: 90),
        .exhibition: Color(red: 120, green: 150, blue: 255),
        .other: Color(red: 200, green: 200, blue: 200),
    ]

    func makeScreen() -> Screen {
        let viewport = viewModel.viewport
        return Screen(id: "eventmap.map", title: viewModel.title, elements: [
            Element(id: "top", kind: .group(Group(axis: .horizontal, alignment: .trailing, children: [
                Element(id: "profile", kind: .button(Button(viewModel.profileTitle))),
            ]))),
            Element(id: "status", kind: .label(Label(viewModel.status, tone: .secondary))),
            Element(id: "map", kind: .canvas(map())),
            Element(id: "hint", kind: .label(Label(viewModel.hint, tone: .secondary))),
            Element(id: "events", kind: .table(Table(rows: eventRows(), window: listWindow, emptyText: viewModel.emptyText))),
            Element(id: "controls", kind: .group(Group(axis: .horizontal, children: [
                Element(id: "zoomIn", kind: .button(Button(viewModel.zoomInTitle)), isEnabled: viewport.canZoomIn),
                Element(id: "zoomOut", kind: .button(Button(viewModel.zoomOutTitle)), isEnabled: viewport.canZoomOut),
                Element(id: "north", kind: .button(Button(viewModel.northTitle))),
                Element(id: "south", kind: .button(Button(viewModel.southTitle))),
                Element(id: "filter", kind: .button(Button(viewModel.filterTitle, role: .primary))),
            ]))),
            Element(id: "problem", kind: .label(Label(viewModel.problem ?? "", tone: .danger)), isVisible: viewModel.problem != nil),
        ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .tap("events", let row?):
            guard let id = Int(row) else { throw EventRejection("no event \(row)") }
            output.didSelectEvent(id: id)
        case .scroll("events", let motion):
            listWindow.apply(motion, to: eventRows())
        case .tap("profile", nil): output.didTapProfile()
        case .tap("zoomIn", nil): output.didMove(.zoomIn)
        case .tap("zoomOut", nil): output.didMove(.zoomOut)
        case .tap("north", nil): output.didMove(.north)
        case .tap("south", nil): output.didMove(.south)
        case .tap("filter", nil): output.didTapFilter()
        case .swipe(.left): output.didMove(.east)
        case .swipe(.right): output.didMove(.west)
        case .longPress("map", nil, let point?):
            try longPress(latitude: point.first, longitude: point.second)
        case .longPress("map", _, nil):
            throw EventRejection("long-press the map at a point: longpress map <lat> <lon>")
        default:
            throw EventRejection("the map takes taps on the events listed, profile, zoom, north, south and filter, swipes, and longpress map <lat> <lon>")
        }
    }

    private func longPress(latitude: Double, longitude: Double) throws(EventRejection) {
        let area = viewModel.viewport.area
        guard let point = Coordinate(latitude: latitude, longitude: longitude), viewModel.viewport.contains(point) else {
            throw EventRejection("\(latitude),\(longitude) is outside the visible area "
                + "(latitude \(Self.format(area.south))…\(Self.format(area.north)), longitude \(Self.format(area.west))…\(Self.format(area.east))); "
                + "move or zoom out first")
        }
        output.didLongPress(at: point)
    }

    private static func format(_ degrees: Double) -> String {
        let scaled = (degrees * 100_000).rounded() / 100_000
        return String(describing: scaled)
    }

    private func map() -> Canvas {
        let viewport = viewModel.viewport
        var cells = [[Span]](repeating: [Span](repeating: Span(" "), count: EventsMapViewport.columns), count: EventsMapViewport.rows)
        for row in stride(from: 1, to: EventsMapViewport.rows, by: 4) {
            for column in stride(from: 2, to: EventsMapViewport.columns, by: 6) {
                cells[row][column] = Span("·", foreground: Self.grid)
            }
        }
        if let centre = viewport.cell(of: viewport.centre) {
            cells[centre.row][centre.column] = Span("+", foreground: Self.centreColor)
        }
        // Drawn last to first so that the lowest id wins a shared cell, as in the list.
        for marker in viewModel.markers.reversed() {
            guard let cell = viewport.cell(of: marker.position) else { continue }
            cells[cell.row][cell.column] = Span(marker.glyph, foreground: Self.colors[marker.type])
        }
        return Canvas(title: viewModel.mapTitle, lines: cells.map { StyledLine($0) }, model: model())
    }

    private func eventRows() -> [Table.Row] {
        viewModel.markers.map { marker in
            Table.Row(id: String(marker.id), cells: ["\(marker.glyph) \(marker.title)", marker.typeName, marker.ageText],
                      accessory: .disclosure, color: Self.colors[marker.type])
        }
    }

    private func model() -> JSONValue {
        let viewport = viewModel.viewport
        let area = viewport.area
        return .object([
            ("centre", .object([("latitude", .number(viewport.centre.latitude)), ("longitude", .number(viewport.centre.longitude))])),
            ("metresPerColumn", .number(viewport.scale)),
            ("area", .object([("south", .number(area.south)), ("west", .number(area.west)),
                              ("north", .number(area.north)), ("east", .number(area.east))])),
            ("events", .array(viewModel.markers.map { marker in
                .object([
                    ("id", .number(Double(marker.id))),
                    ("title", .string(marker.title)),
                    ("latitude", .number(marker.position.latitude)),
                    ("longitude", .number(marker.position.longitude)),
                    ("type", .string(marker.type.rawValue)),
                    ("age", .number(Double(marker.age.rawValue))),
                ])
            })),
        ])
    }
}
