import Viper

/// One tick's pass over the padded grid: the hot loop, on raw pointers.
struct Sweep {
    private let cells: UnsafeMutablePointer<Cell>
    /// Index offset of the neighbour in each direction, in `SeaRules.directions` order.
    private let offsets: UnsafePointer<Int>
    /// The stamp of this tick; an organism carrying it has already acted (or was just born).
    private let stamp: UInt8
    private var census: Census

    /// Visits the cells of the sea in row-major order, each organism taking its turn.
    static func run<R: RandomSource>(
        cells: UnsafeMutablePointer<Cell>, rows: Int, columns: Int, stamp: UInt8,
        census: inout Census, using random: inout R
    ) {
        let width = columns + 2
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 8) { offsets in
            for (d, step) in SeaRules.directions.enumerated() {
                offsets[d] = step.row * width + step.column
            }
            var sweep = Sweep(cells: cells, offsets: UnsafePointer(offsets.baseAddress!), stamp: stamp, census: census)
            for row in 1..<(rows + 1) {
                let start = row * width + 1
                for index in start..<(start + columns) {
                    sweep.turn(at: index, using: &random)
                }
            }
            census = sweep.census
        }
    }

    @inline(__always)
    private mutating func turn<R: RandomSource>(at index: Int, using random: inout R) {
        let kind = cells[index].kind
        guard kind == .penguin || kind == .orca, cells[index].stamp != stamp else { return }
        cells[index].stamp = stamp
        cells[index].age += 1
        if kind == .penguin {
            penguinTurn(at: index, using: &random)
        } else {
            orcaTurn(at: index, using: &random)
        }
    }

    @inline(__always)
    private mutating func penguinTurn<R: RandomSource>(at index: Int, using random: inout R) {
        let here = wander(from: index, using: &random)
        if cells[here].age % Int32(SeaRules.penguinBreedingInterval) == 0 {
            breed(.penguin, at: here, using: &random)
        }
    }

    @inline(__always)
    private mutating func orcaTurn<R: RandomSource>(at index: Int, using random: inout R) {
        let here: Int
        let prey = neighbours(of: index, holding: .penguin)
        if prey != 0 {
            here = index + offsets[direction(in: prey, using: &random)]
            move(from: index, to: here)
            cells[here].turnsSinceMeal = 0
            census.penguins -= 1
        } else {
            here = wander(from: index, using: &random)
            cells[here].turnsSinceMeal += 1
        }
        if cells[here].turnsSinceMeal == UInt8(SeaRules.orcaStarvationTurns) {
            cells[here] = Cell()
            census.orcas -= 1
        } else if cells[here].age % Int32(SeaRules.orcaBreedingInterval) == 0 {
            breed(.orca, at: here, using: &random)
        }
    }

    /// Moves one step in a random direction if that cell is empty; returns where the organism is.
    @inline(__always)
    private mutating func wander<R: RandomSource>(from index: Int, using random: inout R) -> Int {
        let target = index + offsets[random.below(8)]
        guard cells[target].kind == .empty else { return index }
        move(from: index, to: target)
        return target
    }

    @inline(__always)
    private mutating func breed<R: RandomSource>(_ kind: Cell.Kind, at index: Int, using random: inout R) {
        let free = neighbours(of: index, holding: .empty)
        guard free != 0 else { return }
        let target = index + offsets[direction(in: free, using: &random)]
        cells[target] = Cell(id: census.nextId, age: 0, kind: kind, turnsSinceMeal: 0, stamp: stamp)
        census.recordBirth(of: kind)
    }

    @inline(__always)
    private func move(from index: Int, to target: Int) {
        cells[target] = cells[index]
        cells[index] = Cell()
    }

    /// Bit d is set when the neighbour in direction d holds `kind`.
    @inline(__always)
    private func neighbours(of index: Int, holding kind: Cell.Kind) -> UInt8 {
        var mask: UInt8 = 0
        for d in 0..<8 where cells[index + offsets[d]].kind == kind {
            mask |= 1 << d
        }
        return mask
    }

    /// A uniformly chosen set bit of `mask` (k-th in direction order, k = below(popcount)).
    @inline(__always)
    private func direction<R: RandomSource>(in mask: UInt8, using random: inout R) -> Int {
        var remaining = mask
        for _ in 0..<random.below(mask.nonzeroBitCount) {
            remaining &= remaining - 1
        }
        return remaining.trailingZeroBitCount
    }
}
