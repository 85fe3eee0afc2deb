import Foundation
import Viper
import ViperLocation

/// The event being written, before the server has it.
struct CreateEventForm: Equatable {
    let position: Coordinate
    var title = ""
    var address: String
    var type = EventType.other
    var age = AgeRestriction.none
    var description = ""

    init(position: Coordinate) {
        self.position = position
        address = Self.address(of: position)
    }

    /// The pressed point until the user writes an address: "55.75390, 37.62080".
    static func address(of position: Coordinate) -> String {
        String(format: "%.5f, %.5f", position.latitude, position.longitude)
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
        SavedDraft(title: title, address: address == Self.address(of: position) ? nil : address, type: type, age: age, description: description)
    }

    /// Puts back what was kept of an earlier form.
    mutating func restore(_ saved: SavedDraft) {
        title = saved.title
        address = saved.address ?? address
        type = saved.type
        age = saved.age
        description = saved.description
    }

    var draft: EventDraft {
        EventDraft(title: title.trimmingCharacters(in: .whitespacesAndNewlines), description: description,
                   address: address.trimmingCharacters(in: .whitespaces).isEmpty ? Self.address(of: position) : address,
                   type: type, age: age, position: position)
    }
}
