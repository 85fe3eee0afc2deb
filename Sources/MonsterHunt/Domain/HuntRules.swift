/// The numbers of the game, from the spec.
public enum HuntRules {
    /// Monsters made when the map first opens.
    public static let initialMonsters = 30
    /// How far from the user monsters appear, in metres.
    public static let spawnRadius = 1_000.0
    /// The map shows monsters this close, in metres.
    public static let visibleRadius = 300.0
    /// A monster this close can be caught, in metres.
    public static let catchRadius = 100.0
    /// How often the wild changes.
    public static let refreshInterval: Duration = .seconds(5 * 60)
    /// Chance, in percent, that a monster leaves at a refresh.
    public static let leavePercent = 20
    /// Monsters added at each refresh.
    public static let arrivalsPerRefresh = 6
    /// Chance, in percent, that a try catches the monster.
    public static let catchPercent = 20
    /// Chance, in percent, that a monster not caught runs away.
    public static let fleePercent = 30
    public static let levels = 5...20
}
