import Viper

@MainActor
final class CharacterListRouter: CharacterListRouterInput {
    weak var navigator: Navigator?
    private let dependencies: RickAndMortyDependencies

    init(navigator: Navigator, dependencies: RickAndMortyDependencies) {
        self.navigator = navigator
        self.dependencies = dependencies
    }

    func openCharacter(id: Int) {
        guard let navigator else { return }
        navigator.push(CharacterCardAssembly.build(input: CharacterCardInput(id: id), dependencies: dependencies, navigator: navigator))
    }
}
