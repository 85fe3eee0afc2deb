import Viper
import ViperLocation

@MainActor final class MonsterMapPresenter: ViperPresenter<MonsterMapViewModel>, MonsterMapViewOutput, MonsterMapInteractorOutput {
    private let interactor: any MonsterMapInteractorInput
    private let router: any MonsterMapRouterInput
    private let localization: Localization
    /// Where the map looks, as the user zoomed and panned it.
    private var camera = MapCamera.hunt(following: SimulatedDevice.defaultPosition)
    private static let near = Color(red: 235, green: 80, blue: 80)
    private static let far = Color(red: 235, green: 190, blue: 60)

    init(interactor: any MonsterMapInteractorInput, router: any MonsterMapRouterInput, localization: Localization) {
        self.interactor = interactor
        self.router = router
        self.localization = localization
    }

    override func viewDidLoad() {
        interactor.start()
    }

    override func viewWillAppear() {
        interactor.refresh()
    }

    func didSelectMonster(id: Int) {
        switch interactor.select(monsterID: id) {
        case .catchable(let monster): router.openCatch(monster)
        case .tooFar(let metres): router.showTooFar(metres: metres)
        case .gone: interactor.refresh()
        }
    }

    func didMove(_ move: MapMove, columns: Int, rows: Int) {
        camera.apply(move, columns: columns, rows: rows)
        showCamera()
    }

    func didTapCentre() {
        camera.recentre()
        showCamera()
    }

    private func showCamera() {
        view?.update { [camera] in $0.camera = camera }
    }

    func didTapTeam() {
        router.openTeam()
    }

    func didUpdate(_ sight: MonsterSight) {
        let strings = HuntStrings.self
        camera.follow(sight.user)
        let markers = sight.sightings.map { sighting -> MonsterMapViewModel.Marker in
            let catchable = sighting.metres <= Int(HuntRules.catchRadius)
            let kind = sighting.monster.kind
            return .init(
                id: sighting.monster.id,
                kind: MapMarker.Kind(glyph: String(kind.glyph), name: kind.name, color: catchable ? Self.near : Self.far),
                label: localization(strings.sighting(name: sighting.monster.name, metres: sighting.metres, catchable: catchable)),
                position: sighting.monster.position,
                metres: sighting.metres, isCatchable: catchable, picture: sighting.monster.kind.picture
            )
        }
        view?.show(
            MonsterMapViewModel(
                title: localization(strings.mapTitle),
                status: localization(strings.mapStatus(nearby: sight.sightings.count, position: sight.user.description)),
                mapTitle: localization(strings.mapCanvasTitle),
                user: sight.user,
                camera: camera,
                legend: MapLegend(localization),
                markers: markers,
                zoomInTitle: localization(strings.zoomIn),
                zoomOutTitle: localization(strings.zoomOut),
                centreTitle: localization(strings.centre),
                teamTitle: localization(strings.myTeam)
            ))
    }

    func permissionWasRevoked() {
        router.openStartScreen()
    }
}
