import Viper

@MainActor enum FilterAssembly {
    static func build(filter: EventFilter, output: any FilterModuleOutput, dependencies: EventMapDependencies, navigator: Navigator) -> any ModuleView {
        let interactor = FilterInteractor(filter: filter)
        let router = FilterRouter()
        let presenter = FilterPresenter(interactor: interactor, router: router, output: output, localization: dependencies.localization)
        return Module(presenter: presenter, view: FilterView.init(output:))
            .interactor(interactor).router(router, on: navigator).view
    }
}
