/// One cell of the engine's padded grid; 16 bytes, so the whole sea streams through cache.
struct Cell: Equatable, Sendable {
    enum Kind: Sendable {
        case empty, penguin, orca
        /// The frame around the sea: never empty, never prey, never visited.
        case wall

        init(_ species: Species) {
            switch species {
            case .penguin: self = .penguin
            case .orca: self = .orca
            }
        }
    }

    var id = 0
    var age: Int32 = 0
    var kind = Kind.empty
    var turnsSinceMeal: UInt8 = 0
    /// The tick (mod 256) in which the occupant last acted or was born. Every organism alive
    /// at the start of tick t carries stamp t − 1, so a wrapping byte tells "already acted" apart.
    var stamp: UInt8 = 0

    static func stamp(forTick tick: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: tick)
    }

    func organism(row: Int, column: Int) -> Organism? {
        let species: Species
        switch kind {
        case .penguin: species = .penguin
        case .orca: species = .orca
        case .empty, .wall: return nil
        }
        return Organism(
            id: id, species: species, row: row, column: column, age: Int(age), turnsSinceMeal: Int(turnsSinceMeal)
        )
    }
}

/// The head counts and the next id, kept up to date on every birth and death.
struct Census: Equatable, Sendable {
    var penguins = 0
    var orcas = 0
    var nextId = 1

    mutating func recordBirth(of kind: Cell.Kind) {
        nextId += 1
        if kind == .penguin { penguins += 1 } else { orcas += 1 }
    }
}
