import EventMapAPI
import Foundation
import Viper

/// Who is signed in on this device. The token is kept in a 0600 file in the data folder so
/// the app signs in by itself at the next launch, one file for each server; the password is
/// never kept.
@MainActor
public final class AccountStore {
    private let storage: DocumentStore
    private let documentName: String
    public private(set) var signedIn: SignedIn?
    /// The token found at launch, before it has been checked with the server.
    public private(set) var savedToken: String?

    /// - Parameter server: the server the session belongs to (`ServerAddress.sessionKey`);
    ///   `nil` for the embedded server, whose session keeps the name it always had.
    public init(storage: DocumentStore, server: String? = nil) {
        self.storage = storage
        documentName = Self.documentName(server: server)
        savedToken = storage.load(SavedToken.self, from: documentName)?.token
    }

    /// `session`, or `session-` and the server's key in characters any file system keeps.
    static func documentName(server: String?) -> String {
        guard let server else { return "session" }
        return "session-" + server.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") ? $0 : "_" }
    }

    public var token: String? { signedIn?.token }

    /// Keeps the session; a failure to save only means signing in again next time.
    func keep(_ session: SignedIn) -> StorageError? {
        signedIn = session
        savedToken = session.token
        do {
            try storage.save(SavedToken(token: session.token), as: documentName)
            return nil
        } catch {
            return error
        }
    }

    func forget() {
        signedIn = nil
        savedToken = nil
        try? storage.remove(documentName)
    }

    /// Ends the session `token` belongs to when the server refused the token itself (unknown,
    /// signed out elsewhere, expired): nobody is signed in any more, so the screens offer to
    /// sign in. A newer session, begun since `token` was sent, is kept.
    func endSession(_ token: String, ifRejectedBy error: EventsError) {
        guard error.rejectsToken, token == signedIn?.token || token == savedToken else { return }
        forget()
    }
}
