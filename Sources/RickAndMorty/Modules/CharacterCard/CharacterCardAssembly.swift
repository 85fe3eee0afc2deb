import Viper

@MainActor enum CharacterCardAssembly {
    static func build(_ context: ModuleContext<RickAndMortyDestination>, input: CharacterCardInput) -> any ModuleView {
        let services = context.services
        let interactor = CharacterCardInteractor(id: input.id, service: services.service, pictures: services.pictures, tasks: context.tasks)
        let router = CharacterCardRouter()
        let presenter = CharacterCardPresenter(interactor: interactor, router: router, localization: context.localization, notices: context.notices)
        return Module(context, presenter: presenter, view: CharacterCardView.init(output:))
            .interactor(interactor, reportsTo: { $0 })
            .router(router)
            .view
    }
}
