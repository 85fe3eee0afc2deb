import Viper

@MainActor final class SignInRouter: ViperRouter, SignInRouterInput {
    private let dependencies: EventMapDependencies

    init(dependencies: EventMapDependencies) {
        self.dependencies = dependencies
    }

    func openMap() {
        if let navigator { EventMapScreens.showMap(dependencies: dependencies, in: navigator) }
    }

    func openRegistration() {
        guard let navigator else { return }
        push(RegistrationAssembly.build(dependencies: dependencies, navigator: navigator))
    }

    func openPasswordReset(for email: String, output: any ResetPasswordModuleOutput) {
        guard let navigator else { return }
        push(ResetPasswordAssembly.build(email: email, output: output, dependencies: dependencies, navigator: navigator))
    }
}
