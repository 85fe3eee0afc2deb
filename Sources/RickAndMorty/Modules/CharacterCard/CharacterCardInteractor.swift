import Viper

@MainActor final class CharacterCardInteractor: ViperInteractor<any CharacterCardInteractorOutput>, CharacterCardInteractorInput {
    private let id: Int
    private let service: any CharacterService
    private let pictures: PictureStore
    private let tasks: ModuleTasks
    /// The loaded character's picture.
    private var pictureURL: String?

    init(id: Int, service: any CharacterService, pictures: PictureStore, idle: IdleTracker) {
        self.id = id
        self.service = service
        self.pictures = pictures
        tasks = ModuleTasks(idle: idle)
    }

    /// First the character, then its location, episodes and picture all at once.
    func load() {
        output?.didStartLoading()
        let (id, service, pictures) = (self.id, self.service, self.pictures)
        tasks.start { [weak self] in
            do {
                let character = try await service.character(id: id)
                self?.pictureURL = character.image
                // A card closed while its character loaded asks for nothing more.
                try Task.checkCancellation()
                async let location = character.location.url.isEmpty ? nil : service.location(at: character.location.url)
                async let episodes = service.episodes(at: character.episode)
                async let picture = pictures.load(character.image, for: .card)
                let card = try await CharacterCard(character: character, location: location, episodes: episodes, picture: picture)
                self?.output?.didLoad(card)
            } catch is CancellationError {
                return
            } catch {
                self?.output?.didFail(error as? HTTPError ?? .undecodable(String(describing: error)))
            }
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
