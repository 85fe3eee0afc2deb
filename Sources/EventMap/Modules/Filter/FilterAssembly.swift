import Viper

@MainActor
enum FilterAssembly {
    static func build(filter: EventFilter, output: any FilterModuleOutput, dependencies: EventMapDependencies, navigator: Navigator) -> any ModuleView {
        let presenter = FilterPresenter(interactor: FilterInteractor(filter: filter), router: FilterRouter(navigator: navigator),
                                        output: output, localization: dependencies.localization)
        let view = FilterView(output: presenter)
        presenter.view = view
        return view
    }
}
