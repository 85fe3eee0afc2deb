@MainActor
final class GameRouter: GameRouterInput {}
