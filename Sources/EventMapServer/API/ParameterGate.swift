import EventMapAPI
import Foundation
import HTTPTypes
import OpenAPIRuntime

/// What every parameter goes through before the generated layer decodes it: the document's
/// rules for each (present when required, of its type, in its range), so that a wrong one is
/// 422 naming it (`south: a number from -90 to 90`) rather than the generated decoder's error,
/// which names no parameter. A path's parameter that is wrong names nothing: 404.
struct ParameterGate: ServerMiddleware {
    /// One parameter of an operation and what its value must be.
    struct Rule: Sendable {
        enum Location { case query, path, header }

        let name: String
        let location: Location
        let required: Bool
        /// What a value must be, said to the client; nil for a value that is right.
        let refusal: @Sendable (String) -> String?
    }

    static let eventTypes = EventType.allCases.map(\.rawValue)

    /// The parameters of `GET /v1/events` and `GET /v1/events.ics`.
    static let box: [Rule] = [
        Rule(name: "south", location: .query, required: true, refusal: number(in: -90...90)),
        Rule(name: "west", location: .query, required: true, refusal: number(in: -180...180)),
        Rule(name: "north", location: .query, required: true, refusal: number(in: -90...90)),
        Rule(name: "east", location: .query, required: true, refusal: number(in: -180...180)),
        Rule(name: "maxAge", location: .query, required: false) { value in
            Int(value).flatMap(AgeRestriction.init) == nil ? "one of " + AgeRestriction.allCases.map { String($0.rawValue) }.joined(separator: ", ") : nil
        },
        Rule(name: "types", location: .query, required: false) { value in
            value.split(separator: ",").allSatisfy { eventTypes.contains(String($0)) } ? nil : "each of " + eventTypes.joined(separator: ", ")
        },
        Rule(name: "limit", location: .query, required: false, refusal: whole(in: 0...EventsService.maximumLimit)),
        Rule(name: "from", location: .query, required: false, refusal: moment),
        Rule(name: "to", location: .query, required: false, refusal: moment),
    ]

    static let eventID = Rule(name: "id", location: .path, required: true, refusal: whole(in: Int.min...Int.max))

    /// Each operation's parameters that the generated layer decodes.
    static func rules(of operationID: String) -> [Rule] {
        switch operationID {
        case Operations.ListEvents.id, Operations.ListEventsCalendar.id: box
        case Operations.ListMyEvents.id:
            [
                Rule(name: "after", location: .query, required: false, refusal: whole(in: 0...Int.max)),
                Rule(name: "limit", location: .query, required: false, refusal: whole(in: 1...EventsService.maximumLimit)),
            ]
        case Operations.GetEvent.id, Operations.GetEventCalendar.id, Operations.EditEvent.id, Operations.DeleteEvent.id: [eventID]
        case Operations.StreamChanges.id: [Rule(name: "Last-Event-ID", location: .header, required: false, refusal: whole(in: 0...Int.max))]
        default: []
        }
    }

    func intercept(
        _ request: HTTPRequest, body: HTTPBody?, metadata: ServerRequestMetadata, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        let rules = Self.rules(of: operationID)
        guard !rules.isEmpty else { return try await next(request, body, metadata) }
        let query = Self.query(of: request)
        for rule in rules {
            let value: String? =
                switch rule.location {
                case .query: query[rule.name]
                case .path: metadata.pathParameters[rule.name].map(String.init)
                case .header: HTTPField.Name(rule.name).flatMap { request.headerFields[$0] }?.trimmingCharacters(in: .whitespaces)
                }
            guard let value else {
                if rule.required { throw APIFailure.invalidField(rule.name, "missing") }
                continue
            }
            guard let refusal = rule.refusal(value) else { continue }
            if rule.location == .path { throw APIFailure(status: .notFound, code: "no_such_path", message: "\(request.path ?? "the path") names nothing") }
            throw APIFailure.invalidField(rule.name, refusal)
        }
        return try await next(request, body, metadata)
    }

    /// The request's query as a form encodes it: `+` is a space, `%XX` a byte of UTF-8; the first value of a name counts.
    private static func query(of request: HTTPRequest) -> [String: String] {
        guard let path = request.path, let mark = path.firstIndex(of: "?") else { return [:] }
        func decoded(_ text: Substring) -> String {
            let spaced = text.replacingOccurrences(of: "+", with: " ")
            return spaced.removingPercentEncoding ?? spaced
        }
        var values: [String: String] = [:]
        for pair in path[path.index(after: mark)...].split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = decoded(parts[0])
            if values[name] == nil { values[name] = parts.count > 1 ? decoded(parts[1]) : "" }
        }
        return values
    }

    private static func number(in range: ClosedRange<Double>) -> @Sendable (String) -> String? {
        { value in
            Double(value).map(range.contains) == true ? nil : "a number from \(Int(range.lowerBound)) to \(Int(range.upperBound))"
        }
    }

    private static func whole(in range: ClosedRange<Int>) -> @Sendable (String) -> String? {
        { value in
            guard Int(value).map(range.contains) != true else { return nil }
            return range.upperBound == .max ? "a whole number from \(range.lowerBound)" : "a whole number from \(range.lowerBound) to \(range.upperBound)"
        }
    }

    private static func moment(_ value: String) -> String? {
        PlaceMoment(rfc3339: value) == nil ? "a date and time with its offset, RFC 3339" : nil
    }
}
