import Viper

@MainActor final class SettingsRouter: ViperRouter<MonsterHuntDestination>, SettingsRouterInput {}
