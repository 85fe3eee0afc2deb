import EventMapAPI
import Viper

@MainActor final class FilterPresenter: ViperPresenter<FilterViewModel>, FilterViewOutput {
    private weak var output: (any FilterModuleOutput)?
    private let interactor: any FilterInteractorInput
    private let router: any FilterRouterInput
    private let localization: Localization

    init(interactor: any FilterInteractorInput, router: any FilterRouterInput, output: (any FilterModuleOutput)?, localization: Localization) {
        self.interactor = interactor
        self.router = router
        self.output = output
        self.localization = localization
    }

    override func viewDidLoad() {
        present()
    }

    func didChange(_ change: FilterChange) {
        interactor.update(change)
        present()
    }

    func didTapApply() {
        guard interactor.canApply else { return }
        output?.filterDidApply(interactor.filter)
        router.close()
    }

    private func present() {
        let filter = interactor.filter
        let days = if case .days(let from, let to) = filter.period { (from: from, to: to) } else { (from: "", to: "") }
        let strings = MapStrings.self
        let maxAge = filter.maxAge ?? .eighteen
        view?.show(
            FilterViewModel(
                title: localization(strings.filterTitle),
                searchTitle: localization(strings.search),
                searchPlaceholder: localization(strings.searchPlaceholder),
                text: filter.text,
                ageTitle: localization(strings.ageLimit(maxAge)),
                maxAge: maxAge,
                types: EventType.allCases.map { type in
                    .init(type: type, title: "\(type.glyph) " + localization(strings.typeName(type)), isOn: filter.types.contains(type))
                },
                periodTitle: localization(strings.period),
                periodNames: PeriodChoice.allCases.map { localization(strings.periodName($0)) },
                period: PeriodChoice(filter.period),
                fromTitle: localization(strings.fromDay),
                toTitle: localization(strings.toDay),
                fromDay: days.from,
                toDay: days.to,
                periodProblem: interactor.canApply ? nil : localization(strings.daysBackwards),
                applyTitle: localization(strings.apply)
            ))
    }
}
