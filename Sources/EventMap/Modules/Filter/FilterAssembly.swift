import EventMapAPI
import Viper

@MainActor enum FilterAssembly {
    static func build(_ context: ModuleContext<EventMapDestination>, filter: EventFilter, output: (any FilterModuleOutput)?) -> any ModuleView {
        let interactor = FilterInteractor(filter: filter, today: LocalDay.text(of: context.clock.date, in: context.timeZone))
        let router = FilterRouter()
        let presenter = FilterPresenter(interactor: interactor, router: router, output: output, localization: context.localization)
        return Module(context, presenter: presenter, view: FilterView.init(output:))
            .interactor(interactor).router(router).view
    }
}
