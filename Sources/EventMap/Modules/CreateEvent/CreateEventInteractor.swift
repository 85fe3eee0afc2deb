import Viper
import ViperLocation

@MainActor final class CreateEventInteractor: ViperInteractor<any CreateEventInteractorOutput>, CreateEventInteractorInput {
    private(set) var form: CreateEventForm
    private let api: any EventsAPI
    private let account: AccountStore
    private let drafts: DraftStore
    private let tasks: ModuleTasks
    /// Set once the server has the event: there is no draft left to keep.
    private var isCreated = false

    init(position: Coordinate, api: any EventsAPI, account: AccountStore, drafts: DraftStore, tasks: ModuleTasks) {
        form = CreateEventForm(position: position)
        if let saved = drafts.load() { form.restore(saved) }
        self.api = api
        self.account = account
        self.drafts = drafts
        self.tasks = tasks
    }

    func keepDraft() {
        guard !isCreated else { return }
        guard form.isTouched else { return drafts.discard() }
        drafts.keep(form.saved)
    }

    var isSignedIn: Bool { account.token != nil }

    func update(_ change: CreateEventChange) {
        switch change {
        case .title(let title): form.title = title
        case .address(let address): form.address = address
        case .type(let type): form.type = type
        case .age(let age): form.age = age
        case .description(let description): form.description = description
        }
    }

    func create() {
        guard let token = account.token else {
            output?.didFailToCreate(.invalidToken)
            return
        }
        let (api, draft, drafts, account) = (self.api, form.draft, self.drafts, self.account)
        tasks.start { [weak self] in
            do throws(EventsError) {
                let event = try await api.createEvent(draft, token: token)
                // The server has it, whether or not its form is still open.
                drafts.discard()
                self?.isCreated = true
                self?.output?.didCreate(event)
            } catch {
                account.endSession(token, ifRejectedBy: error)
                self?.output?.didFailToCreate(error)
            }
        }
    }
}
