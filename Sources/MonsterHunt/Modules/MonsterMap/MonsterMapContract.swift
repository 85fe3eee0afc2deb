import Viper

@MainActor protocol MonsterMapViewOutput: ViewLifecycle {
    func didSelectMonster(id: Int)
    func didTapTeam()
}

@MainActor protocol MonsterMapInteractorInput: AnyObject {
    /// Makes the monsters if there are none yet, and starts following the device.
    func start()
    func refresh()
    func select(monsterID: Int) -> MonsterSelection
    /// A monster the user went to catch and left alone comes back to the map.
    func release(_ monster: Monster)
}

@MainActor protocol MonsterMapInteractorOutput: AnyObject {
    func didUpdate(_ sight: MonsterSight)
    func permissionWasRevoked()
}

@MainActor protocol MonsterMapRouterInput: AnyObject {
    func openCatch(_ monster: Monster, output: any CatchModuleOutput)
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
        let glyph: Character
        let label: String
        let east: Double
        let north: Double
        let position: Coordinate
        let metres: Int
        let isCatchable: Bool
        let picture: Bitmap
    }

    var title = ""
    var status = ""
    var mapTitle = ""
    var user = SimulatedDevice.defaultPosition
    var markers: [Marker] = []
    var zoomInTitle = ""
    var zoomOutTitle = ""
    var centreTitle = ""
    var teamTitle = ""
}
