import Viper

@MainActor final class ProfileRouter: ViperRouter<EventMapDestination>, ProfileRouterInput {
    func openDetails(of event: Event) {
        open(.details(event))
    }

    func openSignIn() {
        open(.signIn(notice: nil))
    }
}
