import Viper

/// What the map shows now: where it looks, the events in sight, and how loading went.
struct EventsMapSight: Equatable {
    let viewport: EventsMapViewport
    /// Matching events inside the visible area, by id.
    let events: [Event]
    let filter: EventFilter
    let isLoading: Bool
    let problem: EventsError?
}

extension EventType {
    /// One column on the map: distinct, and none of them an emoji.
    var glyph: String {
        switch self {
        case .music: "♫"
        case .cinema: "▤"
        case .sport: "◎"
        case .theatre: "⌂"
        case .exhibition: "◆"
        case .other: "✱"
        }
    }
}

extension EventFilter {
    /// Whether it hides anything a fresh filter shows.
    var isActive: Bool {
        self != EventFilter()
    }
}
