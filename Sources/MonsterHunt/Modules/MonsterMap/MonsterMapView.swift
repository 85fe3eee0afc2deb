import Viper
import ViperLocation

@MainActor final class MonsterMapView: ViperView<MonsterMapViewModel, any MonsterMapViewOutput>, ModuleView {
    /// The fewest rows the map keeps, however many monsters are listed under it.
    static let smallestMap = 8

    /// The small picture beside each monster the map lists: stretched to its box.
    static let markerColumns = 4
    static let markerRows = 2

    func makeScreen() -> Screen {
        let room = room(of: "mapArea")
        let map = self.map
        let listed = map.shown(viewModel.markers, columns: room.columns, rows: room.rows, position: \.position)
        let firstNumber = status.targetCount + 1
        let numbers = Dictionary(uniqueKeysWithValues: listed.enumerated().map { (String($1.id), firstNumber + $0) })
        let (canvas, _) = map.draw(
            columns: room.columns, rows: room.rows, clusterLabel: { "×\($0.count)" },
            numbers: { clusters in
                clusters.map { numbers[$0.first.id] }
            })
        return Screen(
            id: "monsterhunt.map", title: viewModel.title,
            elements: [
                status,
                Element(
                    id: "mapArea",
                    kind: .region(
                        Region(
                            height: .fill(minimum: Self.smallestMap, share: 2),
                            children: [
                                Element(id: "map", kind: .canvas(canvas))
                            ]))),
                Element(
                    id: "listArea",
                    kind: .region(
                        Region(
                            height: .fill(minimum: Self.markerRows + 1), scrolls: true,
                            children: [
                                Element(id: "monsters", kind: .canvas(Canvas(title: "", lines: [], items: listed.map(item))))
                            ]))),
                controls(grid: map.grid(columns: room.columns, rows: room.rows)),
            ])
    }

    private var status: Element {
        Element(id: "status", kind: .label(Label(viewModel.status, tone: .secondary)))
    }

    private func controls(grid: (columns: Int, rows: Int)) -> Element {
        let camera = viewModel.camera
        return Element(
            id: "controls",
            kind: .group(
                Group(
                    axis: .horizontal, placement: .actionBar,
                    children: [
                        Element(
                            id: "zoomIn", kind: .button(Button(viewModel.zoomInTitle)), isEnabled: camera.canZoomIn(columns: grid.columns, rows: grid.rows)),
                        Element(
                            id: "zoomOut", kind: .button(Button(viewModel.zoomOutTitle)), isEnabled: camera.canZoomOut(columns: grid.columns, rows: grid.rows)),
                        Element(id: "centre", kind: .button(Button(viewModel.centreTitle))),
                        Element(id: "team", kind: .button(Button(viewModel.teamTitle, role: .primary))),
                    ])))
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .tap("monsters", let id?):
            guard let id = Int(id) else { throw EventRejection(HuntStrings.noMonster(id)) }
            output.didSelectMonster(id: id)
        case .tap("zoomIn", nil): move(.zoomIn)
        case .tap("zoomOut", nil): move(.zoomOut)
        case .tap("centre", nil): output.didTapCentre()
        case .tap("team", nil): output.didTapTeam()
        case .swipe(.left): move(.pan(.east))
        case .swipe(.right): move(.pan(.west))
        default: throw EventRejection(HuntStrings.mapTakes)
        }
    }

    private func move(_ move: MapMove) {
        let room = room(of: "mapArea")
        let grid = map.grid(columns: room.columns, rows: room.rows)
        output.didMove(move, columns: grid.columns, rows: grid.rows)
    }

    /// The map of the view model, seen through its camera on the grid the map's room leaves.
    private var map: MapCanvas {
        let room = room(of: "mapArea")
        let user = viewModel.user
        return MapCanvas(
            title: viewModel.mapTitle, camera: viewModel.camera, columns: room.columns, rows: room.rows,
            markers: viewModel.markers.map { MapMarker(id: String($0.id), kind: $0.kind, label: $0.label, position: $0.position) },
            user: user,
            rings: [HuntRules.catchRadius, HuntRules.visibleRadius],
            legend: viewModel.legend
        )
    }

    /// A listed monster with its picture; the glyph tells its line from its marker on the map.
    private func item(_ marker: MonsterMapViewModel.Marker) -> Canvas.Item {
        Canvas.Item(
            id: String(marker.id), label: "\(marker.kind.glyph) \(marker.label)",
            image: ImageBox(state: .loaded(marker.picture), columns: Self.markerColumns, rows: Self.markerRows, fill: .resize, caption: marker.label))
    }
}
