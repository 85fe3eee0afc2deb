import Viper

/// The caught monsters, saved in the data folder so the team survives restarts. Saving is
/// atomic and a corrupt file is moved aside by `DocumentStore`, never silently dropped.
@MainActor
public final class TeamStore {
    static let documentName = "team"

    private let storage: DocumentStore
    public private(set) var members: [CaughtMonster]

    public init(storage: DocumentStore) {
        self.storage = storage
        members = storage.load(RecordList<CaughtMonster>.self, from: Self.documentName)?.records ?? []
    }

    /// Adds under the data folder's lock to the team as saved, so a monster another process
    /// caught meanwhile is kept, and shows it here too.
    func add(_ monster: CaughtMonster) throws(StorageError) {
        members = try storage.update(RecordList<CaughtMonster>.self, in: Self.documentName, initial: RecordList([])) { team in
            team.records.append(monster)
        }.records
    }
}
