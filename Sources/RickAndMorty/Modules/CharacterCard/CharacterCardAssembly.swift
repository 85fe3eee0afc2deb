import Viper

@MainActor
public enum CharacterCardAssembly {
    public static func build(input: CharacterCardInput, dependencies: RickAndMortyDependencies, navigator: Navigator) -> any ModuleView {
        let interactor = CharacterCardInteractor(id: input.id, service: dependencies.service, pictures: dependencies.pictures, idle: dependencies.idle)
        let router = CharacterCardRouter(navigator: navigator)
        let presenter = CharacterCardPresenter(interactor: interactor, router: router, localization: dependencies.localization)
        let view = CharacterCardView(output: presenter)
        presenter.view = view
        interactor.output = presenter
        return view
    }
}
