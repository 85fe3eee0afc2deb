import Foundation
import Viper
import ViperLocation

/// The event being written, before the server has it.
struct CreateEventForm: Equatable {
    let position: Coordinate
    var title = ""
    /// What the user wrote. Left blank, the event is where it was pressed, and readers see
    /// that in their own language ("near 55.7539° N, 37.6208° E").
    var address = ""
    var type = EventType.other
    var age = AgeRestriction.none
    var description = ""

    init(position: Coordinate) {
        self.position = position
    }

    /// The form of an event's author, filled as the event is.
    init(editing event: Event) {
        position = event.position
        title = event.title
        address = event.address
        type = event.type
        age = event.age
        description = event.description
    }

    var hasTitle: Bool {
        !title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    /// Whether the user wrote anything: a form only opened is no draft.
    var isTouched: Bool {
        self != CreateEventForm(position: position)
    }

    /// What to keep of the form when it closes unsent.
    var saved: SavedDraft {
        SavedDraft(title: title, address: address.isEmpty ? nil : address, type: type, age: age, description: description)
    }

    /// Puts back what was kept of an earlier form.
    mutating func restore(_ saved: SavedDraft) {
        title = saved.title
        address = saved.address ?? ""
        type = saved.type
        age = saved.age
        description = saved.description
    }

    var draft: EventDraft {
        EventDraft(
            title: title.trimmingCharacters(in: .whitespacesAndNewlines), description: description,
            address: address.trimmingCharacters(in: .whitespaces),
            type: type, age: age, position: position)
    }
}
