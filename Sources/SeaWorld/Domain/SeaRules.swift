/// The numbers of the Sea World rules.
public enum SeaRules {
    public static let defaultRows = 15
    public static let defaultColumns = 10

    /// A penguin tries to breed on every 3rd turn of its life.
    public static let penguinBreedingInterval = 3
    /// An orca tries to breed on every 8th turn of its life.
    public static let orcaBreedingInterval = 8
    /// An orca dies after this many turns in a row without eating.
    public static let orcaStarvationTurns = 3

    /// ⌊50%⌋ of the cells start with a penguin.
    public static func initialPenguins(cellCount: Int) -> Int { cellCount / 2 }
    /// ⌊5%⌋ of the cells start with an orca.
    public static func initialOrcas(cellCount: Int) -> Int { cellCount / 20 }

    /// The 8 neighbour directions as (Δrow, Δcolumn), in the fixed order that every random
    /// choice indexes (`below(8)` for a move, the k-th entry of a filtered list otherwise):
    /// 0 N(−1,0), 1 NE(−1,+1), 2 E(0,+1), 3 SE(+1,+1), 4 S(+1,0), 5 SW(+1,−1), 6 W(0,−1), 7 NW(−1,−1).
    public static let directions: [(row: Int, column: Int)] = [
        (-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1),
    ]
}
