import EventMapAPI
import Foundation
import Viper
import ViperLocation

@MainActor final class CreateEventInteractor: ViperInteractor<any CreateEventInteractorOutput>, CreateEventInteractorInput {
    private(set) var form: CreateEventForm
    private let purpose: EventFormPurpose
    private let api: any EventsAPI
    private let account: AccountStore
    private let drafts: DraftStore
    private let tasks: ModuleTasks
    /// Set once the server has the event: there is no draft left to keep.
    private var isCreated = false

    init(purpose: EventFormPurpose, api: any EventsAPI, account: AccountStore, drafts: DraftStore, tasks: ModuleTasks, now: Date, timeZone: TimeZone) {
        switch purpose {
        case .create(let position):
            form = CreateEventForm(position: position, now: now, timeZone: timeZone)
            if let saved = drafts.load() { form.restore(saved) }
        case .edit(let event):
            form = CreateEventForm(editing: event, now: now, readerZone: timeZone)
        }
        self.purpose = purpose
        self.api = api
        self.account = account
        self.drafts = drafts
        self.tasks = tasks
    }

    var isEditing: Bool {
        if case .edit = purpose { true } else { false }
    }

    /// Only a new event's form is kept: an edit left unsaved leaves the event as it was.
    func keepDraft() {
        guard !isCreated, !isEditing else { return }
        guard form.isTouched else { return drafts.discard() }
        drafts.keep(form.saved)
    }

    var isSignedIn: Bool { account.token != nil }

    func update(_ change: CreateEventChange) {
        switch change {
        case .title(let title): form.title = title
        case .start(let start): form.start = start
        case .hasEnd(let hasEnd): form.hasEnd = hasEnd
        case .end(let end): form.end = end
        case .address(let address): form.address = address
        case .type(let type): form.type = type
        case .age(let age): form.age = age
        case .description(let description): form.description = description
        }
    }

    func submit() {
        guard let token = account.token else {
            output?.didFailToSave(.invalidToken)
            return
        }
        let (api, draft, drafts, account, purpose) = (self.api, form.draft, self.drafts, self.account, self.purpose)
        tasks.start { [weak self] in
            do throws(EventsError) {
                switch purpose {
                case .create:
                    let event = try await api.createEvent(draft, token: token)
                    // The server has it, whether or not its form is still open.
                    drafts.discard()
                    self?.isCreated = true
                    self?.output?.didSave(event)
                case .edit(let event):
                    self?.output?.didSave(try await api.updateEvent(id: event.id, with: EventEdit(draft), token: token))
                }
            } catch {
                account.endSession(token, ifRejectedBy: error)
                self?.output?.didFailToSave(error)
            }
        }
    }
}
