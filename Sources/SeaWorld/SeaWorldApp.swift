import Viper

/// What Sea World's modules share.
public struct SeaWorldDependencies: Sendable {
    public let random: SeededRandom
    public let localization: Localization
    public let size: SeaModuleInput
}

public struct SeaWorldApp: ViperApp {
    public init() {}

    public let name = "seaworld"
    public var title: LocalizedText { SeaStrings.title }
    public var summary: LocalizedText { SeaStrings.summary }
    public let rootRoute = "sea"

    public var options: [AppOption] {
        [
            AppOption(name: "rows", valueName: "N", help: SeaStrings.rowsHelp, kind: .integer(1...2000)),
            AppOption(name: "cols", valueName: "N", help: SeaStrings.columnsHelp, kind: .integer(1...2000)),
        ]
    }

    public func makeDependencies(_ context: AppContext) -> SeaWorldDependencies {
        SeaWorldDependencies(
            random: context.random,
            localization: context.localization,
            size: SeaModuleInput(
                rows: context.options.integer("rows") ?? SeaRules.defaultRows,
                columns: context.options.integer("cols") ?? SeaRules.defaultColumns
            )
        )
    }

    public func routes() -> [Route<SeaWorldDependencies>] {
        [
            Route("sea", summary: SeaStrings.seaRoute) { request in
                request.navigator.setRoot(SeaAssembly.build(input: request.dependencies.size, dependencies: request.dependencies))
            },
            // viper:routes
        ]
    }
}
