import Viper
import ViperLocation

@MainActor final class EventsMapView: ViperView<EventsMapViewModel, any EventsMapViewOutput>, ModuleView {
    /// The map of the view model shown last, made once for every draw and event that needs it.
    private var map = MapCanvas(title: "", viewport: .events, markers: [], legend: MapLegend())

    static let colors: [EventType: Color] = [
        .music: Color(red: 235, green: 90, blue: 160),
        .cinema: Color(red: 235, green: 190, blue: 60),
        .sport: Color(red: 90, green: 200, blue: 90),
        .theatre: Color(red: 200, green: 90, blue: 90),
        .exhibition: Color(red: 120, green: 150, blue: 255),
        .other: Color(red: 200, green: 200, blue: 200),
    ]

    /// The fewest rows the map keeps, however many events its list has: enough for a 40×20
    /// terminal to show the map and two rows of its list whole.
    static let smallestMap = 5

    func makeScreen() -> Screen {
        let room = room(of: "mapArea")
        let (canvas, clusters) = map.draw(columns: room.columns, rows: room.rows, clusterLabel: { viewModel.eventsHere($0.count) }, numbers: listNumbers)
        let rows = listRows(clusters)
        let viewport = viewModel.viewport
        return Screen(id: "eventmap.map", title: viewModel.title, elements: [
            top,
            Element(id: "status", kind: .label(Label(viewModel.status(clusters.reduce(0) { $0 + $1.count }), tone: viewModel.isOffline ? .warning : .secondary))),
            Element(id: "mapArea", kind: .region(Region(height: .fill(minimum: Self.smallestMap, share: 2), children: [
                Element(id: "map", kind: .canvas(canvas)),
            ]))),
            Element(id: "hint", kind: .label(Label(viewModel.hint, tone: .secondary))),
            Element(id: "listArea", kind: .region(Region(height: .fill(minimum: 2), scrolls: true, children: [
                Element(id: "events", kind: .table(Table(rows: rows, window: TableWindow(height: max(1, rows.count)),
                                                         emptyText: viewModel.emptyText.isEmpty ? nil : viewModel.emptyText))),
            ]))),
            Element(id: "controls", kind: .group(Group(axis: .horizontal, placement: .actionBar, children: [
                Element(id: "zoomIn", kind: .button(Button(viewModel.zoomInTitle)), isEnabled: viewport.canZoomIn),
                Element(id: "zoomOut", kind: .button(Button(viewModel.zoomOutTitle)), isEnabled: viewport.canZoomOut),
                Element(id: "north", kind: .button(Button(viewModel.northTitle))),
                Element(id: "south", kind: .button(Button(viewModel.southTitle))),
                Element(id: "filter", kind: .button(Button(viewModel.filterTitle, role: .primary))),
            ]))),
            Element(id: "problem", kind: .label(Label(viewModel.problem ?? "", tone: .danger)), isVisible: viewModel.problem != nil),
        ])
    }

    private var top: Element {
        Element(id: "top", kind: .group(Group(axis: .horizontal, alignment: .trailing, children: [
            Element(id: "profile", kind: .button(Button(viewModel.profileTitle))),
        ])))
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        let room = room(of: "mapArea"), scale = viewModel.viewport.metresPerColumn
        let grid = map.grid(columns: room.columns, rows: room.rows)
        switch event {
        case .tap("events", let id?), .tap("map", let id?):
            if let cell = MapCluster.cell(id: id), let centre = map.coordinate(column: cell.column, row: cell.row, columns: room.columns, rows: room.rows) {
                output.didTapCluster(at: centre)
                return
            }
            guard let id = Int(id) else { throw EventRejection(LocalizedText(en: "no event \(id)", ru: "нет события \(id)")) }
            output.didSelectEvent(id: id)
        case .tap("profile", nil): output.didTapProfile()
        case .tap("zoomIn", nil): output.didMove(.zoomIn)
        case .tap("zoomOut", nil): output.didMove(.zoomOut)
        case .tap("north", nil): output.didMove(.pan(east: 0, north: Double(grid.rows / 2) * 2 * scale))
        case .tap("south", nil): output.didMove(.pan(east: 0, north: -Double(grid.rows / 2) * 2 * scale))
        case .tap("filter", nil): output.didTapFilter()
        case .swipe(.left): output.didMove(.pan(east: Double(grid.columns / 2) * scale, north: 0))
        case .swipe(.right): output.didMove(.pan(east: -Double(grid.columns / 2) * scale, north: 0))
        case .longPress("map", nil, let point?):
            try longPress(at: point)
        case .longPress("map", _, nil):
            throw EventRejection(LocalizedText(en: "long-press the map at a cell or a point: longpress map <x> <y> | <lat> <lon>", ru: "нажмите на карту долго, в клетке или точке: longpress map <x> <y> | <широта> <долгота>"))
        default:
            throw EventRejection(LocalizedText(en: "the map takes taps on the events and clusters (on the map or listed), profile, zoom, north, south and filter, swipes, and longpress map <x> <y> | <lat> <lon>", ru: "карта принимает касания событий и групп (на карте или в списке), профиля, масштаба, севера, юга и фильтра, смахивания и longpress map <x> <y> | <широта> <долгота>"))
        }
    }

    /// The cells the map has now: loads fetch only what it can show.
    override func roomDidChange() {
        let room = room(of: "mapArea")
        output.didChangeSight(MapSight(columns: room.columns, rows: room.rows))
    }

    private func longPress(at point: CanvasPoint) throws(EventRejection) {
        let room = room(of: "mapArea")
        let grid = map.grid(columns: room.columns, rows: room.rows)
        guard let coordinate = map.coordinate(at: point, columns: room.columns, rows: room.rows),
              viewModel.viewport.cell(of: coordinate, columns: grid.columns, rows: grid.rows) != nil else {
            let bounds = viewModel.viewport.bounds(columns: grid.columns, rows: grid.rows)
            let point = "\(Self.format(point.first)),\(Self.format(point.second))"
            let cells = "0…\(grid.columns - 1) × 0…\(grid.rows - 1)"
            let latitudes = "\(Self.format(bounds.south))…\(Self.format(bounds.north))", longitudes = "\(Self.format(bounds.west))…\(Self.format(bounds.east))"
            throw EventRejection(LocalizedText(
                en: "\(point) is outside the visible area (cells \(cells), latitude \(latitudes), longitude \(longitudes)); move or zoom out first",
                ru: "\(point) вне видимой области (клетки \(cells), широта \(latitudes), долгота \(longitudes)); сдвиньте карту или отдалите её"
            ))
        }
        output.didLongPress(at: coordinate)
    }

    private static func format(_ degrees: Double) -> String {
        let scaled = (degrees * 100_000).rounded() / 100_000
        return String(describing: scaled)
    }

    override func viewModelDidChange() {
        map = makeMap()
    }

    private func makeMap() -> MapCanvas {
        MapCanvas(
            title: viewModel.mapTitle,
            viewport: viewModel.viewport,
            markers: viewModel.markers.map { marker in
                MapMarker(id: String(marker.id), kind: MapMarker.Kind(glyph: marker.glyph, name: marker.typeName, color: Self.colors[marker.type]),
                          label: "\(marker.title) · \(marker.typeName)", position: marker.position)
            },
            legend: viewModel.legend
        )
    }

    /// A row for each marker on the map, a cluster's naming its count; at the closest zoom,
    /// where zooming in cannot part a cluster, a row for each event in it.
    /// Each cluster's number in the list under the map, which is the map's list: the number of
    /// its line; nil for one scrolled out of the list, and at the closest zoom for a cluster,
    /// whose events the list names one by one.
    private func listNumbers(_ clusters: [MapCluster]) -> [Int?] {
        let rows = listRows(clusters)
        let first = top.targetCount + 1
        var numberOfRow: [String: Int] = [:]
        for (offset, row) in rows.enumerated() { numberOfRow[row.id] = first + offset }
        return clusters.map { numberOfRow[$0.id] }
    }

    private func listRows(_ clusters: [MapCluster]) -> [Table.Row] {
        guard viewModel.viewport.canZoomIn else {
            let room = room(of: "mapArea")
            let grid = map.grid(columns: room.columns, rows: room.rows)
            return viewModel.markers.filter { map.viewport.cell(of: $0.position, columns: grid.columns, rows: grid.rows) != nil }.map(row)
        }
        return clusters.map { cluster in
            let first = viewModel.markers[cluster.firstIndex]
            guard cluster.count > 1 else { return row(first) }
            return Table.Row(id: cluster.id, cells: ["\(first.glyph) \(viewModel.eventsHere(cluster.count))", "", ""],
                             accessory: .disclosure, color: Self.colors[first.type])
        }
    }

    private func row(_ marker: EventsMapViewModel.Marker) -> Table.Row {
        Table.Row(id: String(marker.id), cells: ["\(marker.glyph) \(marker.title)", marker.typeName, marker.ageText],
                  accessory: .disclosure, color: Self.colors[marker.type])
    }
}
