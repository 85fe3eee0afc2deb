import EventMapAPI
import Viper

@MainActor final class SplashInteractor: ViperInteractor<any SplashInteractorOutput>, SplashInteractorInput {
    private let api: any EventsAPI
    private let account: AccountStore
    private let tasks: ModuleTasks

    init(api: any EventsAPI, account: AccountStore, tasks: ModuleTasks) {
        self.api = api
        self.account = account
        self.tasks = tasks
    }

    /// Always answers from a task, never during the view's load: the splash is on screen
    /// before it moves on.
    func restoreSession() {
        let (api, token) = (self.api, account.savedToken)
        tasks.start { [weak self] in
            guard let token else { return self?.output?.needsSignIn(reason: nil) ?? () }
            do throws(EventsError) {
                let user = try await api.user(token: token)
                guard let self else { return }
                _ = account.keep(SignedIn(token: token, user: user))
                output?.sessionRestored()
            } catch  where error.rejectsToken {
                self?.account.endSession(token, ifRejectedBy: error)
                self?.output?.needsSignIn(reason: error)
            } catch {
                self?.output?.restoreFailed(error)
            }
        }
    }
}
