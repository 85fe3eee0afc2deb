import EventMapAPI
import Viper

@MainActor final class EventDetailsInteractor: ViperInteractor<any EventDetailsInteractorOutput>, EventDetailsInteractorInput {
    private(set) var event: Event
    private let api: any EventsAPI
    private let account: AccountStore
    private let files: DocumentStore
    private let tasks: ModuleTasks

    init(event: Event, api: any EventsAPI, account: AccountStore, files: DocumentStore, tasks: ModuleTasks) {
        self.event = event
        self.api = api
        self.account = account
        self.files = files
        self.tasks = tasks
    }

    var isOwn: Bool { account.signedIn?.user.id == event.ownerID }

    func replace(with event: Event) {
        self.event = event
    }

    func saveCalendarFile() {
        let (api, files, id) = (api, files, event.id)
        tasks.call(
            { [weak self] () async throws(EventsError) in
                let calendar = try await api.calendarFile(ofEvent: id)
                do throws(StorageError) {
                    self?.output?.didSaveCalendarFile(at: try files.export(calendar, as: "event-\(id).ics"))
                } catch {
                    self?.output?.didFailToSaveCalendarFile(LocalizedText(verbatim: error.message))
                }
            },
            failed: { [weak self] error in self?.output?.didFailToSaveCalendarFile(MapStrings.failure(error)) })
    }

    func delete() {
        tasks.deleteEvent(
            event, api: api, account: account, done: { [weak self] in self?.output?.didDelete() },
            failed: { [weak self] error in self?.output?.didFailToDelete(error) })
    }
}
