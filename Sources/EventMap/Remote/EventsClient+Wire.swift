import EventMapAPI
import Foundation
import Viper

// The app's models as the generated types of the API, and back. An answer that breaks the
// document's rules (a position off the globe, say) is an unexpected answer, not a crash.

extension Components.Schemas.Registration {
    init(_ registration: Registration) {
        self.init(name: registration.name, email: registration.email, birthDate: registration.birthDate, password: registration.password)
    }
}

extension User {
    init(_ wire: Components.Schemas.User) {
        self.init(id: wire.id, name: wire.name, email: wire.email, birthDate: wire.birthDate)
    }
}

extension SignedIn {
    init(_ wire: Components.Schemas.SignedIn) {
        self.init(token: wire.token, user: User(wire.user))
    }
}

extension Components.Schemas.EventDraft {
    init(_ draft: EventDraft, start: EventTime) {
        self.init(
            title: draft.title, description: draft.description, address: draft.address, _type: .init(draft.type), age: .init(draft.age),
            latitude: draft.position.latitude, longitude: draft.position.longitude, start: start.startMoment, end: start.endMoment)
    }
}

extension Components.Schemas.EventEdit {
    init(_ edit: EventEdit) {
        var start: PlaceMoment?
        var end: PlaceMoment?
        switch edit.time {
        case nil: break
        case .replaced(let time): (start, end) = (time.startMoment, time.endMoment)
        case .endMoved(let moment): end = PlaceMoment(date: moment, utcOffset: 0)
        }
        self.init(
            title: edit.title, description: edit.description, address: edit.address, _type: edit.type.map(Components.Schemas.EventType.init),
            age: edit.age.map(Components.Schemas.AgeRestriction.init), latitude: edit.latitude, longitude: edit.longitude, start: start, end: end)
    }
}

extension Event {
    init(_ wire: Components.Schemas.Event) throws(EventsError) {
        guard let type = EventType(rawValue: wire._type.rawValue), let age = AgeRestriction(rawValue: wire.age.rawValue) else {
            throw .unexpectedAnswer("an event of a kind this app does not know")
        }
        guard let position = Coordinate(latitude: wire.latitude, longitude: wire.longitude) else {
            throw .unexpectedAnswer("an event at \(wire.latitude), \(wire.longitude), off the globe")
        }
        let time = wire.start.map { EventTime(start: $0.date, end: wire.end?.date, utcOffset: $0.utcOffset) }
        let draft = EventDraft(title: wire.title, description: wire.description, address: wire.address, type: type, age: age, position: position, time: time)
        self.init(id: wire.id, draft: draft, ownerID: wire.ownerId)
    }
}

extension Components.Schemas.EventType {
    init(_ type: EventType) {
        self = Self(rawValue: type.rawValue) ?? .other
    }
}

extension Components.Schemas.AgeRestriction {
    init(_ age: AgeRestriction) {
        self = Self(rawValue: age.rawValue) ?? ._0
    }
}

extension EventTime {
    var startMoment: PlaceMoment { PlaceMoment(date: start, utcOffset: utcOffset) }
    var endMoment: PlaceMoment? { end.map { PlaceMoment(date: $0, utcOffset: utcOffset) } }
}
