import Viper

@MainActor final class ResetPasswordInteractor: ViperInteractor<any ResetPasswordInteractorOutput>, ResetPasswordInteractorInput {
    private let api: any EventsAPI
    private let tasks: ModuleTasks

    init(api: any EventsAPI, idle: IdleTracker) {
        self.api = api
        tasks = ModuleTasks(idle: idle)
    }

    func setPassword(email: String, code: String, password: String) {
        run { [api] output async throws(EventsError) in
            try await api.confirmPasswordReset(email: email, code: code, password: password)
            output.didSetPassword()
        }
    }

    func sendCode(to email: String) {
        run { [api] output async throws(EventsError) in
            try await api.requestPasswordReset(email: email)
            output.didSendCode()
        }
    }

    private func run(_ work: @escaping @MainActor (any ResetPasswordInteractorOutput) async throws(EventsError) -> Void) {
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
