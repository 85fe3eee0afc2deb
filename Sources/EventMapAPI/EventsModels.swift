import Foundation
import Viper

public enum EventType: String, CaseIterable, Codable, Sendable {
    case music, cinema, sport, theatre, exhibition, other
}

/// An age restriction: none, 6+, 12+, 16+ or 18+.
public enum AgeRestriction: Int, CaseIterable, Codable, Sendable, Comparable {
    case none = 0
    case six = 6
    case twelve = 12
    case sixteen = 16
    case eighteen = 18

    public static func < (lhs: AgeRestriction, rhs: AgeRestriction) -> Bool { lhs.rawValue < rhs.rawValue }
}

public struct User: Equatable, Codable, Sendable {
    public let id: Int
    public let name: String
    public let email: String
    /// ISO 8601 date, `1990-05-17`.
    public let birthDate: String

    public init(id: Int, name: String, email: String, birthDate: String) {
        self.id = id
        self.name = name
        self.email = email
        self.birthDate = birthDate
    }
}

public struct Event: Equatable, Sendable, Identifiable {
    public let id: Int
    public let title: String
    public let description: String
    public let address: String
    public let type: EventType
    public let age: AgeRestriction
    public let position: Coordinate
    public let ownerID: Int
    /// When it happens; nil for an event stored before events had times.
    public let time: EventTime?

    public init(
        id: Int, title: String, description: String, address: String, type: EventType, age: AgeRestriction, position: Coordinate, ownerID: Int,
        time: EventTime? = nil
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.address = address
        self.type = type
        self.age = age
        self.position = position
        self.ownerID = ownerID
        self.time = time
    }

    public init(id: Int, draft: EventDraft, ownerID: Int) {
        self.init(
            id: id, title: draft.title, description: draft.description, address: draft.address, type: draft.type, age: draft.age,
            position: draft.position, ownerID: ownerID, time: draft.time)
    }

    /// What the event is, less its id and owner.
    public var draft: EventDraft {
        EventDraft(title: title, description: description, address: address, type: type, age: age, position: position, time: time)
    }
}

public struct Registration: Equatable, Codable, Sendable {
    public let name: String
    public let email: String
    public let birthDate: String
    public let password: String

    public init(name: String, email: String, birthDate: String, password: String) {
        self.name = name
        self.email = email
        self.birthDate = birthDate
        self.password = password
    }
}

public struct EventDraft: Equatable, Sendable {
    public let title: String
    public let description: String
    public let address: String
    public let type: EventType
    public let age: AgeRestriction
    public let position: Coordinate
    /// When it happens. The API asks every new event for its start; in process, an event may
    /// have none, as those stored before events had times.
    public let time: EventTime?

    public init(
        title: String, description: String, address: String, type: EventType, age: AgeRestriction, position: Coordinate, time: EventTime? = nil
    ) {
        self.title = title
        self.description = description
        self.address = address
        self.type = type
        self.age = age
        self.position = position
        self.time = time
    }
}

/// What an author changes of an event (`PATCH /v1/events/{id}`): the fields given; the others
/// stay as they are.
public struct EventEdit: Equatable, Sendable {
    /// What an edit does to the event's time.
    public enum TimeChange: Equatable, Sendable {
        /// A new start with its end, if any: a start given alone leaves the event with no end.
        case replaced(EventTime)
        /// A new end; the start stays.
        case endMoved(to: Date)
    }

    public var title: String?
    public var description: String?
    public var address: String?
    public var type: EventType?
    public var age: AgeRestriction?
    /// Either alone moves the event along one axis.
    public var latitude: Double?
    public var longitude: Double?
    public var time: TimeChange?

    public init(
        title: String? = nil, description: String? = nil, address: String? = nil, type: EventType? = nil, age: AgeRestriction? = nil,
        position: Coordinate? = nil, time: TimeChange? = nil
    ) {
        self.title = title
        self.description = description
        self.address = address
        self.type = type
        self.age = age
        latitude = position?.latitude
        longitude = position?.longitude
        self.time = time
    }

    /// Every field as `draft` has it.
    public init(_ draft: EventDraft) {
        self.init(
            title: draft.title, description: draft.description, address: draft.address, type: draft.type, age: draft.age, position: draft.position,
            time: draft.time.map(TimeChange.replaced))
    }

    /// `event` with these changes made; an end alone for an event with no start is refused.
    public func applied(to event: Event) throws(EventsError) -> EventDraft {
        guard let position = Coordinate(latitude: latitude ?? event.position.latitude, longitude: longitude ?? event.position.longitude) else {
            throw .invalidField("latitude", "not a position")
        }
        return EventDraft(
            title: title ?? event.title, description: description ?? event.description, address: address ?? event.address, type: type ?? event.type,
            age: age ?? event.age, position: position, time: try changedTime(of: event))
    }

    private func changedTime(of event: Event) throws(EventsError) -> EventTime? {
        switch time {
        case nil: return event.time
        case .replaced(let time): return time
        case .endMoved(let end):
            guard let time = event.time else { throw .invalidField("end", "the event has no start to end after") }
            return EventTime(start: time.start, end: end, utcOffset: time.utcOffset)
        }
    }
}

/// A rectangle of the map.
public struct Area: Hashable, Sendable {
    public let south: Double
    public let west: Double
    public let north: Double
    public let east: Double

    public init(south: Double, west: Double, north: Double, east: Double) {
        self.south = south
        self.west = west
        self.north = north
        self.east = east
    }
}

/// What the map shows. `maxAge` keeps events suitable for that age: an event marked 16+
/// is hidden by a filter of 12+; `nil` shows every restriction. `period` keeps the events of
/// that time; by default every event, as the API does when asked for no time.
public struct EventFilter: Hashable, Sendable {
    public var text: String
    public var maxAge: AgeRestriction?
    public var types: Set<EventType>
    public var period: EventPeriod

    public init(text: String = "", maxAge: AgeRestriction? = nil, types: Set<EventType> = Set(EventType.allCases), period: EventPeriod = .anyTime) {
        self.text = text
        self.maxAge = maxAge
        self.types = types
        self.period = period
    }
}

/// A signed-in user and the token that proves it.
public struct SignedIn: Equatable, Codable, Sendable {
    public let token: String
    public let user: User

    public init(token: String, user: User) {
        self.token = token
        self.user = user
    }
}

/// One entry of the change feed, number `sequence`: an event created or updated (as it stands
/// now), or deleted.
public struct EventChange: Equatable, Sendable {
    /// What happened to which event.
    public enum What: Equatable, Sendable {
        case created(Event)
        case updated(Event)
        case deleted(eventID: Int)
    }

    /// What happened, as the feed stores it: a small number, which SQLite keeps in no bytes for 0 and 1.
    public enum Kind: Int, Sendable, CaseIterable {
        case created = 0
        case updated = 1
        case deleted = 2

        /// The kind's name in the change stream (its `event:` line) and the API's document.
        public var name: String {
            switch self {
            case .created: "created"
            case .updated: "updated"
            case .deleted: "deleted"
            }
        }
    }

    /// The entry's number in the feed: what `Last-Event-ID` resumes after.
    public let sequence: Int
    public let what: What

    public init(sequence: Int, what: What) {
        self.sequence = sequence
        self.what = what
    }

    /// The entry of a stored `kind`: the event for a creation or update, the id alone for a
    /// deletion; nil when the kind is not one of `Kind`'s, or the event it needs is missing.
    public init?(sequence: Int, kind: Int, eventID: Int, event: Event?) {
        switch (Kind(rawValue: kind), event) {
        case (.created, let event?): self.init(sequence: sequence, what: .created(event))
        case (.updated, let event?): self.init(sequence: sequence, what: .updated(event))
        case (.deleted, _): self.init(sequence: sequence, what: .deleted(eventID: eventID))
        default: return nil
        }
    }

    /// Created, updated or deleted, without the event.
    public var kind: Kind {
        switch what {
        case .created: .created
        case .updated: .updated
        case .deleted: .deleted
        }
    }

    /// The id of the event changed.
    public var eventID: Int {
        switch what {
        case .created(let event), .updated(let event): event.id
        case .deleted(let id): id
        }
    }

    /// The event as it stands, unless it was deleted.
    public var event: Event? {
        switch what {
        case .created(let event), .updated(let event): event
        case .deleted: nil
        }
    }
}

/// The events of an area query, at most its limit, and how many matched in all.
public struct EventPage: Equatable, Sendable {
    public let events: [Event]
    public let total: Int

    public init(events: [Event], total: Int) {
        self.events = events
        self.total = total
    }
}

public enum EventsError: Error, Equatable, Sendable {
    /// An empty name.
    case invalidName
    case invalidEmail
    case shortPassword(minimum: Int)
    /// A password longer than the server hashes, in bytes of UTF-8.
    case longPassword(maximumBytes: Int)
    /// A text longer than the server keeps: the field and the most characters it takes.
    case tooLong(field: String, maximum: Int)
    case birthDateInFuture
    /// A birth date before the earliest the server takes (`YYYY-MM-DD`).
    case birthDateTooEarly(earliest: String)
    case invalidBirthDate
    case emailTaken
    case wrongCredentials
    case expiredToken
    case invalidToken
    case invalidEvent(String)
    /// A field the server refuses, and why: control characters, say.
    case invalidField(String, String)
    /// Too many attempts (failed sign-ins or codes, reset mails, registrations, new events) for
    /// the account or from the address: try again after the seconds given.
    case throttled(retryAfter: Int)
    /// The server has more expensive work (password hashing, mail) queued than it takes on:
    /// try again after the seconds given.
    case busy(retryAfter: Int)
    /// The database cannot be reached now: try again after the seconds given.
    case databaseUnavailable(retryAfter: Int)
    /// The password reset code is wrong, used or older than 15 minutes.
    case wrongResetCode
    case notFound
    /// The event is another user's: only its author edits or deletes it.
    case notAuthor
    case storage(String)
    /// The server could not be reached or did not answer: the client's error, never the server's.
    case unreachable(String)
    /// The server answered with something the client cannot use (a status or body it does not
    /// know, as from a wrong address or a proxy): the client's error, never the server's.
    case unexpectedAnswer(String)

    /// The server refused the token itself: unknown (forged or revoked by signing out) or
    /// expired. Only these make a saved session worthless; any other error is a failure to
    /// check it.
    public var rejectsToken: Bool {
        self == .invalidToken || self == .expiredToken
    }
}

/// A page of an author's events (`GET /v1/me/events`): `next`, when there may be more, is the
/// `after` of the next page.
public struct OwnEventPage: Equatable, Sendable {
    public let events: [Event]
    public let next: Int?

    public init(events: [Event], next: Int?) {
        self.events = events
        self.next = next
    }
}
