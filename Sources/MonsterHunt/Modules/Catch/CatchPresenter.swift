import Viper

@MainActor final class CatchPresenter: ViperPresenter<CatchViewModel>, CatchViewOutput {
    private let interactor: any CatchInteractorInput
    private let router: any CatchRouterInput
    private let localization: Localization
    private var viewModel = CatchViewModel()

    static let pictureColumns = 24
    static let pictureRows = 12

    init(interactor: any CatchInteractorInput, router: any CatchRouterInput, localization: Localization) {
        self.interactor = interactor
        self.router = router
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

    func didTapTry() {
        let strings = HuntStrings.self
        switch interactor.tryToCatch() {
        case .caught:
            router.showOutcome(title: localization(strings.caught(interactor.monster.name)), button: localization(strings.backToMap), then: .backToMap)
        case .fled:
            router.showOutcome(title: localization(strings.fled), button: localization(strings.backToMap), then: .backToMap)
        case .missed:
            router.showOutcome(title: localization(strings.missed), button: localization(strings.ok), then: .stay)
        case .notSaved(let reason):
            // Not in the team; it left the map when catching started, so leaving loses it.
            viewModel.tryTitle = localization(strings.saveAgain)
            view?.show(viewModel)
            router.showNotSaved(
                title: localization(strings.notSaved(interactor.monster.name)), reason: reason,
                retryTitle: localization(strings.saveAgain), backTitle: localization(strings.backToMap)
            ) { [weak self] in self?.didTapTry() }
        }
    }
}
