import Testing
import Viper
import ViperTesting

@testable import SeaWorld

@Suite("Orcas")
struct SeaEngineOrcaTests {
    @Test("eats the neighbouring penguin picked among several and resets turns since meal")
    func eatsChosenPenguin() {
        var sea = SeaEngine(rows: 3, columns: 3)
        sea.place(.orca, row: 0, column: 1, turnsSinceMeal: 2)
        sea.place(.penguin, row: 0, column: 2) // E, prey 0
        sea.place(.penguin, row: 1, column: 2) // SE, prey 1
        sea.place(.penguin, row: 1, column: 0) // SW, prey 2

        // The orca eats prey 1; the other two penguins stay at the edge; the orca, now at
        // (1, 2), is not visited again and the eaten penguin makes no call.
        #expect(sea.tick(scripted: [1, 0, 6]) == [3, 8, 8])

        #expect(sea.at(1, 2) == Organism(id: 1, species: .orca, row: 1, column: 2, age: 1, turnsSinceMeal: 0))
        #expect(sea.at(0, 1) == nil)
        #expect(sea.organisms.map(\.id) == [2, 4, 1])
        #expect(sea.penguinCount == 2)
        #expect(sea.orcaCount == 1)
    }

    @Test("an eaten penguin later in row order does not act")
    func eatenPenguinDoesNotAct() {
        var sea = SeaEngine(rows: 1, columns: 3)
        sea.place(.orca, row: 0, column: 0)
        sea.place(.penguin, row: 0, column: 1) // eaten
        sea.place(.penguin, row: 0, column: 2) // acts

        #expect(sea.tick(scripted: [0, 0]) == [1, 8])

        #expect(sea.organisms.map(\.id) == [1, 3])
        #expect(sea.penguinCount == 1)
    }

    @Test("without prey it wanders and counts a turn without eating")
    func wandersWithoutPrey() {
        var sea = SeaEngine(rows: 3, columns: 3)
        sea.place(.orca, row: 1, column: 1)

        #expect(sea.tick(scripted: [3]) == [8])

        #expect(sea.at(2, 2) == Organism(id: 1, species: .orca, row: 2, column: 2, age: 1, turnsSinceMeal: 1))
    }

    @Test("starves after 3 turns in a row without eating and frees its cell")
    func starves() {
        var sea = SeaEngine(rows: 1, columns: 1)
        sea.place(.orca, row: 0, column: 0)

        _ = sea.tick(scripted: [0])
        _ = sea.tick(scripted: [0])
        #expect(sea.at(0, 0)?.turnsSinceMeal == 2)
        #expect(sea.tick(scripted: [0]) == [8])

        #expect(sea.at(0, 0) == nil)
        #expect(sea.orcaCount == 0)
        #expect(sea.organisms.isEmpty)
    }

    @Test("a starving orca does not breed, even on its 8th turn")
    func starvingOrcaDoesNotBreed() {
        var sea = SeaEngine(rows: 1, columns: 3)
        sea.place(.orca, row: 0, column: 0, age: 7, turnsSinceMeal: 2)

        #expect(sea.tick(scripted: [2]) == [8]) // moves to (0, 1) and dies there

        #expect(sea.organisms.isEmpty)
        #expect(sea.orcaCount == 0)
    }

    @Test("breeds on its 8th turn; the newborn does not act this tick")
    func breedsOnEighthTurn() {
        var sea = SeaEngine(rows: 1, columns: 3)
        sea.place(.orca, row: 0, column: 0, age: 7)

        // East to (0, 1); free neighbours E, W; the first (E) is chosen.
        #expect(sea.tick(scripted: [2, 0]) == [8, 2])

        #expect(sea.at(0, 1) == Organism(id: 1, species: .orca, row: 0, column: 1, age: 8, turnsSinceMeal: 1))
        #expect(sea.at(0, 2) == Organism(id: 2, species: .orca, row: 0, column: 2, age: 0, turnsSinceMeal: 0))
        #expect(sea.orcaCount == 2)
    }

    @Test("tries to breed exactly on turns 8 and 16", arguments: 0..<16)
    func breedingSchedule(ageBefore: Int) {
        var sea = SeaEngine(rows: 1, columns: 3)
        sea.place(.orca, row: 0, column: 0, age: ageBefore)
        let breeds = (ageBefore + 1) % 8 == 0

        // West is the edge: it stays, with one free neighbour.
        #expect(sea.tick(scripted: breeds ? [6, 0] : [6]) == (breeds ? [8, 1] : [8]))

        #expect(sea.orcaCount == (breeds ? 2 : 1))
    }

    @Test("breeds after eating on its 8th turn")
    func eatsThenBreeds() {
        var sea = SeaEngine(rows: 1, columns: 3)
        sea.place(.orca, row: 0, column: 0, age: 7, turnsSinceMeal: 2)
        sea.place(.penguin, row: 0, column: 1)

        // Eats east, then its free neighbours are E and W; the second (W) is chosen.
        #expect(sea.tick(scripted: [0, 1]) == [1, 2])

        #expect(
            sea.organisms == [
                Organism(id: 3, species: .orca, row: 0, column: 0, age: 0, turnsSinceMeal: 0),
                Organism(id: 1, species: .orca, row: 0, column: 1, age: 8, turnsSinceMeal: 0),
            ])
        #expect(sea.penguinCount == 0)
    }

    @Test("never eats an orca")
    func neverEatsOrcas() {
        var sea = SeaEngine(rows: 1, columns: 2)
        sea.place(.orca, row: 0, column: 0)
        sea.place(.orca, row: 0, column: 1)

        // No prey choice is drawn; each tries to move into the other.
        #expect(sea.tick(scripted: [2, 6]) == [8, 8])

        #expect(sea.organisms.map(\.id) == [1, 2])
        #expect(sea.organisms.map(\.turnsSinceMeal) == [1, 1])
        #expect(sea.orcaCount == 2)
    }
}
