import Viper

@MainActor final class FilterRouter: ViperRouter, FilterRouterInput {}
