import Viper

/// What Sea World's modules share: the size of the sea, from the command line.
public struct SeaWorldServices: Sendable {
    public let size: SeaModuleInput
}

public struct SeaWorldApp: ViperApp {
    public init() {}

    public let name = "seaworld"
    public var title: LocalizedText { SeaStrings.title }
    public var summary: LocalizedText { SeaStrings.summary }
    public var catalog: StringCatalog? { SeaStrings.catalog }
    public let root = SeaWorldDestination.sea
    public let drawsRandomNumbers = true

    public func makeServices(_ context: AppContext, options: SeaWorldOptions) -> SeaWorldServices {
        SeaWorldServices(
            size: SeaModuleInput(
                rows: options.rows ?? SeaRules.defaultRows,
                columns: options.columns ?? SeaRules.defaultColumns
            )
        )
    }
}
