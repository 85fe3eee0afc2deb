import Viper
import ViperLocation

@MainActor final class MonsterMapInteractor: ViperInteractor<any MonsterMapInteractorOutput>, MonsterMapInteractorInput {
    private let device: SimulatedDevice
    private let world: MonsterWorld
    private var observation: DeviceObservation?
    private let follower = PermissionFollower()

    init(device: SimulatedDevice, world: MonsterWorld) {
        self.device = device
        self.world = world
    }

    func start() {
        world.onChange = { [weak self] in self?.refresh() }
        observation = device.observe { [weak self] change in
            if case .position = change { self?.refresh() }
        }
        follower.follow(device, on: .map) { [weak self] in self?.output?.permissionWasRevoked() }
        world.start()
        refresh()
    }

    func refresh() {
        output?.didUpdate(sight())
    }

    func select(monsterID: Int) -> MonsterSelection {
        guard let monster = world.monsters.first(where: { $0.id == monsterID }) else { return .gone }
        let metres = Self.wholeMetres(device.position, monster.position)
        guard metres <= Int(HuntRules.catchRadius) else { return .tooFar(metres: metres) }
        world.remove(monster)
        return .catchable(monster)
    }

    /// Distances are compared in whole metres, so "within 100 m" and the "too far – n metres"
    /// alert always agree.
    static func wholeMetres(_ a: Coordinate, _ b: Coordinate) -> Int {
        Int(Geodesy.distance(a, b).rounded())
    }

    private func sight() -> MonsterSight {
        let user = device.position
        let sightings = world.monsters
            .map { MonsterSight.Sighting(monster: $0, metres: Self.wholeMetres(user, $0.position)) }
            .filter { $0.metres <= Int(HuntRules.visibleRadius) }
            .sorted { ($0.metres, $0.monster.id) < ($1.metres, $1.monster.id) }
        return MonsterSight(user: user, sightings: sightings)
    }
}
