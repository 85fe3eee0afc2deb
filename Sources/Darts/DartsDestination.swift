import Viper

/// The screens of Darts: three tabs, a game's history, and its details as a sheet.
public enum DartsDestination: AppDestination, Equatable, Codable {
    public typealias Services = DartsServices

    case game
    case statistics
    case settings
    case history(GameRecord)
    case details(GameRecord)
    // viper:destinations

    public func open(in context: ModuleContext<Self>) -> Opening {
        switch self {
        case .game, .statistics, .settings: .tab
        case .history(let game): .push(HistoryAssembly.build(context, game: game))
        case .details(let game): .sheet(DetailsAssembly.build(context, game: game))
        // viper:openings
        }
    }

    public static var tabs: [Tab<Self>] {
        [
            Tab(.game, title: DartsStrings.gameTab, root: GameAssembly.build),
            Tab(.statistics, title: DartsStrings.statisticsTab, root: StatisticsAssembly.build),
            Tab(.settings, title: DartsStrings.settingsTab, root: SettingsAssembly.build),
        ]
    }

    public static var routes: [DestinationRoute<Self>] {
        [
            DestinationRoute("game", summary: DartsStrings.gameRoute, opens: .game),
            DestinationRoute("statistics", summary: DartsStrings.statisticsRoute, opens: .statistics),
            DestinationRoute("settings", summary: DartsStrings.settingsRoute, opens: .settings),
            DestinationRoute("game/:id", summary: DartsStrings.historyRoute) { parameters, services throws(RouteError) in
                let id = try parameters.int("id")
                guard let game = services.archive.game(id: id) else {
                    throw .refused("no game \(id); statistics lists the games played")
                }
                return [.statistics, .history(game)]
            },
            // viper:routes
        ]
    }
}
