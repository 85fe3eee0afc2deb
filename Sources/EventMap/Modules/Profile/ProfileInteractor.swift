import Viper

@MainActor
final class ProfileInteractor: ProfileInteractorInput {
    weak var output: (any ProfileInteractorOutput)?
    private let api: any EventsAPI
    private let account: AccountStore
    private let idle: IdleTracker

    init(api: any EventsAPI, account: AccountStore, idle: IdleTracker) {
        self.api = api
        self.account = account
        self.idle = idle
    }

    var user: User? { account.signedIn?.user }

    func loadEvents() {
        guard let token = account.token else { return }
        idle.task { [api] in
            do throws(EventsError) {
                let events = try await api.events(ownedBy: token)
                self.output?.didLoad(events)
            } catch {
                self.output?.didFail(error)
            }
        }
    }

    func signOut() {
        guard let token = account.token else { return }
        account.forget()
        idle.task { [api] in
            await api.signOut(token: token)
            self.output?.didSignOut()
        }
    }
}
