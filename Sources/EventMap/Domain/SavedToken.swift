import EventMapAPI
import Viper

/// The session kept on this device, the document `session`: only the token.
struct SavedToken: CheckedDocument {
    let token: String

    /// A token of any other shape than `Tokens.make()` gives cannot be a session: the file is
    /// moved aside and the user signs in again.
    func checked() throws(DocumentDefect) -> Checked<SavedToken> {
        guard SessionToken.isWellFormed(token) else { throw DocumentDefect("the token is not \(SessionToken.length) characters of base64url") }
        return Checked(document: self)
    }
}
