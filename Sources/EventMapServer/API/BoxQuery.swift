import EventMapAPI
import Foundation

/// The query of `GET /v1/events` and `GET /v1/events.ics` as the service takes it, its values
/// checked by `ParameterGate`. A box whose north edge is south of its south edge, or a `to`
/// before `from`, is well formed and holds no event.
struct BoxQuery {
    let area: Area
    let filter: EventFilter
    let limit: Int
    /// Whether the query holds no event whatever is stored: the answer needs no database.
    let holdsNothing: Bool

    init(_ query: Operations.ListEvents.Input.Query) {
        area = Area(south: query.south, west: query.west, north: query.north, east: query.east)
        var filter = EventFilter(text: query.text ?? "", maxAge: query.maxAge.map(AgeRestriction.init))
        if let types = query.types, !types.isEmpty { filter.types = Set(types.split(separator: ",").compactMap { EventType(rawValue: String($0)) }) }
        let window = TimeWindow(from: query.from?.date, to: query.to?.date)
        filter.period = .window(window)
        self.filter = filter
        limit = query.limit ?? EventsService.defaultLimit
        holdsNothing = query.north < query.south || (window.from.flatMap { from in window.to.map { $0 < from } } ?? false)
    }
}

extension Operations.ListEventsCalendar.Input.Query {
    /// The same query, as `GET /v1/events` takes it.
    var boxQuery: Operations.ListEvents.Input.Query {
        .init(south: south, west: west, north: north, east: east, text: text, maxAge: maxAge, types: types, limit: limit, from: from, to: to)
    }
}
