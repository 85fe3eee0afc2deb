import EventMapAPI
import EventMapServer
import Foundation
import Viper

// The server's models as JSON, for the tests alone: they read answers into models and send
// models as bodies. The server itself encodes and decodes only the types generated from
// `openapi.yaml`.

extension Event: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, title, description, address, type, age, latitude, longitude, ownerId, start, end
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let draft = try EventDraft(from: decoder)
        self.init(id: try container.decode(Int.self, forKey: .id), draft: draft, ownerID: try container.decode(Int.self, forKey: .ownerId))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try draft.encode(to: encoder)
        try container.encode(ownerID, forKey: .ownerId)
    }
}

extension EventDraft: Codable {
    enum CodingKeys: String, CodingKey {
        case title, description, address, type, age, latitude, longitude, start, end
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let position = try Self.position(in: container)
        self.init(
            title: try container.decode(String.self, forKey: .title),
            description: try container.decodeUnlessAbsent(String.self, forKey: .description) ?? "",
            address: try container.decodeUnlessAbsent(String.self, forKey: .address) ?? "",
            type: try container.decode(EventType.self, forKey: .type),
            age: try container.decodeUnlessAbsent(AgeRestriction.self, forKey: .age) ?? .none,
            position: position,
            time: try EventTimeWire.decode(from: container)
        )
    }

    /// A latitude or longitude out of range fails decoding at its key.
    static func position(in container: KeyedDecodingContainer<CodingKeys>) throws -> Coordinate {
        guard let latitude = try coordinate(.latitude, in: -90...90, of: container) else {
            throw DecodingError.keyNotFound(CodingKeys.latitude, .init(codingPath: container.codingPath, debugDescription: "missing"))
        }
        guard let longitude = try coordinate(.longitude, in: -180...180, of: container) else {
            throw DecodingError.keyNotFound(CodingKeys.longitude, .init(codingPath: container.codingPath, debugDescription: "missing"))
        }
        guard let position = Coordinate(latitude: latitude, longitude: longitude) else {
            throw DecodingError.dataCorruptedError(forKey: .latitude, in: container, debugDescription: "not a position")
        }
        return position
    }

    /// The latitude or longitude at `key`, nil when absent; out of `range`, decoding fails at the key.
    static func coordinate(_ key: CodingKeys, in range: ClosedRange<Double>, of container: KeyedDecodingContainer<CodingKeys>) throws -> Double? {
        guard let value = try container.decodeUnlessAbsent(Double.self, forKey: key) else { return nil }
        guard range.contains(value) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "\(key.stringValue) is from \(Int(range.lowerBound)) to \(Int(range.upperBound))")
        }
        return value
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(description, forKey: .description)
        try container.encode(address, forKey: .address)
        try container.encode(type, forKey: .type)
        try container.encode(age, forKey: .age)
        try container.encode(position.latitude, forKey: .latitude)
        try container.encode(position.longitude, forKey: .longitude)
        try EventTimeWire.encode(time, to: &container)
    }
}

/// The body of `PATCH /v1/events/{id}`: any of the fields of `POST /v1/events`, each merged
/// into the event (a latitude alone keeps the longitude; an end alone keeps the start; a start
/// alone leaves no end).
extension EventEdit: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: EventDraft.CodingKeys.self)
        self.init(
            title: try container.decodeUnlessAbsent(String.self, forKey: .title),
            description: try container.decodeUnlessAbsent(String.self, forKey: .description),
            address: try container.decodeUnlessAbsent(String.self, forKey: .address), type: try container.decodeUnlessAbsent(EventType.self, forKey: .type),
            age: try container.decodeUnlessAbsent(AgeRestriction.self, forKey: .age))
        latitude = try EventDraft.coordinate(.latitude, in: -90...90, of: container)
        longitude = try EventDraft.coordinate(.longitude, in: -180...180, of: container)
        time = try EventTimeWire.decodeChange(from: container)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: EventDraft.CodingKeys.self)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(description, forKey: .description)
        try container.encodeIfPresent(address, forKey: .address)
        try container.encodeIfPresent(type, forKey: .type)
        try container.encodeIfPresent(age, forKey: .age)
        try container.encodeIfPresent(latitude, forKey: .latitude)
        try container.encodeIfPresent(longitude, forKey: .longitude)
        try EventTimeWire.encode(time, to: &container)
    }
}

extension KeyedDecodingContainer {
    /// The value at `key`, nil when the key is absent; a `null` there is refused as a value of
    /// the wrong type, since no field of the API is nullable.
    func decodeUnlessAbsent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        contains(key) ? try decode(type, forKey: key) : nil
    }
}

extension EventPage: Decodable {
    private enum CodingKeys: String, CodingKey { case events, total }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(events: try container.decode([Event].self, forKey: .events), total: try container.decode(Int.self, forKey: .total))
    }
}

extension OwnEventPage: Decodable {
    private enum CodingKeys: String, CodingKey { case events, next }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(events: try container.decode([Event].self, forKey: .events), next: try container.decodeIfPresent(Int.self, forKey: .next))
    }
}

/// An event's time in JSON: `start` and `end` as RFC 3339 date-times with the offset of the
/// place (`2026-12-05T19:00:00+03:00`); `end` only with a `start`.
enum EventTimeWire {
    static func decode(from container: KeyedDecodingContainer<EventDraft.CodingKeys>) throws -> EventTime? {
        let end = try container.decodeUnlessAbsent(String.self, forKey: .end).map { try moment($0, at: .end, in: container).0 }
        guard let start = try container.decodeUnlessAbsent(String.self, forKey: .start) else {
            guard end == nil else { throw DecodingError.dataCorruptedError(forKey: .end, in: container, debugDescription: "an end needs a start") }
            return nil
        }
        let (startDate, offset) = try moment(start, at: .start, in: container)
        return EventTime(start: startDate, end: end, utcOffset: offset)
    }

    /// An edit's time: a start (with its end, if any) replaces the time; an end alone moves the end.
    static func decodeChange(from container: KeyedDecodingContainer<EventDraft.CodingKeys>) throws -> EventEdit.TimeChange? {
        if container.contains(.start) { return try decode(from: container).map(EventEdit.TimeChange.replaced) }
        guard let end = try container.decodeUnlessAbsent(String.self, forKey: .end) else { return nil }
        return .endMoved(to: try moment(end, at: .end, in: container).0)
    }

    static func encode(_ time: EventTime?, to container: inout KeyedEncodingContainer<EventDraft.CodingKeys>) throws {
        guard let time else { return }
        try container.encode(PlaceMoment(date: time.start, utcOffset: time.utcOffset), forKey: .start)
        try container.encodeIfPresent(time.end.map { PlaceMoment(date: $0, utcOffset: time.utcOffset) }, forKey: .end)
    }

    static func encode(_ change: EventEdit.TimeChange?, to container: inout KeyedEncodingContainer<EventDraft.CodingKeys>) throws {
        switch change {
        case nil: return
        case .replaced(let time): try encode(time, to: &container)
        case .endMoved(let end): try container.encode(end.formatted(Date.ISO8601FormatStyle()), forKey: .end)
        }
    }

    private static func moment(_ text: String, at key: EventDraft.CodingKeys, in container: KeyedDecodingContainer<EventDraft.CodingKeys>) throws -> (Date, Int)
    {
        guard let moment = moment(text) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "a date and time with its offset, RFC 3339")
        }
        return moment
    }

    /// The moment `text` names and the offset it is written in; nil for anything but an RFC 3339
    /// date-time within 14 hours of UTC.
    static func moment(_ text: String) -> (Date, Int)? {
        PlaceMoment(rfc3339: text).map { ($0.date, $0.utcOffset) }
    }
}
