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
