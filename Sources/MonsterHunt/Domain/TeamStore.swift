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

    func add(_ monster: CaughtMonster) throws(StorageError) {
        try storage.save(members + [monster], as: Self.documentName)
        members.append(monster)
    }
}
