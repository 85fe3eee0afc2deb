import Viper

@MainActor final class CreateEventRouter: ViperRouter<EventMapDestination>, CreateEventRouterInput {
    func offerSignIn() {
        open(.signInOffer(signIn: DestinationAction { [weak self] in self?.openSignIn() }))
    }

    func openSignIn() {
        open(.signInToContinue)
    }
}
