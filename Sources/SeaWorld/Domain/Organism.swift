public enum Species: String, Sendable, Codable, CaseIterable {
    case penguin, orca
}

/// A snapshot of one organism: where it is and the counters the rules read.
public struct Organism: Equatable, Sendable, Codable {
    public var id: Int
    public var species: Species
    public var row: Int
    public var column: Int
    /// Turns lived.
    public var age: Int
    /// Turns in a row without eating; always 0 for penguins.
    public var turnsSinceMeal: Int

    public init(id: Int, species: Species, row: Int, column: Int, age: Int, turnsSinceMeal: Int) {
        self.id = id
        self.species = species
        self.row = row
        self.column = column
        self.age = age
        self.turnsSinceMeal = turnsSinceMeal
    }
}
