import EventMapAPI
import Viper

@MainActor final class ProfilePresenter: ViperPresenter<ProfileViewModel>, ProfileViewOutput, ProfileInteractorOutput {
    private let interactor: any ProfileInteractorInput
    private let router: any ProfileRouterInput
    private let localization: Localization
    private let when: EventWhen
    /// Nil until the interactor reports the user's events.
    private var events: [Event]?
    private var error: String?

    init(interactor: any ProfileInteractorInput, router: any ProfileRouterInput, localization: Localization, when: EventWhen) {
        self.interactor = interactor
        self.router = router
        self.localization = localization
        self.when = when
    }

    override func viewWillAppear() {
        present()
        interactor.loadEvents()
    }

    func didSelectEvent(id: Int) {
        if let event = events?.first(where: { $0.id == id }) { router.openDetails(of: event) }
    }

    func didLongPressEvent(id: Int) {
        guard let event = events?.first(where: { $0.id == id }) else { return }
        router.offerActions(
            for: event, edit: { [weak self] in self?.router.openEditor(of: event) },
            delete: { [weak self] in self?.router.confirmDeletion(of: event) { self?.interactor.delete(event) } })
    }

    func didTapSignOut() {
        interactor.signOut()
    }

    func didTapSignIn() {
        router.openSignIn()
    }

    func didLoad(_ events: [Event]) {
        self.events = events
        present()
    }

    func didDelete(_ event: Event) {
        events?.removeAll { $0.id == event.id }
        error = nil
        present()
    }

    func didFailToDelete(_ error: EventsError) {
        self.error = localization(MapStrings.deleteFailed(error))
        present()
    }

    func didSignOut() {
        router.openSignIn()
    }

    func didFail(_ error: EventsError) {
        self.error = localization(EventMapStrings.describe(error))
        present()
    }

    private func present() {
        let strings = EventMapStrings.self
        let user = interactor.user
        let isLoading = user != nil && events == nil && error == nil
        view?.show(
            ProfileViewModel(
                title: localization(strings.profileTitle),
                name: user?.name,
                details: user.map { localization(strings.profileLine($0)) } ?? localization(strings.notSignedIn),
                eventsTitle: localization(strings.myEvents),
                events: (events ?? []).map { event in
                    Table.Row(
                        id: String(event.id), cells: [event.title, when.short(event.time), localization(MapStrings.place(of: event))], accessory: .disclosure)
                },
                loadingText: isLoading ? localization(strings.loadingEvents) : nil,
                emptyText: events?.isEmpty == true ? localization(strings.noEvents) : nil,
                signOutTitle: localization(strings.signOut),
                signInTitle: localization(strings.signIn),
                error: error
            ))
    }
}
