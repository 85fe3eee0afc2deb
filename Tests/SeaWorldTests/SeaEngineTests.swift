import Testing
import Viper
import ViperTesting

@testable import SeaWorld

@Suite("Sea engine")
struct SeaEngineTests {
    @Test("place hands out ids 1, 2, 3… and organisms lists them in row-major order")
    func placeAndSnapshots() {
        var sea = SeaEngine(rows: 2, columns: 3)
        #expect(sea.place(.orca, row: 1, column: 0, age: 5, turnsSinceMeal: 2) == 1)
        #expect(sea.place(.penguin, row: 0, column: 2, age: 4) == 2)

        #expect(
            sea.organisms == [
                Organism(id: 2, species: .penguin, row: 0, column: 2, age: 4, turnsSinceMeal: 0),
                Organism(id: 1, species: .orca, row: 1, column: 0, age: 5, turnsSinceMeal: 2),
            ])
        #expect(sea.at(0, 0) == nil)
        #expect(sea.penguinCount == 1)
        #expect(sea.orcaCount == 1)
        #expect((sea.rows, sea.columns, sea.tickCount) == (2, 3, 0))
    }

    @Test("turns follow row-major order as at the start; a mover is not visited again")
    func turnOrder() {
        var sea = SeaEngine(rows: 2, columns: 2)
        sea.place(.penguin, row: 0, column: 0) // A
        sea.place(.penguin, row: 0, column: 1) // B
        sea.place(.penguin, row: 1, column: 0) // C

        // A goes SE to (1, 1) and is not visited there; B goes W into A's old cell;
        // C tries E, now occupied by A.
        #expect(sea.tick(scripted: [3, 6, 2]) == [8, 8, 8])

        #expect(sea.organisms.map(\.id) == [2, 3, 1])
        #expect(sea.organisms.map(\.age) == [1, 1, 1])
        #expect(sea.at(0, 1) == nil)
        #expect(sea.tickCount == 1)
    }

    @Test("an organism that moves down a row acts once")
    func moverDownActsOnce() {
        var sea = SeaEngine(rows: 3, columns: 1)
        sea.place(.penguin, row: 0, column: 0)

        #expect(sea.tick(scripted: [4]) == [8])
        #expect(sea.tick(scripted: [4]) == [8])

        #expect(sea.at(2, 0)?.age == 2)
    }

    @Test("every organism acts exactly once per tick over many ticks; placed ones from the next tick")
    func actsOncePerTickOverLongRuns() {
        var sea = SeaEngine(rows: 1, columns: 1)
        sea.place(.penguin, row: 0, column: 0)
        var random = SeededRandom(seed: 3)
        for _ in 0..<600 { sea.tick(using: &random) }
        #expect(sea.at(0, 0)?.age == 600)

        var other = SeaEngine(rows: 1, columns: 2)
        for _ in 0..<255 { other.tick(using: &random) }
        other.place(.penguin, row: 0, column: 0)
        #expect(other.tick(scripted: [6]) == [8])
        #expect(other.at(0, 0)?.age == 1)
    }

    @Test("populated 15×10 has 75 penguins and 7 orcas on distinct cells, ids 1…82 in that order")
    func initialPopulation() {
        var random = SeededRandom(seed: 42)
        let sea = SeaEngine.populated(rows: SeaRules.defaultRows, columns: SeaRules.defaultColumns, using: &random)

        #expect((sea.rows, sea.columns) == (15, 10))
        #expect(sea.penguinCount == 75)
        #expect(sea.orcaCount == 7)
        let organisms = sea.organisms
        #expect(organisms.count == 82)
        #expect(Set(organisms.map { $0.row * 10 + $0.column }).count == 82)
        #expect(organisms.filter { $0.species == .penguin }.map(\.id).sorted() == Array(1...75))
        #expect(organisms.filter { $0.species == .orca }.map(\.id).sorted() == Array(76...82))
        #expect(organisms.allSatisfy { $0.age == 0 && $0.turnsSinceMeal == 0 })
    }

    @Test("populated draws cells by a partial Fisher–Yates shuffle, penguins first")
    func fisherYates() {
        var random = ScriptedRandom([19] + Array(repeating: 0, count: 10))
        let sea = SeaEngine.populated(rows: 2, columns: 10, using: &random)

        #expect(random.requestedBounds == Array((10...20).reversed()))
        #expect(sea.at(1, 9)?.id == 1)
        #expect(sea.at(0, 0) == nil)
        #expect((1..<10).map { sea.at(0, $0)?.id } == Array(2...10))
        #expect(sea.at(1, 0) == Organism(id: 11, species: .orca, row: 1, column: 0, age: 0, turnsSinceMeal: 0))
        #expect(sea.organisms.count == 11)
    }

    @Test("populated is deterministic: same seed, same sea; another seed, another layout")
    func populatedIsDeterministic() {
        var first = SeededRandom(seed: 7)
        var again = SeededRandom(seed: 7)
        var other = SeededRandom(seed: 8)
        let sea = SeaEngine.populated(rows: 15, columns: 10, using: &first)

        #expect(SeaEngine.populated(rows: 15, columns: 10, using: &again) == sea)
        #expect(SeaEngine.populated(rows: 15, columns: 10, using: &other).organisms != sea.organisms)
    }

    @Test("populated on tiny and empty seas places nobody and draws nothing", arguments: [(1, 1), (0, 0), (0, 4), (4, 0)])
    func populatedTinySeas(rows: Int, columns: Int) {
        var random = ScriptedRandom([])
        var sea = SeaEngine.populated(rows: rows, columns: columns, using: &random)
        sea.tick(using: &random)

        #expect(random.requestedBounds.isEmpty)
        #expect(sea.organisms.isEmpty)
        #expect((sea.penguinCount, sea.orcaCount, sea.tickCount) == (0, 0, 1))
    }

    @Test("the concrete SeededRandom tick matches the generic one")
    func concreteMatchesGeneric() {
        var concreteRandom = SeededRandom(seed: 11)
        var concrete = SeaEngine.populated(rows: 30, columns: 30, using: &concreteRandom)
        var genericRandom = SeededRandom(seed: 11)
        var generic = SeaEngine.populated(rows: 30, columns: 30, using: &genericRandom)

        for _ in 0..<50 {
            concrete.tick(using: &concreteRandom)
            genericTick(&generic, using: &genericRandom)
            #expect(concrete == generic)
        }
        #expect(concreteRandom.next() == genericRandom.next())
        #expect(concrete.tickCount == 50)
    }

    @Test("counts, ids and meal counters stay consistent over a long seeded run")
    func invariantsHold() {
        var random = SeededRandom(seed: 5)
        var sea = SeaEngine.populated(rows: 30, columns: 30, using: &random)

        for _ in 0..<200 {
            sea.tick(using: &random)
            let organisms = sea.organisms
            #expect(organisms.filter { $0.species == .penguin }.count == sea.penguinCount)
            #expect(organisms.filter { $0.species == .orca }.count == sea.orcaCount)
            #expect(Set(organisms.map(\.id)).count == organisms.count)
            #expect(organisms.allSatisfy { $0.species == .orca ? $0.turnsSinceMeal < 3 : $0.turnsSinceMeal == 0 })
        }
        #expect(sea.organisms.contains { $0.id > 450 + 45 }) // newborns among the survivors
    }

    @Test("a cell stays 16 bytes, so a big sea streams through the cache")
    func cellIsCompact() {
        #expect(MemoryLayout<Cell>.stride == 16)
    }
}

extension SeaEngine {
    /// Runs one tick whose random choices are `answers`, in order; returns the bounds asked for.
    mutating func tick(scripted answers: [Int]) -> [Int] {
        var random = ScriptedRandom(answers)
        tick(using: &random)
        return random.requestedBounds
    }

    func at(_ row: Int, _ column: Int) -> Organism? {
        organism(atRow: row, column: column)
    }
}

/// Calls the generic `tick(using:)` even for a `SeededRandom`.
func genericTick<R: RandomSource>(_ sea: inout SeaEngine, using random: inout R) {
    sea.tick(using: &random)
}
