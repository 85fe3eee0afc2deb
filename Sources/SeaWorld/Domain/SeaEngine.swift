import Viper

/// The Sea World simulation: a grid of penguins and orcas advanced one tick at a time.
/// Every random choice goes through `RandomSource.below(_:)`, so a seed replays a whole run.
public struct SeaEngine: Sendable, Equatable {
    public let rows: Int
    public let columns: Int
    /// Ticks run so far.
    public private(set) var tickCount = 0
    public var penguinCount: Int { census.penguins }
    public var orcaCount: Int { census.orcas }
    private var census = Census()
    /// `(rows + 2) × (columns + 2)` cells, row-major, framed by a ring of `.wall` cells so that
    /// every cell of the sea has 8 readable neighbours and the hot loop needs no bounds checks.
    private var cells: [Cell]

    /// An empty sea.
    public init(rows: Int, columns: Int) {
        precondition(rows >= 0 && columns >= 0, "a sea cannot have negative size")
        self.rows = rows
        self.columns = columns
        let width = columns + 2
        cells = Array(repeating: Cell(), count: (rows + 2) * width)
        for index in cells.indices {
            let row = index / width
            let column = index % width
            if row == 0 || row == rows + 1 || column == 0 || column == columns + 1 {
                cells[index].kind = .wall
            }
        }
    }

    /// A sea with ⌊50%⌋ of its cells holding penguins and ⌊5%⌋ orcas, on distinct cells drawn by
    /// a partial Fisher–Yates shuffle of the row-major cell indices: penguins first, then orcas.
    public static func populated<R: RandomSource>(rows: Int, columns: Int, using random: inout R) -> SeaEngine {
        var sea = SeaEngine(rows: rows, columns: columns)
        let cellCount = rows * columns
        let penguins = SeaRules.initialPenguins(cellCount: cellCount)
        let orcas = SeaRules.initialOrcas(cellCount: cellCount)
        var order = Array(0..<cellCount)
        for i in 0..<(penguins + orcas) {
            order.swapAt(i, i + random.below(cellCount - i))
            sea.place(i < penguins ? .penguin : .orca, row: order[i] / columns, column: order[i] % columns)
        }
        return sea
    }

    /// Puts a new organism on an empty cell (for hand-made seas); returns its id.
    /// It acts from the next tick on.
    @discardableResult
    public mutating func place(
        _ species: Species, row: Int, column: Int, age: Int = 0, turnsSinceMeal: Int = 0
    ) -> Int {
        let index = cellIndex(row: row, column: column)
        precondition(cells[index].kind == .empty, "cell (\(row), \(column)) is occupied")
        precondition(age >= 0 && age <= Int(Int32.max), "age out of range")
        let maxTurnsSinceMeal = species == .orca ? SeaRules.orcaStarvationTurns - 1 : 0
        precondition(
            (0...maxTurnsSinceMeal).contains(turnsSinceMeal), "a \(species) cannot have gone \(turnsSinceMeal) turns unfed"
        )
        let id = census.nextId
        cells[index] = Cell(
            id: id, age: Int32(age), kind: Cell.Kind(species), turnsSinceMeal: UInt8(turnsSinceMeal),
            stamp: Cell.stamp(forTick: tickCount)
        )
        census.recordBirth(of: cells[index].kind)
        return id
    }

    public mutating func tick<R: RandomSource>(using random: inout R) {
        advance(using: &random)
    }

    /// Same behaviour as the generic `tick(using:)`; being concrete, it hands callers in other
    /// modules an engine specialized for `SeededRandom`.
    public mutating func tick(using random: inout SeededRandom) {
        advance(using: &random)
    }

    public func organism(atRow row: Int, column: Int) -> Organism? {
        cells[cellIndex(row: row, column: column)].organism(row: row, column: column)
    }

    /// Every organism, in row-major order.
    public var organisms: [Organism] {
        organisms(in: .whole(rows: rows, columns: columns))
    }

    /// The organisms inside `window` (clamped to the sea), in row-major order: the cost
    /// follows the window, not the sea.
    public func organisms(in window: SeaWindow) -> [Organism] {
        let window = window.clamped(toRows: rows, columns: columns)
        var result: [Organism] = []
        for row in window.row..<(window.row + window.rows) {
            for column in window.column..<(window.column + window.columns) {
                if let organism = organism(atRow: row, column: column) { result.append(organism) }
            }
        }
        return result
    }

    private func cellIndex(row: Int, column: Int) -> Int {
        precondition((0..<rows).contains(row) && (0..<columns).contains(column), "(\(row), \(column)) is outside the sea")
        return (row + 1) * (columns + 2) + column + 1
    }

    private mutating func advance<R: RandomSource>(using random: inout R) {
        tickCount += 1
        let (rows, columns, stamp) = (rows, columns, Cell.stamp(forTick: tickCount))
        var census = census
        cells.withUnsafeMutableBufferPointer { cells in
            Sweep.run(
                cells: cells.baseAddress!, rows: rows, columns: columns, stamp: stamp, census: &census, using: &random
            )
        }
        self.census = census
    }
}
