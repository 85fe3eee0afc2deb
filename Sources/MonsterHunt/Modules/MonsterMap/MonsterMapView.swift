import Viper
import ViperLocation

@MainActor final class MonsterMapView: ViperView<MonsterMapViewModel, any MonsterMapViewOutput>, ModuleView {
    /// Metres a column stands for, once the user zooms; until then the whole sight fits.
    private var zoomedScale: Double?
    /// Metres east and north of the user at the centre of the map.
    private var pan = (east: 0.0, north: 0.0)

    /// Each zoom step changes the scale by 25%.
    static let zoomFactor = 1.25
    static let scales = 2.0...200.0
    /// The fewest rows the map keeps, however many monsters are listed under it.
    static let smallestMap = 8

    /// The small picture beside each monster the map lists: stretched to its box.
    static let markerColumns = 4
    static let markerRows = 2

    func makeScreen() -> Screen {
        let room = room(of: "mapArea"), scale = self.scale
        let map = mapCanvas(metresPerColumn: scale)
        let listed = monstersInView(of: map, room: room)
        let firstNumber = status.targetCount + 1
        let numbers = Dictionary(uniqueKeysWithValues: listed.enumerated().map { (String($1.id), firstNumber + $0) })
        let (canvas, _) = map.draw(columns: room.columns, rows: room.rows, clusterLabel: { "×\($0.count)" }, numbers: { clusters in
            clusters.map { numbers[$0.first.id] }
        })
        return Screen(id: "monsterhunt.map", title: viewModel.title, elements: [
            status,
            Element(id: "mapArea", kind: .region(Region(height: .fill(minimum: Self.smallestMap, share: 2), children: [
                Element(id: "map", kind: .canvas(canvas)),
            ]))),
            Element(id: "listArea", kind: .region(Region(height: .fill(minimum: Self.markerRows + 1), scrolls: true, children: [
                Element(id: "monsters", kind: .canvas(Canvas(title: "", lines: [], items: listed.map(item)))),
            ]))),
            controls(scale: scale),
        ])
    }

    private var status: Element {
        Element(id: "status", kind: .label(Label(viewModel.status, tone: .secondary)))
    }

    private func controls(scale: Double) -> Element {
        Element(id: "controls", kind: .group(Group(axis: .horizontal, placement: .actionBar, children: [
            Element(id: "zoomIn", kind: .button(Button(viewModel.zoomInTitle)), isEnabled: scale > Self.scales.lowerBound),
            Element(id: "zoomOut", kind: .button(Button(viewModel.zoomOutTitle)), isEnabled: scale < Self.scales.upperBound),
            Element(id: "centre", kind: .button(Button(viewModel.centreTitle))),
            Element(id: "team", kind: .button(Button(viewModel.teamTitle, role: .primary))),
        ])))
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .tap("monsters", let id?):
            guard let id = Int(id) else { throw EventRejection(LocalizedText(en: "no monster \(id)", ru: "нет монстра \(id)")) }
            output.didSelectMonster(id: id)
        case .tap("zoomIn", nil): zoomedScale = max(Self.scales.lowerBound, scale / Self.zoomFactor)
        case .tap("zoomOut", nil): zoomedScale = min(Self.scales.upperBound, scale * Self.zoomFactor)
        case .tap("centre", nil): (pan, zoomedScale) = ((0, 0), nil)
        case .tap("team", nil): output.didTapTeam()
        case .swipe(.left): pan.east += Double(room(of: "mapArea").columns / 2) * scale
        case .swipe(.right): pan.east -= Double(room(of: "mapArea").columns / 2) * scale
        default: throw EventRejection(LocalizedText(en: "the map takes taps on the monsters listed under it, the zoom, centre and team buttons, and swipes", ru: "карта принимает касания монстров из списка под ней, кнопок масштаба, центра и команды и смахивания"))
        }
    }

    /// Every monster on the map now, each listed on its own even where several share a cell.
    private func monstersInView(of map: MapCanvas, room: Room) -> [MonsterMapViewModel.Marker] {
        let grid = map.grid(columns: room.columns, rows: room.rows)
        return viewModel.markers.filter { map.viewport.cell(of: $0.position, columns: grid.columns, rows: grid.rows) != nil }
    }

    private var scale: Double { zoomedScale ?? fittedScale }

    /// The scale at which the circle of sight, and a cell around it, fills the map's room (a
    /// row is two columns tall), so a narrow or short display still shows every monster in sight.
    private var fittedScale: Double {
        let room = room(of: "mapArea")
        let grid = mapCanvas(metresPerColumn: 1).grid(columns: room.columns, rows: room.rows)
        let diameter = 2 * HuntRules.visibleRadius
        let fitted = max(diameter / Double(max(1, grid.columns - 2)), diameter / Double(max(1, 2 * (grid.rows - 2))))
        return min(Self.scales.upperBound, max(Self.scales.lowerBound, fitted))
    }

    private func mapCanvas(metresPerColumn: Double) -> MapCanvas {
        let user = viewModel.user
        return MapCanvas(
            title: viewModel.mapTitle,
            viewport: MapViewport(centre: Geodesy.point(east: pan.east, north: pan.north, from: user), metresPerColumn: metresPerColumn),
            markers: viewModel.markers.map { MapMarker(id: String($0.id), kind: $0.kind, label: $0.label, position: $0.position) },
            user: user,
            rings: [HuntRules.catchRadius, HuntRules.visibleRadius],
            legend: viewModel.legend
        )
    }

    /// A listed monster with its picture; the glyph tells its line from its marker on the map.
    private func item(_ marker: MonsterMapViewModel.Marker) -> Canvas.Item {
        Canvas.Item(id: String(marker.id), label: "\(marker.kind.glyph) \(marker.label)",
                    image: ImageBox(state: .loaded(marker.picture), columns: Self.markerColumns, rows: Self.markerRows, fill: .resize, caption: marker.label))
    }
}
