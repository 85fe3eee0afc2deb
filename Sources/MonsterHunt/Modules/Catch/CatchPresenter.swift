import Viper

@MainActor final class CatchPresenter: ViperPresenter<CatchViewModel>, CatchViewOutput {
    private weak var output: (any CatchModuleOutput)?
    private let interactor: any CatchInteractorInput
    private let router: any CatchRouterInput
    private let localization: Localization
    private var ending: (caught: Bool, fled: Bool)?
    private var viewModel = CatchViewModel()

    static let pictureColumns = 24
    static let pictureRows = 12

    init(interactor: any CatchInteractorInput, router: any CatchRouterInput, output: (any CatchModuleOutput)?, localization: Localization) {
        self.interactor = interactor
        self.router = router
        self.output = output
        self.localization = localization
    }

    override func viewDidLoad() {
        let monster = interactor.monster
        viewModel = CatchViewModel(
            title: monster.name,
            picture: ImageBox(state: .loaded(monster.kind.picture), columns: Self.pictureColumns, rows: Self.pictureRows, fill: .fit, caption: monster.name),
            level: localization(HuntStrings.level(interactor.level)),
            tryTitle: localization(HuntStrings.tryToCatch)
        )
        view?.show(viewModel)
    }

    /// Leaving tells the map once what became of the monster.
    override func viewWillDisappear() {
        let (caught, fled) = ending ?? (false, false)
        output?.catchDidEnd(interactor.monster, caught: caught, fled: fled)
        output = nil
    }

    func didTapTry() {
        let strings = HuntStrings.self
        switch interactor.tryToCatch() {
        case .caught:
            ending = (true, false)
            router.showOutcome(title: localization(strings.caught(interactor.monster.name)), button: localization(strings.backToMap), then: .backToMap)
        case .fled:
            ending = (false, true)
            router.showOutcome(title: localization(strings.fled), button: localization(strings.backToMap), then: .backToMap)
        case .missed:
            router.showOutcome(title: localization(strings.missed), button: localization(strings.ok), then: .stay)
        case .notSaved(let reason):
            // Not in the team, so leaving gives the monster back to the map.
            viewModel.tryTitle = localization(strings.saveAgain)
            view?.show(viewModel)
            router.showNotSaved(
                title: localization(strings.notSaved(interactor.monster.name)), reason: reason,
                retryTitle: localization(strings.saveAgain), backTitle: localization(strings.backToMap)
            ) { [weak self] in self?.didTapTry() }
        }
    }
}
