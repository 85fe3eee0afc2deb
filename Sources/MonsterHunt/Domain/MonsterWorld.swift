import Viper
import ViperLocation

/// The wild monsters around the user. Made when the map first opens; every five minutes on
/// the clock each leaves with probability 20% and six new ones arrive, all within 1 km of the
/// user and uniform over that disk.
@MainActor
public final class MonsterWorld {
    /// Set directly only by tests placing monsters by hand.
    public internal(set) var monsters: [Monster] = []
    /// Called after every change of the monsters.
    var onChange: (() -> Void)?

    private let random: SharedRandom
    private let clock: any AppClock
    private let userPosition: () -> Coordinate
    private var nextID = 1
    private var refreshTimer: TimerHandle?

    init(random: SharedRandom, clock: any AppClock, userPosition: @escaping () -> Coordinate) {
        self.random = random
        self.clock = clock
        self.userPosition = userPosition
    }

    public var hasStarted: Bool { refreshTimer != nil }

    /// Makes the first monsters and starts the refreshes; later calls do nothing.
    public func start() {
        guard !hasStarted else { return }
        monsters = spawn(HuntRules.initialMonsters)
        refreshTimer = clock.schedule(after: HuntRules.refreshInterval, repeating: HuntRules.refreshInterval) { [weak self] in
            self?.refresh()
        }
        onChange?()
    }

    func refresh() {
        monsters = random.draw { random in monsters.filter { _ in random.below(100) >= HuntRules.leavePercent } }
        monsters += spawn(HuntRules.arrivalsPerRefresh)
        onChange?()
    }

    /// Takes a monster off the map (it is being caught).
    func remove(_ monster: Monster) {
        monsters.removeAll { $0.id == monster.id }
        onChange?()
    }

    /// Monsters within `radius` metres of `position`, nearest first, with their distances.
    public func monsters(within radius: Double, of position: Coordinate) -> [(monster: Monster, distance: Double)] {
        monsters.map { ($0, Geodesy.distance(position, $0.position)) }
            .filter { $0.1 <= radius }
            .sorted { ($0.1, $0.0.id) < ($1.1, $1.0.id) }
    }

    private func spawn(_ count: Int) -> [Monster] {
        let center = userPosition()
        return (0..<count).map { _ in
            let (kind, position) = random.draw { random in
                (
                    MonsterKind.allCases[random.below(MonsterKind.allCases.count)],
                    Geodesy.randomPoint(around: center, within: HuntRules.spawnRadius, using: &random)
                )
            }
            defer { nextID += 1 }
            return Monster(id: nextID, kind: kind, position: position)
        }
    }
}
