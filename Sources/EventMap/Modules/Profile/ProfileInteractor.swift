import EventMapAPI
import Viper

@MainActor final class ProfileInteractor: ViperInteractor<any ProfileInteractorOutput>, ProfileInteractorInput {
    private let api: any EventsAPI
    private let account: AccountStore
    private let tasks: ModuleTasks

    init(api: any EventsAPI, account: AccountStore, tasks: ModuleTasks) {
        self.api = api
        self.account = account
        self.tasks = tasks
    }

    var user: User? { account.signedIn?.user }

    func loadEvents() {
        guard let token = account.token else { return }
        tasks.start { [weak self, api, account] in
            do throws(EventsError) {
                let events = try await api.events(ownedBy: token)
                self?.output?.didLoad(events)
            } catch {
                account.endSession(token, ifRejectedBy: error)
                self?.output?.didFail(error)
            }
        }
    }

    func delete(_ event: Event) {
        tasks.deleteEvent(
            event, api: api, account: account, done: { [weak self] in self?.output?.didDelete(event) },
            failed: { [weak self] error in self?.output?.didFailToDelete(error) })
    }

    func signOut() {
        guard let token = account.token else { return }
        account.forget()
        tasks.start { [weak self, api] in
            await api.signOut(token: token)
            self?.output?.didSignOut()
        }
    }
}
