import Viper

@MainActor final class MonsterMapPresenter: ViperPresenter<MonsterMapViewModel>, MonsterMapViewOutput, MonsterMapInteractorOutput, CatchModuleOutput {
    private let interactor: any MonsterMapInteractorInput
    private let router: any MonsterMapRouterInput
    private let localization: Localization

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
        case .catchable(let monster): router.openCatch(monster, output: self)
        case .tooFar(let metres): router.showTooFar(metres: metres)
        case .gone: interactor.refresh()
        }
    }

    func didTapTeam() {
        router.openTeam()
    }

    func didUpdate(_ sight: MonsterSight) {
        let strings = HuntStrings.self
        view?.show(MonsterMapViewModel(
            title: localization(strings.mapTitle),
            status: localization(strings.mapStatus(nearby: sight.sightings.count, position: sight.user.description)),
            mapTitle: localization(strings.mapCanvasTitle),
            user: sight.user,
            markers: sight.sightings.map { sighting in
                let offset = Geodesy.offset(of: sighting.monster.position, from: sight.user)
                let catchable = sighting.metres <= Int(HuntRules.catchRadius)
                return .init(
                    id: sighting.monster.id, glyph: sighting.monster.kind.glyph,
                    label: localization(strings.sighting(name: sighting.monster.name, metres: sighting.metres, catchable: catchable)),
                    east: offset.east, north: offset.north, position: sighting.monster.position,
                    metres: sighting.metres, isCatchable: catchable, picture: sighting.monster.kind.picture
                )
            },
            zoomInTitle: localization(strings.zoomIn),
            zoomOutTitle: localization(strings.zoomOut),
            centreTitle: localization(strings.centre),
            teamTitle: localization(strings.myTeam)
        ))
    }

    func permissionWasRevoked() {
        router.openStartScreen()
    }

    func catchDidEnd(_ monster: Monster, caught: Bool, fled: Bool) {
        if !caught && !fled { interactor.release(monster) }
    }
}
