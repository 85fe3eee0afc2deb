import EventMapAPI
import Viper

@MainActor final class SignInInteractor: ViperInteractor<any SignInInteractorOutput>, SignInInteractorInput {
    private let api: any EventsAPI
    private let account: AccountStore
    private let tasks: ModuleTasks

    init(api: any EventsAPI, account: AccountStore, tasks: ModuleTasks) {
        self.api = api
        self.account = account
        self.tasks = tasks
    }

    func signIn(email: String, password: String) {
        let (api, account) = (api, account)
        tasks.call(
            { [weak self] () async throws(EventsError) in
                let session = try await api.signIn(email: email, password: password)
                _ = account.keep(session)
                self?.output?.didSignIn()
            }, failed: { [weak self] in self?.output?.didFail($0) })
    }

    func requestPasswordReset(email: String) {
        let api = self.api
        tasks.call(
            { [weak self] () async throws(EventsError) in
                try await api.requestPasswordReset(email: email)
                self?.output?.didSendPasswordReset(to: email)
            }, failed: { [weak self] in self?.output?.didFail($0) })
    }
}
