import Viper
import ViperLocation

@MainActor protocol MonsterMapViewOutput: ViewLifecycle {
    func didSelectMonster(id: Int)
    /// A marker standing for several monsters in one cell of the map.
    func didTapCluster(monsterIDs: [Int])
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
    /// Lets the user pick one of the monsters a cluster stands for.
    func showMonsters(_ choices: MonsterChoices, choose: @escaping @MainActor (Int) -> Void)
    func openTeam()
    /// The start screen the permission calls for now.
    func openStartScreen()
}

/// The monsters of a cluster as the user picks among them: a title, a button each, and Cancel.
struct MonsterChoices: Equatable {
    struct Choice: Equatable {
        let id: Int
        let label: String
    }

    let title: String
    let choices: [Choice]
    let cancel: String
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
    var legend = MapLegend()
    var markers: [Marker] = []
    var zoomInTitle = ""
    var zoomOutTitle = ""
    var centreTitle = ""
    var teamTitle = ""
}
