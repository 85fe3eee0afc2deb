import EventMapAPI
import Foundation
import Viper

@MainActor
final class EventDetailsPresenter: ViperPresenter<EventDetailsViewModel>, EventDetailsViewOutput, EventDetailsInteractorOutput,
    CreateEventModuleOutput
{
    private let interactor: any EventDetailsInteractorInput
    private let router: any EventDetailsRouterInput
    private let localization: Localization
    private let when: EventWhen
    private var isDeleting = false
    private var problem: String?
    private var calendarNote: String?

    init(interactor: any EventDetailsInteractorInput, router: any EventDetailsRouterInput, localization: Localization, when: EventWhen) {
        self.interactor = interactor
        self.router = router
        self.localization = localization
        self.when = when
    }

    /// Shown anew each time: the user may have signed in or out over it.
    override func viewWillAppear() {
        present()
    }

    func didTapEdit() {
        guard interactor.isOwn, !isDeleting else { return }
        router.openEditor(of: interactor.event)
    }

    func didTapDelete() {
        guard interactor.isOwn, !isDeleting else { return }
        router.confirmDeletion(of: interactor.event) { [weak self] in self?.delete() }
    }

    func didTapSaveCalendar() {
        guard interactor.event.time != nil else { return }
        interactor.saveCalendarFile()
    }

    func didSaveCalendarFile(at file: URL) {
        calendarNote = localization(MapStrings.calendarSaved(file))
        present()
    }

    func didFailToSaveCalendarFile(_ reason: LocalizedText) {
        calendarNote = localization(MapStrings.calendarFailed(reason))
        present()
    }

    func didSave(_ event: Event) {
        interactor.replace(with: event)
        problem = nil
        present()
    }

    func didDelete() {
        isDeleting = false
        router.close()
    }

    func didFailToDelete(_ error: EventsError) {
        isDeleting = false
        problem = localization(MapStrings.deleteFailed(error))
        present()
    }

    private func delete() {
        isDeleting = true
        problem = nil
        present()
        interactor.delete()
    }

    private func present() {
        let event = interactor.event
        let strings = MapStrings.self
        let description = event.description.trimmingCharacters(in: .whitespacesAndNewlines)
        view?.show(
            EventDetailsViewModel(
                title: localization(strings.detailsTitle),
                eventTitle: event.title,
                when: localization(strings.when(event.time.map(when.long) ?? localization(strings.noTime))),
                address: localization(strings.addressLine(strings.place(of: event))),
                type: "\(event.type.glyph) " + localization(strings.typeName(event.type)),
                age: localization(strings.age(event.age)),
                description: description.isEmpty ? localization(strings.noDescription) : event.description,
                hasDescription: !description.isEmpty,
                isOwn: interactor.isOwn,
                editTitle: localization(strings.edit),
                deleteTitle: localization(strings.delete),
                isDeleting: isDeleting,
                deletingText: localization(strings.deleting),
                problem: problem,
                canSaveCalendar: event.time != nil,
                saveCalendarTitle: localization(strings.saveCalendar),
                calendarNote: calendarNote
            ))
    }
}
