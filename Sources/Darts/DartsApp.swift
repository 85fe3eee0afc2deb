import Viper

/// What the Darts modules share.
public struct DartsServices: Sendable {
    public let archive: DartsArchive
    package let random: SharedRandom
    public let audio: any AudioService
}

public struct DartsApp: ViperApp {
    public init() {}

    public let name = "darts"
    public var title: LocalizedText { DartsStrings.appTitle }
    public var catalog: StringCatalog? { DartsStrings.catalog }
    public var summary: LocalizedText { DartsStrings.summary }
    public let root = DartsDestination.game
    public let drawsRandomNumbers = true

    public func makeServices(_ context: AppContext, options: NoOptions) -> DartsServices {
        DartsServices(
            archive: DartsArchive(storage: context.storage, notices: context.notices),
            random: SharedRandom(context.random),
            audio: context.audio
        )
    }
}
