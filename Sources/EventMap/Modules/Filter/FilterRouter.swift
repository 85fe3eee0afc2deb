import Viper

@MainActor final class FilterRouter: ViperRouter<EventMapDestination>, FilterRouterInput {}
