import Viper

@MainActor final class ResetPasswordRouter: ViperRouter, ResetPasswordRouterInput {}
