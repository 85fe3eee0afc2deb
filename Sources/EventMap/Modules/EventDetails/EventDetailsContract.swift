import EventMapAPI
import Foundation
import Viper

@MainActor protocol EventDetailsViewOutput: ViewLifecycle {
    func didTapEdit()
    func didTapDelete()
    func didTapSaveCalendar()
}

@MainActor protocol EventDetailsInteractorInput: AnyObject {
    var event: Event { get }
    /// Whether the signed-in user is the event's author: only the author edits or deletes it.
    var isOwn: Bool { get }
    /// The event as its author saved it last.
    func replace(with event: Event)
    func delete()
    /// Saves the event's `.ics`, as the server writes it, in the data folder's `exports`.
    func saveCalendarFile()
}

@MainActor protocol EventDetailsInteractorOutput: AnyObject {
    func didDelete()
    func didFailToDelete(_ error: EventsError)
    func didSaveCalendarFile(at file: URL)
    /// Why the `.ics` was not saved, in a clause.
    func didFailToSaveCalendarFile(_ reason: LocalizedText)
}

@MainActor protocol EventDetailsRouterInput: AnyObject {
    func openEditor(of event: Event)
    /// Asks first: a deletion cannot be undone.
    func confirmDeletion(of event: Event, delete: @escaping @MainActor () -> Void)
    /// Back to where the details opened from; `ViperRouter` answers it.
    func close()
}

struct EventDetailsViewModel: ViewModel {
    var title = ""
    var eventTitle = ""
    var when = ""
    var address = ""
    var type = ""
    var age = ""
    var description = ""
    var hasDescription = false
    /// Edit and Delete show to the author alone.
    var isOwn = false
    var editTitle = ""
    var deleteTitle = ""
    var isDeleting = false
    var deletingText = ""
    var problem: String?
    /// Offered for an event with a time: a calendar has no place for one without.
    var canSaveCalendar = false
    var saveCalendarTitle = ""
    /// Where the `.ics` was saved, once it was.
    var calendarNote: String?
}
