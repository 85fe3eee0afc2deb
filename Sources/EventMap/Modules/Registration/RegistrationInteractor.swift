import EventMapAPI
import Viper

@MainActor final class RegistrationInteractor: ViperInteractor<any RegistrationInteractorOutput>, RegistrationInteractorInput {
    private let api: any EventsAPI
    private let account: AccountStore
    private let tasks: ModuleTasks

    init(api: any EventsAPI, account: AccountStore, tasks: ModuleTasks) {
        self.api = api
        self.account = account
        self.tasks = tasks
    }

    /// The confirmation is the client's to check; every other rule is the server's, so a
    /// remote server would enforce the same ones.
    func register(_ form: RegistrationForm) {
        guard form.password == form.confirmation else { return output?.didFail(.mismatch) ?? () }
        let (api, account) = (self.api, self.account)
        tasks.start { [weak self] in
            do throws(EventsError) {
                let session = try await api.register(Registration(name: form.name, email: form.email, birthDate: form.birthDate, password: form.password))
                _ = account.keep(session)
                self?.output?.didRegister()
            } catch {
                self?.output?.didFail(.server(error))
            }
        }
    }
}
