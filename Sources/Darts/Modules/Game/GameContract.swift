import Viper

@MainActor
protocol GameViewInput: AnyObject {
    func show(_ viewModel: GameViewModel)
}

@MainActor
protocol GameViewOutput: AnyObject {
    func viewWillAppear()
    func viewWillDisappear()
    func didTapStart()
    func didTapContinue()
    func didTapRestart()
    func didChooseAnswer(_ total: Int)
}

@MainActor
protocol GameInteractorInput: AnyObject {
    func refresh()
    func start()
    func answer(_ total: Int)
    func pause()
    func resume()
}

@MainActor
protocol GameInteractorOutput: AnyObject {
    func didUpdate(_ phase: GamePhase, settings: DartsSettings)
    func didFailToSave(_ error: StorageError)
}

/// The game tab opens nothing; the tab bar is the navigator's.
@MainActor
protocol GameRouterInput: AnyObject {}
