import EventMapAPI
import Viper

/// The event the user was writing and did not create: kept in the document `draft` when its
/// screen closes (by `back`, or as the session ends), and put back in the form the next time an
/// event is written. Creating the event discards it.
@MainActor
public final class DraftStore {
    static let documentName = "draft"

    private let storage: DocumentStore
    private let notices: Notices

    public init(storage: DocumentStore, notices: Notices) {
        self.storage = storage
        self.notices = notices
    }

    func load() -> SavedDraft? {
        storage.load(SavedDraft.self, from: Self.documentName)
    }

    /// A draft that cannot be kept is said: it closes with its screen, so there is no form left to show it on.
    func keep(_ draft: SavedDraft) {
        do {
            try storage.save(draft, as: Self.documentName)
        } catch {
            notices.post("the event being written was not kept: \(error.message)")
        }
    }

    func discard() {
        try? storage.remove(Self.documentName)
    }
}

/// What the user wrote on the form; the address only when they wrote one, as the default is
/// the point pressed, which the next form has its own of; the start only when they chose one,
/// the end only when the event has one (`YYYY-MM-DDTHH:MM`, the wall clock of the form). A
/// draft kept before drafts had times has neither.
struct SavedDraft: CheckedDocument, Equatable {
    var title: String
    var address: String?
    var type: EventType
    var age: AgeRestriction
    var description: String
    var start: String?
    var end: String?

    func checked() -> Checked<SavedDraft> {
        Checked(document: self)
    }
}
