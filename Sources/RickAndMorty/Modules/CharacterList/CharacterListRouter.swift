import Viper

@MainActor final class CharacterListRouter: ViperRouter<RickAndMortyDestination>, CharacterListRouterInput {
    func openCharacter(id: Int) {
        open(.character(id: id))
    }
}
