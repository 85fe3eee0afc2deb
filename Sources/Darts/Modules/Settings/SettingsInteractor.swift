import Viper

@MainActor final class SettingsInteractor: SettingsInteractorInput {
    private let archive: DartsArchive

    init(archive: DartsArchive) {
        self.archive = archive
    }

    var settings: DartsSettings { archive.settings }

    func update(_ change: (inout DartsSettings) -> Void) -> StorageError? {
        do {
            try archive.update(change)
            return nil
        } catch {
            return error
        }
    }
}
