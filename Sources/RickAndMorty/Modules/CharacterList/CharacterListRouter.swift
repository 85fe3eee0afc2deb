import Viper

@MainActor final class CharacterListRouter: ViperRouter, CharacterListRouterInput {
    private let dependencies: RickAndMortyDependencies

    init(dependencies: RickAndMortyDependencies) {
        self.dependencies = dependencies
    }

    func openCharacter(id: Int) {
        push(CharacterCardAssembly.build(input: CharacterCardInput(id: id), dependencies: dependencies))
    }
}
