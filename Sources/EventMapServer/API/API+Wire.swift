import EventMapAPI
import Foundation
import Viper

// The server's models as the generated types of the API, and back. What the generated layer
// does not check of a body (a latitude or longitude in range) is checked here, naming the field.

extension Components.Schemas.User {
    init(_ user: User) {
        self.init(id: user.id, name: user.name, email: user.email, birthDate: user.birthDate)
    }
}

extension Components.Schemas.SignedIn {
    init(_ signedIn: SignedIn) {
        self.init(token: signedIn.token, user: .init(signedIn.user))
    }
}

extension Registration {
    init(_ wire: Components.Schemas.Registration) {
        self.init(name: wire.name, email: wire.email, birthDate: wire.birthDate, password: wire.password)
    }
}

extension Components.Schemas.Event {
    init(_ event: Event) {
        self.init(
            id: event.id, title: event.title, description: event.description, address: event.address, _type: .init(event.type), age: .init(event.age),
            latitude: event.position.latitude, longitude: event.position.longitude, ownerId: event.ownerID,
            start: event.time.map { PlaceMoment(date: $0.start, utcOffset: $0.utcOffset) },
            end: event.time.flatMap { time in time.end.map { PlaceMoment(date: $0, utcOffset: time.utcOffset) } })
    }
}

extension Components.Schemas.EventPage {
    init(_ page: EventPage) {
        self.init(events: page.events.map(Components.Schemas.Event.init), total: page.total)
    }
}

extension Components.Schemas.OwnEventPage {
    init(_ page: OwnEventPage) {
        self.init(events: page.events.map(Components.Schemas.Event.init), next: page.next)
    }
}

extension EventDraft {
    init(_ wire: Components.Schemas.EventDraft) throws(APIFailure) {
        let latitude = try Coordinates.latitude(wire.latitude)
        let longitude = try Coordinates.longitude(wire.longitude)
        guard let position = Coordinate(latitude: latitude, longitude: longitude) else { throw .invalidField("latitude", "not a position") }
        self.init(
            title: wire.title, description: wire.description ?? "", address: wire.address ?? "", type: EventType(wire._type),
            age: wire.age.map(AgeRestriction.init) ?? .none, position: position, time: EventTime(start: wire.start, end: wire.end))
    }
}

extension EventEdit {
    /// A start (with its end, if any) replaces the time; an end alone moves the end.
    init(_ wire: Components.Schemas.EventEdit) throws(APIFailure) {
        self.init(
            title: wire.title, description: wire.description, address: wire.address, type: wire._type.map(EventType.init),
            age: wire.age.map(AgeRestriction.init))
        latitude = try wire.latitude.map { value throws(APIFailure) in try Coordinates.latitude(value) }
        longitude = try wire.longitude.map { value throws(APIFailure) in try Coordinates.longitude(value) }
        if let start = wire.start {
            time = .replaced(EventTime(start: start, end: wire.end))
        } else if let end = wire.end {
            time = .endMoved(to: end.date)
        }
    }
}

extension EventTime {
    /// The time a start and an end say, in the start's offset.
    init(start: PlaceMoment, end: PlaceMoment?) {
        self.init(start: start.date, end: end?.date, utcOffset: start.utcOffset)
    }
}

extension EventType {
    init(_ wire: Components.Schemas.EventType) {
        self = Self(rawValue: wire.rawValue) ?? .other
    }
}

extension Components.Schemas.EventType {
    init(_ type: EventType) {
        self = Self(rawValue: type.rawValue) ?? .other
    }
}

extension AgeRestriction {
    init(_ wire: Components.Schemas.AgeRestriction) {
        self = Self(rawValue: wire.rawValue) ?? .none
    }
}

extension Components.Schemas.AgeRestriction {
    init(_ age: AgeRestriction) {
        self = Self(rawValue: age.rawValue) ?? ._0
    }
}

/// The ranges of a position, which the document states and the generated layer leaves to us.
enum Coordinates {
    /// `value` when it is a latitude; 422 naming the field when not.
    static func latitude(_ value: Double) throws(APIFailure) -> Double {
        try checked(value, "latitude", in: -90...90)
    }

    /// `value` when it is a longitude; 422 naming the field when not.
    static func longitude(_ value: Double) throws(APIFailure) -> Double {
        try checked(value, "longitude", in: -180...180)
    }

    private static func checked(_ value: Double, _ name: String, in range: ClosedRange<Double>) throws(APIFailure) -> Double {
        guard range.contains(value) else { throw .invalidField(name, "a number from \(Int(range.lowerBound)) to \(Int(range.upperBound))") }
        return value
    }
}
