import Viper

@MainActor public enum CharacterCardAssembly {
    public static func build(input: CharacterCardInput, dependencies: RickAndMortyDependencies) -> any ModuleView {
        let interactor = CharacterCardInteractor(id: input.id, service: dependencies.service, pictures: dependencies.pictures, idle: dependencies.idle)
        let presenter = CharacterCardPresenter(interactor: interactor, localization: dependencies.localization)
        return Module(presenter: presenter, view: CharacterCardView.init(output:))
            .interactor(interactor, reportsTo: { $0 })
            .view
    }
}
