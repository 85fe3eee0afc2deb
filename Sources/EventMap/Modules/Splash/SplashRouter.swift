import Viper

@MainActor final class SplashRouter: ViperRouter<EventMapDestination>, SplashRouterInput {
    func openMap() {
        open(.map)
    }

    func openSignIn(notice: String?) {
        open(.signIn(notice: notice))
    }
}
