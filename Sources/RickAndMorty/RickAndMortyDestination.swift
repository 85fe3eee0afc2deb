import Viper

/// The screens of the Rick and Morty browser.
public enum RickAndMortyDestination: AppDestination, Equatable, Codable {
    public typealias Services = RickAndMortyServices

    case characters
    case character(id: Int)
    /// An episode as a character's card loaded it.
    case episode(RMEpisode)
    // viper:destinations

    public func open(in context: ModuleContext<Self>) -> Opening {
        switch self {
        case .characters: .root(CharacterListAssembly.build(context))
        case .character(let id): .push(CharacterCardAssembly.build(context, input: CharacterCardInput(id: id)))
        case .episode(let episode): .push(EpisodeCardAssembly.build(context, episode: episode))
        // viper:openings
        }
    }

    public static var routes: [DestinationRoute<Self>] {
        [
            DestinationRoute("characters", summary: RickAndMortyStrings.charactersRoute, opens: .characters),
            DestinationRoute("character/:id", summary: RickAndMortyStrings.characterRoute) { parameters, _ throws(RouteError) in
                let id = try parameters.int("id")
                guard id > 0 else { throw .badParameter("id", value: String(id), expected: "a positive character id") }
                return [.character(id: id)]
            },
            // viper:routes
        ]
    }
}
