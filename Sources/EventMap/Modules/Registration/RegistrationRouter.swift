import Viper

@MainActor final class RegistrationRouter: ViperRouter<EventMapDestination>, RegistrationRouterInput {
    func openMap() {
        open(.map)
    }
}
