import Foundation
import Viper

/// Who is signed in on this device. The token is kept in a 0600 file in the data folder so
/// the app signs in by itself at the next launch; the password is never kept.
@MainActor
public final class AccountStore {
    static let documentName = "session"

    private let storage: DocumentStore
    public private(set) var signedIn: SignedIn?
    /// The token found at launch, before it has been checked with the server.
    public private(set) var savedToken: String?

    public init(storage: DocumentStore) {
        self.storage = storage
        savedToken = storage.load(SavedToken.self, from: Self.documentName)?.token
    }

    public var token: String? { signedIn?.token }

    /// Keeps the session; a failure to save only means signing in again next time.
    func keep(_ session: SignedIn) -> StorageError? {
        signedIn = session
        savedToken = session.token
        do {
            try storage.save(SavedToken(token: session.token), as: Self.documentName)
            return nil
        } catch {
            return error
        }
    }

    func forget() {
        signedIn = nil
        savedToken = nil
        try? storage.remove(Self.documentName)
    }
}
