import Viper
import ViperLocation

@MainActor protocol MonsterMapViewOutput: ViewLifecycle {
    func didSelectMonster(id: Int)
    /// A zoom or a pan of the map, whose grid is `columns` × `rows`.
    func didMove(_ move: MapMove, columns: Int, rows: Int)
    func didTapCentre()
    func didTapTeam()
}

@MainActor protocol MonsterMapInteractorInput: AnyObject {
    /// Makes the monsters if there are none yet, and starts following the device.
    func start()
    func refresh()
    /// A catchable monster leaves the map as catching starts (spec 3.3.6.1), for good.
    func select(monsterID: Int) -> MonsterSelection
}

@MainActor protocol MonsterMapInteractorOutput: AnyObject {
    func didUpdate(_ sight: MonsterSight)
    func permissionWasRevoked()
}

@MainActor protocol MonsterMapRouterInput: AnyObject {
    func openCatch(_ monster: Monster)
    func showTooFar(metres: Int)
    func openTeam()
    /// The start screen the permission calls for now.
    func openStartScreen()
}

/// What tapping a monster leads to.
enum MonsterSelection: Equatable {
    case catchable(Monster)
    case tooFar(metres: Int)
    /// It left the map meanwhile.
    case gone
}

struct MonsterMapViewModel: ViewModel {
    struct Marker: Equatable {
        let id: Int
        let kind: MapMarker.Kind
        let label: String
        let position: Coordinate
        let metres: Int
        let isCatchable: Bool
        let picture: Bitmap
    }

    var title = ""
    var status = ""
    var mapTitle = ""
    var user = SimulatedDevice.defaultPosition
    var camera = MapCamera.hunt(following: SimulatedDevice.defaultPosition)
    var legend = MapLegend()
    var markers: [Marker] = []
    var zoomInTitle = ""
    var zoomOutTitle = ""
    var centreTitle = ""
    var teamTitle = ""
}
