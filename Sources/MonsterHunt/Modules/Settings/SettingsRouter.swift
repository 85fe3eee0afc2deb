import Viper

@MainActor final class SettingsRouter: ViperRouter, SettingsRouterInput {}
