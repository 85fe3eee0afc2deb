import Testing
import Viper
import ViperTesting
@testable import SeaWorld

@MainActor
@Suite("Sea interactor")
struct SeaInteractorTests {
    final class SpyOutput: SeaInteractorOutput {
        let log = CallLog<SeaSnapshot>()
        func didUpdate(_ snapshot: SeaSnapshot) { log.record(snapshot) }
    }

    let output = SpyOutput()

    func makeInteractor(rows: Int = 15, columns: Int = 10, seed: UInt64 = 7) -> SeaInteractor {
        let interactor = SeaInteractor(size: SeaModuleInput(rows: rows, columns: columns), random: SeededRandom(seed: seed))
        interactor.report(to: output) { $0 }
        return interactor
    }

    @Test func startReportsTheSpecsInitialPopulation() throws {
        makeInteractor().start()
        let first = try #require(output.log.calls.first)
        #expect((first.tick, first.penguins, first.orcas) == (0, 75, 7))
        #expect(first.organisms.count == 82)
        #expect((first.rows, first.columns) == (15, 10))
    }

    @Test func advanceRunsExactlyTheEnginesTicksForTheSameSeed() throws {
        let interactor = makeInteractor(seed: 42)
        interactor.start()
        interactor.advance()
        interactor.advance()

        var random = SeededRandom(seed: 42)
        var engine = SeaEngine.populated(rows: 15, columns: 10, using: &random)
        engine.tick(using: &random)
        engine.tick(using: &random)

        let last = try #require(output.log.calls.last)
        #expect(output.log.calls.map(\.tick) == [0, 1, 2])
        #expect(last.organisms == engine.organisms)
        #expect((last.penguins, last.orcas) == (engine.penguinCount, engine.orcaCount))
    }

    @Test func restartBuildsAFreshInitialSea() throws {
        let interactor = makeInteractor()
        interactor.start()
        interactor.advance()
        interactor.start()
        let calls = output.log.calls
        #expect(calls.map(\.tick) == [0, 1, 0])
        #expect((calls[2].penguins, calls[2].orcas) == (75, 7))
        #expect(calls[2].organisms != calls[0].organisms, "each start draws a new layout from the seeded stream")
    }

    @Test func theSizeComesFromTheModuleInput() throws {
        makeInteractor(rows: 4, columns: 5).start()
        let first = try #require(output.log.calls.first)
        #expect((first.rows, first.columns, first.penguins, first.orcas) == (4, 5, 10, 1))
    }
}
