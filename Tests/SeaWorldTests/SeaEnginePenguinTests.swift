import Testing
import Viper
import ViperTesting

@testable import SeaWorld

@Suite("Penguins")
struct SeaEnginePenguinTests {
    /// Where a penguin at (1, 1) of a 3×3 sea ends up for each direction index, N first, clockwise.
    static let destinations = [(0, 1), (0, 2), (1, 2), (2, 2), (2, 1), (2, 0), (1, 0), (0, 0)]

    @Test("moves to the neighbour in the chosen direction", arguments: 0..<8)
    func movesInChosenDirection(direction: Int) {
        var sea = SeaEngine(rows: 3, columns: 3)
        sea.place(.penguin, row: 1, column: 1)

        #expect(sea.tick(scripted: [direction]) == [8])

        let (row, column) = Self.destinations[direction]
        #expect(sea.at(row, column) == Organism(id: 1, species: .penguin, row: row, column: column, age: 1, turnsSinceMeal: 0))
        #expect(sea.at(1, 1) == nil)
        #expect(sea.penguinCount == 1)
    }

    @Test("stays when the chosen neighbour is occupied")
    func blockedByOccupant() {
        var sea = SeaEngine(rows: 1, columns: 3)
        sea.place(.penguin, row: 0, column: 0)
        sea.place(.penguin, row: 0, column: 1)

        #expect(sea.tick(scripted: [2, 6]) == [8, 8]) // east into the other, west into the first

        #expect(sea.at(0, 0)?.id == 1)
        #expect(sea.at(0, 1)?.id == 2)
        #expect(sea.at(0, 2) == nil)
        #expect(sea.organisms.map(\.age) == [1, 1])
    }

    @Test("stays on a 1×1 sea whatever the direction", arguments: 0..<8)
    func blockedEverywhereOnOneCell(direction: Int) {
        var sea = SeaEngine(rows: 1, columns: 1)
        sea.place(.penguin, row: 0, column: 0)

        #expect(sea.tick(scripted: [direction]) == [8])

        #expect(sea.at(0, 0)?.age == 1)
    }

    @Test(
        "stays at the edge: no wrap-around to the other side or the next row",
        arguments: [(0, 2, 2), (0, 2, 3), (1, 0, 6), (1, 0, 7), (0, 0, 0), (1, 1, 4), (0, 1, 1), (1, 2, 3)]
    )
    func blockedByEdge(row: Int, column: Int, direction: Int) {
        var sea = SeaEngine(rows: 2, columns: 3)
        sea.place(.penguin, row: row, column: column)

        #expect(sea.tick(scripted: [direction]) == [8])

        #expect(sea.organisms.map { [$0.row, $0.column] } == [[row, column]])
    }

    @Test("breeds on its 3rd turn from its new cell; the newborn does not act this tick")
    func breedsWithRoom() {
        var sea = SeaEngine(rows: 3, columns: 3)
        sea.place(.penguin, row: 0, column: 0, age: 2)

        // East to (0, 1); its free neighbours are E, SE, S, SW, W; the 3rd (S) is chosen.
        #expect(sea.tick(scripted: [2, 2]) == [8, 5])

        #expect(sea.at(0, 1) == Organism(id: 1, species: .penguin, row: 0, column: 1, age: 3, turnsSinceMeal: 0))
        #expect(sea.at(1, 1) == Organism(id: 2, species: .penguin, row: 1, column: 1, age: 0, turnsSinceMeal: 0))
        #expect(sea.penguinCount == 2)
        #expect(sea.organisms.count == 2)
    }

    @Test("tries to breed exactly on turns 3, 6, 9", arguments: 0..<9)
    func breedingSchedule(ageBefore: Int) {
        var sea = SeaEngine(rows: 3, columns: 3)
        sea.place(.penguin, row: 1, column: 1, age: ageBefore)
        let breeds = (ageBefore + 1) % 3 == 0

        // North to (0, 1), which has 5 free neighbours.
        #expect(sea.tick(scripted: breeds ? [0, 0] : [0]) == (breeds ? [8, 5] : [8]))

        #expect(sea.penguinCount == (breeds ? 2 : 1))
    }

    @Test("with no room nothing happens and no choice is drawn; the next try is 3 turns later")
    func breedingWithoutRoomRetriesThreeTurnsLater() {
        var sea = SeaEngine(rows: 1, columns: 4)
        sea.place(.penguin, row: 0, column: 0, age: 2) // P
        sea.place(.penguin, row: 0, column: 1) // Q, walks away east

        // Turn 3 of P: boxed in by Q, so no breeding call. Q moves to (0, 2).
        #expect(sea.tick(scripted: [2, 2]) == [8, 8])
        #expect(sea.penguinCount == 2)
        // Turn 4 of P: room now, but not a breeding turn. Q moves to (0, 3).
        #expect(sea.tick(scripted: [6, 2]) == [8, 8])
        // Turn 5 of P. Q (turn 3) stays at the edge and breeds into (0, 2), its only free cell.
        #expect(sea.tick(scripted: [6, 2, 0]) == [8, 8, 1])
        #expect(sea.at(0, 2)?.id == 3)
        // Turn 6 of P: breeds into (0, 1). Q's child and Q then block each other.
        #expect(sea.tick(scripted: [6, 0, 2, 6]) == [8, 1, 8, 8])

        #expect(sea.organisms.map(\.id) == [1, 4, 3, 2])
        #expect(sea.organisms.map(\.age) == [6, 0, 1, 4])
        #expect(sea.penguinCount == 4)
    }
}
