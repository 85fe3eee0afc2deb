import Viper

@MainActor final class SignInInteractor: ViperInteractor<any SignInInteractorOutput>, SignInInteractorInput {
    private let api: any EventsAPI
    private let account: AccountStore
    private let tasks: ModuleTasks

    init(api: any EventsAPI, account: AccountStore, idle: IdleTracker) {
        self.api = api
        self.account = account
        tasks = ModuleTasks(idle: idle)
    }

    func signIn(email: String, password: String) {
        run { [api, account] output async throws(EventsError) in
            let session = try await api.signIn(email: email, password: password)
            _ = account.keep(session)
            output.didSignIn()
        }
    }

    func requestPasswordReset(email: String) {
        run { [api] output async throws(EventsError) in
            try await api.requestPasswordReset(email: email)
            output.didSendPasswordReset(to: email)
        }
    }

    /// Runs a request as tracked work and reports its failure.
    private func run(_ work: @escaping @MainActor (any SignInInteractorOutput) async throws(EventsError) -> Void) {
        tasks.start { [weak self] in
            guard let output = self?.output else { return }
            do throws(EventsError) {
                try await work(output)
            } catch {
                output.didFail(error)
            }
        }
    }
}
