import Foundation

/// The query of `GET /v1/events`: `south`, `west`, `north` and `east` (a box whose west edge is
/// east of its east edge crosses the 180° meridian), and optionally `text`, `maxAge`, `types`
/// (comma-separated; empty means every type), `from` and `to` (RFC 3339 date-times: the events
/// not over at `from` and starting before `to`; with neither, events of any time) and `limit`.
/// A box whose north edge is south of its south edge, or a `to` before `from`, is well formed
/// and holds no event.
struct AreaRequest {
    let area: Area
    let filter: EventFilter
    let limit: Int
    /// Whether the query holds no event whatever is stored: the answer needs no database.
    let holdsNothing: Bool

    /// What the answer is kept by.
    var query: AreaAnswers.Query { AreaAnswers.Query(area: area, filter: filter, limit: limit) }

    init(_ query: QueryString) throws(APIFailure) {
        func number(_ name: String, in range: ClosedRange<Double>) throws(APIFailure) -> Double {
            guard let text = query[name] else { throw .invalidField(name, "missing") }
            guard let value = Double(text), range.contains(value) else {
                throw .invalidField(name, "a number from \(Int(range.lowerBound)) to \(Int(range.upperBound))")
            }
            return value
        }
        let south = try number("south", in: -90...90)
        let north = try number("north", in: -90...90)
        area = Area(south: south, west: try number("west", in: -180...180), north: north, east: try number("east", in: -180...180))
        var filter = EventFilter(text: query["text"] ?? "")
        if let age = query["maxAge"] {
            guard let value = Int(age).flatMap(AgeRestriction.init) else { throw .invalidField("maxAge", "one of 0, 6, 12, 16, 18") }
            filter.maxAge = value
        }
        if let types = query["types"], !types.isEmpty {
            let names = types.split(separator: ",", omittingEmptySubsequences: true)
            let parsed = names.compactMap { EventType(rawValue: String($0)) }
            guard parsed.count == names.count else {
                throw .invalidField("types", "each of " + EventType.allCases.map(\.rawValue).joined(separator: ", "))
            }
            filter.types = Set(parsed)
        }
        let window = TimeWindow(from: try Self.moment("from", in: query), to: try Self.moment("to", in: query))
        filter.period = .window(window)
        self.filter = filter
        limit = try query.integer("limit", in: 0...EventsService.maximumLimit) ?? EventsService.defaultLimit
        holdsNothing = north < south || (window.from.flatMap { from in window.to.map { $0 < from } } ?? false)
    }

    private static func moment(_ name: String, in query: QueryString) throws(APIFailure) -> Date? {
        guard let text = query[name] else { return nil }
        guard let (date, _) = EventTimeWire.moment(text) else { throw .invalidField(name, "a date and time with its offset, RFC 3339") }
        return date
    }
}
