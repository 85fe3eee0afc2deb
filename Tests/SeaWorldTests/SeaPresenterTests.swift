import Testing
import Viper
import ViperTesting

@testable import SeaWorld

@MainActor
@Suite("Sea presenter")
struct SeaPresenterTests {
    let view = ViewSpy<SeaViewModel>()
    let interactor = SeaInteractorInputSpy()

    func makePresenter(_ language: Language = .en) -> SeaPresenter {
        let presenter = SeaPresenter(interactor: interactor, localization: Localization(language))
        presenter.view = view
        return presenter
    }

    let snapshot = SeaSnapshot(
        tick: 3, rows: 2, columns: 2, penguins: 1, orcas: 1,
        organisms: [
            Organism(id: 1, species: .penguin, row: 0, column: 0, age: 3, turnsSinceMeal: 0),
            Organism(id: 2, species: .orca, row: 1, column: 1, age: 3, turnsSinceMeal: 2),
        ])

    @Test func loadingStartsTheSea() {
        makePresenter().viewDidLoad()
        #expect(interactor.log.calls == [.start])
    }

    @Test func tappingTheSeaAdvancesAndRestartStartsAgain() {
        let presenter = makePresenter()
        presenter.didTapSea()
        presenter.didTapSea()
        presenter.didTapRestart()
        #expect(interactor.log.calls == [.advance, .advance, .start])
    }

    @Test func anUpdateShowsTheTickAndBothPopulations() throws {
        makePresenter().didUpdate(snapshot)
        let shown = try #require(view.last)
        #expect(shown.title == "Sea World")
        #expect(shown.status == "Tick 3 · Penguins 1 · Orcas 1")
        #expect(shown.restartTitle == "Restart")
        #expect(shown.snapshot == snapshot)
    }

    @Test func movingTheWindowGoesToTheInteractor() {
        let presenter = makePresenter()
        let window = SeaWindow(row: 5, column: 7, rows: 10, columns: 20)
        presenter.didMoveWindow(to: window)
        #expect(interactor.log.calls == [.show(window)])
    }

    @Test("the window is fitted to the room the view reports, again when its position line wraps")
    func theWindowFitsTheRoom() {
        let presenter = makePresenter()
        presenter.didChangeRoom(Room(columns: 30, rows: 10))
        #expect(interactor.log.calls.isEmpty, "there is no sea to fit yet")
        var large = snapshot
        (large.rows, large.columns) = (2000, 1500)
        presenter.didUpdate(large)
        // 10 rows less the sea's name and one position line; one-column cells.
        let first = SeaWindow(row: 0, column: 0, rows: 8, columns: 30)
        large.window = first
        presenter.didUpdate(large)
        // "Sea 2000 × 1500 · rows 1–8 · columns 1–30" takes two lines of 30 columns.
        let second = SeaWindow(row: 0, column: 0, rows: 7, columns: 30)
        large.window = second
        presenter.didUpdate(large)
        presenter.didChangeRoom(Room(columns: 30, rows: 20))
        #expect(interactor.log.calls == [.show(first), .show(second), .show(SeaWindow(row: 0, column: 0, rows: 17, columns: 30))])
    }

    @Test func aWindowOnALargerSeaSaysWhereItIs() throws {
        let presenter = makePresenter()
        var large = snapshot
        (large.rows, large.columns, large.window) = (2000, 1500, SeaWindow(row: 100, column: 0, rows: 17, columns: 76))
        presenter.didUpdate(large)
        #expect(view.last?.position == "Sea 2000 × 1500 · rows 101–117 · columns 1–76")
        makePresenter(.ru).didUpdate(large)
        #expect(view.last?.position == "Море 2000 × 1500 · строки 101–117 · столбцы 1–76")
        large.window = .whole(rows: 2000, columns: 1500)
        presenter.didUpdate(large)
        #expect(view.last?.position == "", "a sea drawn whole needs no position")
    }

    @Test func russianUsesTheSpecsWords() throws {
        makePresenter(.ru).didUpdate(snapshot)
        let shown = try #require(view.last)
        #expect(shown.restartTitle == "Рестарт")
        #expect(shown.status == "Ход 3 · Пингвины 1 · Косатки 1")
        #expect(shown.seaTitle == "Море")
    }
}
