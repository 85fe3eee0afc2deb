import Viper

/// What Event Map's modules share.
public struct EventMapServices: Sendable {
    public let api: any EventsAPI
    public let account: AccountStore
    public let drafts: DraftStore
}
