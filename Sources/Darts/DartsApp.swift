import Viper

/// What the Darts modules share.
public struct DartsDependencies: Sendable {
    public let archive: DartsArchive
    public let clock: any AppClock
    public let random: SharedRandom
    public let audio: any AudioService
    public let localization: Localization
}

public struct DartsApp: ViperApp {
    public init() {}

    public let name = "darts"
    public var title: LocalizedText { DartsStrings.appTitle }
    public var summary: LocalizedText { DartsStrings.summary }
    public let rootRoute = "game"

    public func makeDependencies(_ context: AppContext) -> DartsDependencies {
        DartsDependencies(
            archive: DartsArchive(storage: context.storage, notices: context.notices),
            clock: context.clock,
            random: SharedRandom(context.random),
            audio: context.audio,
            localization: context.localization
        )
    }

    public func routes() -> [Route<DartsDependencies>] {
        [
            Route("game", summary: DartsStrings.gameRoute) { request throws(RouteError) in
                try Self.showTab("game", request)
            },
            Route("statistics", summary: DartsStrings.statisticsRoute) { request throws(RouteError) in
                try Self.showTab("statistics", request)
            },
            Route("settings", summary: DartsStrings.settingsRoute) { request throws(RouteError) in
                try Self.showTab("settings", request)
            },
            Route("game/:id", summary: DartsStrings.historyRoute) { request throws(RouteError) in
                let id = try request.parameters.int("id")
                guard let game = request.dependencies.archive.game(id: id) else {
                    throw .refused("no game \(id); statistics lists the games played")
                }
                try Self.showTab("statistics", request)
                request.navigator.push(HistoryAssembly.build(game: game, dependencies: request.dependencies, navigator: request.navigator))
            },
            // viper:routes
        ]
    }

    /// The tab bar is made once, on the first route opened; later routes select a tab in it.
    private static func showTab(_ name: String, _ request: RouteRequest<DartsDependencies>) throws(RouteError) {
        let navigator = request.navigator
        if !navigator.state.hasTabBar {
            let dependencies = request.dependencies
            let localization = dependencies.localization
            navigator.setTabs([
                .init(name: "game", title: localization(DartsStrings.gameTab), root: GameAssembly.build(dependencies: dependencies)),
                .init(name: "statistics", title: localization(DartsStrings.statisticsTab), root: StatisticsAssembly.build(dependencies: dependencies, navigator: navigator)),
                .init(name: "settings", title: localization(DartsStrings.settingsTab), root: SettingsAssembly.build(dependencies: dependencies)),
            ])
        }
        do {
            try navigator.selectTab(named: name)
        } catch {
            throw .refused(error.message)
        }
    }
}
