import EventMapAPI
import Viper
import ViperLocation

@MainActor final class EventsMapView: ViperView<EventsMapViewModel, any EventsMapViewOutput>, ModuleView {
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
        let map = self.map
        let grid = map.grid(columns: room.columns, rows: room.rows)
        let camera = viewModel.camera
        let (canvas, clusters) = map.draw(
            columns: room.columns, rows: room.rows, clusterLabel: { viewModel.eventsHere($0.count) },
            numbers: { listNumbers($0, on: map) })
        let rows = listRows(clusters, on: map)
        return Screen(
            id: "eventmap.map", title: viewModel.title,
            elements: [
                top,
                Element(
                    id: "status", kind: .label(Label(viewModel.status(clusters.reduce(0) { $0 + $1.count }), tone: viewModel.isOffline ? .warning : .secondary))
                ),
                Element(
                    id: "mapArea",
                    kind: .region(
                        Region(
                            height: .fill(minimum: Self.smallestMap, share: 2),
                            children: [
                                Element(id: "map", kind: .canvas(canvas))
                            ]))),
                Element(id: "hint", kind: .label(Label(viewModel.hint, tone: .secondary))),
                Element(
                    id: "events",
                    kind: .table(Table(rows: rows, height: .fill(minimum: 2), emptyText: viewModel.emptyText.isEmpty ? nil : viewModel.emptyText))),
                Element(
                    id: "controls",
                    kind: .group(
                        Group(
                            axis: .horizontal, placement: .actionBar,
                            children: [
                                Element(
                                    id: "zoomIn", kind: .button(Button(viewModel.zoomInTitle)),
                                    isEnabled: camera.canZoomIn(columns: grid.columns, rows: grid.rows)),
                                Element(
                                    id: "zoomOut", kind: .button(Button(viewModel.zoomOutTitle)),
                                    isEnabled: camera.canZoomOut(columns: grid.columns, rows: grid.rows)),
                                Element(id: "north", kind: .button(Button(viewModel.northTitle))),
                                Element(id: "south", kind: .button(Button(viewModel.southTitle))),
                                Element(id: "filter", kind: .button(Button(viewModel.filterTitle, role: .primary))),
                            ]))),
                Element(id: "problem", kind: .label(Label(viewModel.problem ?? "", tone: .danger)), isVisible: viewModel.problem != nil),
            ])
    }

    private var top: Element {
        Element(
            id: "top",
            kind: .group(
                Group(
                    axis: .horizontal, alignment: .trailing,
                    children: [
                        Element(id: "profile", kind: .button(Button(viewModel.profileTitle)))
                    ])))
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .tap("events", let id?), .tap("map", let id?):
            let room = room(of: "mapArea")
            if let cell = MapCluster.cell(id: id), let centre = map.coordinate(column: cell.column, row: cell.row, columns: room.columns, rows: room.rows) {
                output.didTapCluster(at: centre)
                return
            }
            guard let id = Int(id) else { throw EventRejection(EventMapStrings.noEvent(id)) }
            output.didSelectEvent(id: id)
        case .tap("profile", nil): output.didTapProfile()
        case .tap("zoomIn", nil): move(.zoomIn)
        case .tap("zoomOut", nil): move(.zoomOut)
        case .tap("north", nil): move(.pan(.north))
        case .tap("south", nil): move(.pan(.south))
        case .tap("filter", nil): output.didTapFilter()
        case .swipe(.left): move(.pan(.east))
        case .swipe(.right): move(.pan(.west))
        case .longPress("map", nil, let point?):
            try longPress(at: point)
        case .longPress("map", _, nil):
            throw EventRejection(EventMapStrings.longPressNeedsPoint)
        default:
            throw EventRejection(EventMapStrings.mapTakes)
        }
    }

    private func move(_ move: MapMove) {
        let room = room(of: "mapArea")
        let grid = map.grid(columns: room.columns, rows: room.rows)
        output.didMove(move, columns: grid.columns, rows: grid.rows)
    }

    /// The cells the map has now: loads fetch only what it can show.
    override func roomDidChange() {
        let room = room(of: "mapArea")
        output.didChangeSight(MapSight(columns: room.columns, rows: room.rows))
    }

    private func longPress(at point: CanvasPoint) throws(EventRejection) {
        let room = room(of: "mapArea")
        let map = self.map
        let grid = map.grid(columns: room.columns, rows: room.rows)
        guard let coordinate = map.coordinate(at: point, columns: room.columns, rows: room.rows),
            map.viewport.cell(of: coordinate, columns: grid.columns, rows: grid.rows) != nil
        else {
            let bounds = map.viewport.bounds(columns: grid.columns, rows: grid.rows)
            let point = "\(Self.format(point.first)),\(Self.format(point.second))"
            let cells = "0…\(grid.columns - 1) × 0…\(grid.rows - 1)"
            let latitudes = "\(Self.format(bounds.south))…\(Self.format(bounds.north))"
            let longitudes = "\(Self.format(bounds.west))…\(Self.format(bounds.east))"
            throw EventRejection(EventMapStrings.outsideVisibleArea(point: point, cells: cells, latitudes: latitudes, longitudes: longitudes))
        }
        output.didLongPress(at: coordinate)
    }

    private static func format(_ degrees: Double) -> String {
        let scaled = (degrees * 100_000).rounded() / 100_000
        return String(describing: scaled)
    }

    /// The map of the view model, seen through its camera.
    private var map: MapCanvas {
        let room = room(of: "mapArea")
        return MapCanvas(
            title: viewModel.mapTitle, camera: viewModel.camera, columns: room.columns, rows: room.rows,
            markers: viewModel.markers.map { marker in
                MapMarker(
                    id: String(marker.id), kind: MapMarker.Kind(glyph: marker.glyph, name: marker.typeName, color: Self.colors[marker.type]),
                    label: "\(marker.title) · \(marker.typeName)", position: marker.position)
            },
            legend: viewModel.legend
        )
    }

    /// Each cluster's number in the list under the map, which is the map's list: the number of
    /// its line; nil for one scrolled out of the list, and at the closest zoom for a cluster,
    /// whose events the list names one by one.
    private func listNumbers(_ clusters: [MapCluster], on map: MapCanvas) -> [Int?] {
        let rows = listRows(clusters, on: map)
        let first = top.targetCount + 1
        var numberOfRow: [String: Int] = [:]
        for (offset, row) in rows.enumerated() { numberOfRow[row.id] = first + offset }
        return clusters.map { numberOfRow[$0.id] }
    }

    /// A row for each marker on the map, a cluster's naming its count; at the closest zoom,
    /// where zooming in cannot part a cluster, a row for each event in it.
    private func listRows(_ clusters: [MapCluster], on map: MapCanvas) -> [Table.Row] {
        let room = room(of: "mapArea")
        let grid = map.grid(columns: room.columns, rows: room.rows)
        guard viewModel.camera.canZoomIn(columns: grid.columns, rows: grid.rows) else {
            return map.shown(viewModel.markers, columns: room.columns, rows: room.rows, position: \.position).map(row)
        }
        return clusters.map { cluster in
            let first = viewModel.markers[cluster.firstIndex]
            guard cluster.count > 1 else { return row(first) }
            let eventsHere = viewModel.eventsHere(cluster.count)
            return Table.Row(
                id: cluster.id, cells: ["\(first.glyph) \(eventsHere)", "", "", ""], label: eventsHere,
                accessory: .disclosure, color: Self.colors[first.type])
        }
    }

    private func row(_ marker: EventsMapViewModel.Marker) -> Table.Row {
        Table.Row(
            id: String(marker.id), cells: ["\(marker.glyph) \(marker.title)", viewModel.when.short(marker.time), marker.typeName, marker.ageText],
            label: marker.title,
            accessory: .disclosure, color: Self.colors[marker.type], yieldingCell: 0)
    }
}
