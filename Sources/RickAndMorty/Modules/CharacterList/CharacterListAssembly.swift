import Viper

@MainActor public enum CharacterListAssembly {
    public static func build(dependencies: RickAndMortyDependencies, navigator: Navigator) -> any ModuleView {
        let interactor = CharacterListInteractor(service: dependencies.service, pictures: dependencies.pictures, idle: dependencies.idle)
        let router = CharacterListRouter(dependencies: dependencies)
        let presenter = CharacterListPresenter(interactor: interactor, router: router, localization: dependencies.localization, isLive: dependencies.isLive)
        return Module(presenter: presenter, view: CharacterListView.init(output:))
            .interactor(interactor, reportsTo: { $0 })
            .router(router, on: navigator)
            .view
    }
}
