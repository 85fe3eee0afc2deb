import Testing
import Viper
import ViperTesting

@testable import SeaWorld

@MainActor
@Suite("Sea interactor")
struct SeaInteractorTests {
    let output = SeaInteractorOutputSpy()

    /// What the interactor reported, in order.
    var reported: [SeaSnapshot] {
        output.log.calls.map { call in
            switch call {
            case .didUpdate(let snapshot): snapshot
            }
        }
    }

    /// An interactor whose reports cover the whole sea, as a view with room for it asks.
    func makeInteractor(rows: Int = 15, columns: Int = 10, seed: UInt64 = 7) -> SeaInteractor {
        let interactor = SeaInteractor(size: SeaModuleInput(rows: rows, columns: columns), random: SeededRandom(seed: seed))
        interactor.show(.whole(rows: rows, columns: columns))
        interactor.report(to: output) { $0 }
        return interactor
    }

    @Test func startReportsTheSpecsInitialPopulation() throws {
        makeInteractor().start()
        let first = try #require(reported.first)
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

        let last = try #require(reported.last)
        #expect(reported.map(\.tick) == [0, 1, 2])
        #expect(last.organisms == engine.organisms)
        #expect((last.penguins, last.orcas) == (engine.penguinCount, engine.orcaCount))
    }

    @Test func restartBuildsAFreshInitialSea() throws {
        let interactor = makeInteractor()
        interactor.start()
        interactor.advance()
        interactor.start()
        let calls = reported
        #expect(calls.map(\.tick) == [0, 1, 0])
        #expect((calls[2].penguins, calls[2].orcas) == (75, 7))
        #expect(calls[2].organisms != calls[0].organisms, "each start draws a new layout from the seeded stream")
    }

    @Test func aWindowReportsOnlyItsOrganismsAndTheWholeSeasTotals() throws {
        let interactor = makeInteractor(rows: 100, columns: 100, seed: 42)
        interactor.start()
        let window = SeaWindow(row: 10, column: 20, rows: 5, columns: 8)
        interactor.show(window)
        let shown = try #require(reported.last)
        var random = SeededRandom(seed: 42)
        let engine = SeaEngine.populated(rows: 100, columns: 100, using: &random)
        #expect(shown.window == window)
        #expect(shown.organisms == engine.organisms.filter { (10..<15).contains($0.row) && (20..<28).contains($0.column) })
        #expect((shown.penguins, shown.orcas) == (5000, 500))
    }

    @Test func theSizeComesFromTheModuleInput() throws {
        makeInteractor(rows: 4, columns: 5).start()
        let first = try #require(reported.first)
        #expect((first.rows, first.columns, first.penguins, first.orcas) == (4, 5, 10, 1))
    }
}
