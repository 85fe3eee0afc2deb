import Foundation
import Viper
import ViperLocation

// The JSON of API version 1, shared by the server and its client; `openapi.yaml` describes it.

extension Event: Codable {
    enum CodingKeys: String, CodingKey {
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

/// The body of `POST /v1/events`; a latitude or longitude out of range fails decoding at its key.
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

/// The bodies of requests that have no type of their own elsewhere.
public enum WireBody {
    public struct SignIn: Codable, Sendable {
        public let email: String
        public let password: String

        public init(email: String, password: String) {
            self.email = email
            self.password = password
        }
    }

    public struct ResetRequest: Codable, Sendable {
        public let email: String

        public init(email: String) {
            self.email = email
        }
    }

    public struct ResetConfirmation: Codable, Sendable {
        public let email: String
        public let code: String
        public let password: String

        public init(email: String, code: String, password: String) {
            self.email = email
            self.code = code
            self.password = password
        }
    }
}

/// A page of `GET /v1/me/events`: `next`, when there may be more, is the `after` of the next page.
public struct OwnEventPage: Codable, Sendable, Equatable {
    public let events: [Event]
    public let next: Int?

    public init(events: [Event], next: Int?) {
        self.events = events
        self.next = next
    }
}

/// Every error's body: `{"error": {"code": "...", "message": "..."}}`.
public struct WireError: Codable, Sendable, Equatable {
    public struct Detail: Codable, Sendable, Equatable {
        public let code: String
        public let message: String
    }

    public let error: Detail

    public init(code: String, message: String) {
        error = Detail(code: code, message: message)
    }
}
