import EventMapAPI
import Viper

@MainActor final class ResetPasswordInteractor: ViperInteractor<any ResetPasswordInteractorOutput>, ResetPasswordInteractorInput {
    private let api: any EventsAPI
    private let tasks: ModuleTasks

    init(api: any EventsAPI, tasks: ModuleTasks) {
        self.api = api
        self.tasks = tasks
    }

    func setPassword(email: String, code: String, password: String) {
        let api = self.api
        tasks.call(
            { [weak self] () async throws(EventsError) in
                try await api.confirmPasswordReset(email: email, code: code, password: password)
                self?.output?.didSetPassword()
            }, failed: { [weak self] in self?.output?.didFail($0) })
    }

    func sendCode(to email: String) {
        let api = self.api
        tasks.call(
            { [weak self] () async throws(EventsError) in
                try await api.requestPasswordReset(email: email)
                self?.output?.didSendCode()
            }, failed: { [weak self] in self?.output?.didFail($0) })
    }
}
