import Viper

@MainActor final class ResetPasswordRouter: ViperRouter<EventMapDestination>, ResetPasswordRouterInput {}
