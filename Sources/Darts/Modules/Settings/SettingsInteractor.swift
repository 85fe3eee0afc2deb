import Viper

@MainActor final class SettingsInteractor: SettingsInteractorInput {
    private let archive: DartsArchive

    init(archive: DartsArchive) {
        self.archive = archive
    }

    var settings: DartsSettings { archive.settings }

    func update(_ change: (inout DartsSettings) -> Void) -> StorageError? {
        var settings = archive.settings
        change(&settings)
        do {
            try archive.save(settings)
            return nil
        } catch {
            return error
        }
    }
}
