import Viper

@MainActor final class SignInRouter: ViperRouter<EventMapDestination>, SignInRouterInput {
    func openMap() {
        open(.map)
    }

    func openRegistration() {
        open(.registration)
    }

    func openPasswordReset(for email: String) {
        open(.resetPassword(email: email))
    }
}
