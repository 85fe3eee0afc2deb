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
    public let root = SeaWorldDestination.sea

    public var options: [AppOption] {
        [
            AppOption(name: "rows", valueName: "N", help: SeaStrings.rowsHelp, kind: .integer(1...2000)),
            AppOption(name: "cols", valueName: "N", help: SeaStrings.columnsHelp, kind: .integer(1...2000)),
        ]
    }

    public func makeServices(_ context: AppContext) -> SeaWorldServices {
        SeaWorldServices(
            size: SeaModuleInput(
                rows: context.options.integer("rows") ?? SeaRules.defaultRows,
                columns: context.options.integer("cols") ?? SeaRules.defaultColumns
            )
        )
    }
}
