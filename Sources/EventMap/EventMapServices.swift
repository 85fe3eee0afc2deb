import Viper

/// What Event Map's modules share.
public struct EventMapServices: Sendable {
    public let api: any EventsAPI
    public let account: AccountStore
    public let drafts: DraftStore
    /// The app's data folder, where files for the user to take elsewhere are saved (`exports/`).
    public let files: DocumentStore
}
