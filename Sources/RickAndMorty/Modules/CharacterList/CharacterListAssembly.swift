import Viper

@MainActor
public enum CharacterListAssembly {
    public static func build(dependencies: RickAndMortyDependencies, navigator: Navigator) -> any ModuleView {
        let interactor = CharacterListInteractor(service: dependencies.service, pictures: dependencies.pictures, idle: dependencies.idle)
        let router = CharacterListRouter(navigator: navigator, dependencies: dependencies)
        let presenter = CharacterListPresenter(interactor: interactor, router: router, localization: dependencies.localization, isLive: dependencies.isLive)
        let view = CharacterListView(output: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
