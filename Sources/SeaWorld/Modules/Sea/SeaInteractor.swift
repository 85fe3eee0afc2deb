import Viper

@MainActor final class SeaInteractor: ViperInteractor<any SeaInteractorOutput>, SeaInteractorInput {
    private let size: SeaModuleInput
    private var random: SeededRandom
    private var engine: SeaEngine
    /// Only the organisms in it are reported; empty until the view says what it shows.
    private var window = SeaWindow()

    init(size: SeaModuleInput, random: SeededRandom) {
        self.size = size
        self.random = random
        engine = SeaEngine(rows: size.rows, columns: size.columns)
    }

    /// Each start draws a new sea from the same random stream, so a seeded session is
    /// reproducible and still every restart looks different.
    func start() {
        engine = SeaEngine.populated(rows: size.rows, columns: size.columns, using: &random)
        report()
    }

    func advance() {
        engine.tick(using: &random)
        report()
    }

    func show(_ window: SeaWindow) {
        self.window = window
        report()
    }

    private func report() {
        output?.didUpdate(
            SeaSnapshot(
                tick: engine.tickCount,
                rows: engine.rows,
                columns: engine.columns,
                penguins: engine.penguinCount,
                orcas: engine.orcaCount,
                window: window,
                organisms: engine.organisms(in: window)
            ))
    }
}
