import Viper

@MainActor final class SignInRouter: ViperRouter<EventMapDestination>, SignInRouterInput {
    func openMap() {
        open(.map)
    }

    func openRegistration(output: any RegistrationModuleOutput) {
        open(.registration(output: output))
    }

    func openPasswordReset(for email: String, output: any ResetPasswordModuleOutput) {
        open(.resetPassword(email: email, output: output))
    }
}
