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
    static let smallestMap = 5

    /// The small picture beside each monster the map lists: stretched to its box.
    static let markerColumns = 4
    static let markerRows = 2

    func makeScreen() -> Screen {
        // The fitted scale is worked out from a map of its own: once a draw.
        let scale = self.scale
        var map = mapCanvas(metresPerColumn: scale).canvas(columns: displaySize.contentColumns, rows: mapRows, firstNumber: Target.count(in: [status]) + 1)
        map.items = map.items.map(withPicture)
        return Screen(id: "monsterhunt.map", title: viewModel.title, elements: [status, Element(id: "map", kind: .canvas(map)), controls(scale: scale)])
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
        case .tap("map", let id?) where MapCluster.cell(id: id) != nil:
            output.didTapCluster(monsterIDs: monsters(inCellOf: id))
        case .tap("map", let id?):
            guard let id = Int(id) else { throw EventRejection(LocalizedText(en: "no monster \(id)", ru: "нет монстра \(id)")) }
            output.didSelectMonster(id: id)
        case .tap("zoomIn", nil): zoomedScale = max(Self.scales.lowerBound, scale / Self.zoomFactor)
        case .tap("zoomOut", nil): zoomedScale = min(Self.scales.upperBound, scale * Self.zoomFactor)
        case .tap("centre", nil): (pan, zoomedScale) = ((0, 0), nil)
        case .tap("team", nil): output.didTapTeam()
        case .swipe(.left): pan.east += Double(displaySize.contentColumns / 2) * scale
        case .swipe(.right): pan.east -= Double(displaySize.contentColumns / 2) * scale
        default: throw EventRejection(LocalizedText(en: "the map takes taps on the monsters (on the map or listed), the zoom, centre and team buttons, and swipes", ru: "карта принимает касания монстров (на карте или в списке), кнопок масштаба, центра и команды и смахивания"))
        }
    }

    /// The monsters the cluster `id` stands for, in the order of the markers.
    private func monsters(inCellOf id: String) -> [Int] {
        guard let cell = MapCluster.cell(id: id) else { return [] }
        let map = mapCanvas(metresPerColumn: scale)
        let grid = map.grid(columns: displaySize.contentColumns, rows: mapRows)
        return viewModel.markers.filter { marker in
            map.viewport.cell(of: marker.position, columns: grid.columns, rows: grid.rows).map { $0 == cell } ?? false
        }.map(\.id)
    }

    /// The rows left for the map and its legend by the rest of the screen and the list of
    /// monsters under it, each beside its picture.
    private var mapRows: Int {
        let others = displaySize.lines(of: [status, controls(scale: Self.scales.lowerBound)])
        return max(Self.smallestMap, displaySize.screenRows(tabBar: false) - others - Self.markerRows * viewModel.markers.count)
    }

    private var scale: Double { zoomedScale ?? fittedScale }

    /// The scale at which the circle of sight, and a cell around it, fills the map's room (a
    /// row is two columns tall), so a narrow or short display still shows every monster in sight.
    private var fittedScale: Double {
        let grid = mapCanvas(metresPerColumn: 1).grid(columns: displaySize.contentColumns, rows: mapRows)
        let diameter = 2 * HuntRules.visibleRadius
        let fitted = max(diameter / Double(max(1, grid.columns - 2)), diameter / Double(max(1, 2 * (grid.rows - 2))))
        return min(Self.scales.upperBound, max(Self.scales.lowerBound, fitted))
    }

    private func mapCanvas(metresPerColumn: Double) -> MapCanvas {
        let user = viewModel.user
        return MapCanvas(
            title: viewModel.mapTitle,
            viewport: MapViewport(centre: Geodesy.point(east: pan.east, north: pan.north, from: user), metresPerColumn: metresPerColumn),
            // The glyph tells a marker's label from its row's in the list, so each names one target.
            markers: viewModel.markers.map { MapMarker(id: String($0.id), kind: $0.kind, label: "\($0.kind.glyph) \($0.label)", position: $0.position) },
            user: user,
            rings: [HuntRules.catchRadius, HuntRules.visibleRadius],
            legend: viewModel.legend
        )
    }

    /// A listed monster with its picture; a cluster of several has none.
    private func withPicture(_ item: Canvas.Item) -> Canvas.Item {
        guard let marker = viewModel.markers.first(where: { String($0.id) == item.id }) else { return item }
        var item = item
        item.image = ImageBox(state: .loaded(marker.picture), columns: Self.markerColumns, rows: Self.markerRows, fill: .resize, caption: marker.label)
        return item
    }
}
