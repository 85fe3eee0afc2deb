import Viper

@MainActor final class CharacterCardInteractor: ViperInteractor<any CharacterCardInteractorOutput>, CharacterCardInteractorInput {
    private let id: Int
    private let service: any CharacterService
    private let pictures: PictureStore
    private let idle: IdleTracker
    private let tasks: ModuleTasks
    /// The loaded character's picture.
    private var pictureURL: String?

    init(id: Int, service: any CharacterService, pictures: PictureStore, tasks: ModuleTasks) {
        self.id = id
        self.service = service
        self.pictures = pictures
        self.idle = tasks.idle
        self.tasks = tasks
    }

    /// First the character, then its location, episodes and picture all at once.
    func load() {
        output?.didStartLoading()
        let (id, service, pictures, idle) = (self.id, self.service, self.pictures, self.idle)
        tasks.start { [weak self] in
            do {
                guard let character = try await Self.character(id, from: service) else {
                    self?.output?.didFindNoCharacter(id: id)
                    return
                }
                self?.pictureURL = character.image
                // A card closed while its character loaded asks for nothing more.
                try Task.checkCancellation()
                let (location, episodes, picture) = try await idle.concurrently(
                    { character.location.url.isEmpty ? nil : try await service.location(at: character.location.url) },
                    { try await service.episodes(at: character.episode) },
                    { await pictures.load(character.image, for: .card) }
                )
                let card = CharacterCard(character: character, location: location, episodes: episodes, picture: picture)
                self?.output?.didLoad(card)
            } catch is CancellationError {
                return
            } catch {
                self?.output?.didFail(error as? HTTPError ?? .undecodable(String(describing: error)))
            }
        }
    }

    /// The character, or nil when the API has none with this id (it answers 404).
    private static func character(_ id: Int, from service: any CharacterService) async throws(HTTPError) -> RMCharacter? {
        do {
            return try await service.character(id: id)
        } catch .status(404, _) {
            return nil
        }
    }

    func reloadPicture() {
        guard let pictureURL else { return }
        let pictures = self.pictures
        tasks.start { [weak self] in
            let picture = await pictures.load(pictureURL, for: .card)
            self?.output?.didLoadPicture(picture)
        }
    }
}
