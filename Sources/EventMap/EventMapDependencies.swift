import Viper

/// What Event Map's modules share.
public struct EventMapDependencies: Sendable {
    public let api: any EventsAPI
    public let account: AccountStore
    public let drafts: DraftStore
    public let clock: any AppClock
    public let idle: IdleTracker
    public let localization: Localization
}
