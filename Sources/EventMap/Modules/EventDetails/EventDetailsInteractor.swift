import Viper

@MainActor final class EventDetailsInteractor: ViperInteractor<any EventDetailsInteractorOutput>, EventDetailsInteractorInput {
    private(set) var event: Event
    private let api: any EventsAPI
    private let account: AccountStore
    private let tasks: ModuleTasks

    init(event: Event, api: any EventsAPI, account: AccountStore, tasks: ModuleTasks) {
        self.event = event
        self.api = api
        self.account = account
        self.tasks = tasks
    }

    var isOwn: Bool { account.signedIn?.user.id == event.ownerID }

    func replace(with event: Event) {
        self.event = event
    }

    func delete() {
        tasks.deleteEvent(
            event, api: api, account: account, done: { [weak self] in self?.output?.didDelete() },
            failed: { [weak self] error in self?.output?.didFailToDelete(error) })
    }
}
