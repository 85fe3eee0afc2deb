import Viper

@MainActor enum CharacterListAssembly {
    static func build(_ context: ModuleContext<RickAndMortyDestination>) -> any ModuleView {
        let services = context.services
        let interactor = CharacterListInteractor(service: services.service, pictures: services.pictures, tasks: context.tasks)
        let router = CharacterListRouter()
        let presenter = CharacterListPresenter(interactor: interactor, router: router, localization: context.localization, isLive: services.isLive)
        return Module(context, presenter: presenter, view: CharacterListView.init(output:))
            .interactor(interactor, reportsTo: { $0 })
            .router(router)
            .view
    }
}
