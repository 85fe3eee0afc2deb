import EventMapAPI
import ViperSQLite

/// The filter of an area query as SQL both databases run: `?` placeholders (PostgreSQL's
/// repository numbers them), the columns of the `events` table.
public struct AreaQuery: Sendable {
    /// `nil` when no event can match (no type chosen, or a north south of the south).
    public let condition: String?
    public let parameters: [SQLValue]

    /// `latitudeBand` is the database's SQL for `LatitudeBand.of(latitude)`, the first column
    /// of its area index: a box then reads only the bands it spans, each from its west edge to
    /// its east, not every event as far north and south as it reaches the world round.
    public init(area: Area, filter: EventFilter, textMatch: String, latitudeBand: String) {
        // Every stored latitude is within ±90: a box beyond that holds what its clamped box holds.
        let (south, north) = (min(max(area.south, -90), 90), min(max(area.north, -90), 90))
        // A north south of the south holds no event (nor does a NaN edge, which no comparison holds).
        guard south <= north else {
            (condition, parameters) = (nil, [])
            return
        }
        let bands = LatitudeBand.of(south)...LatitudeBand.of(north)
        var conditions = [
            bands.count <= LatitudeBand.mostListed
                ? "\(latitudeBand) IN (" + bands.map { _ in "?" }.joined(separator: ", ") + ")" : "\(latitudeBand) BETWEEN ? AND ?",
            "latitude BETWEEN ? AND ?",
        ]
        var parameters: [SQLValue] =
            bands.count <= LatitudeBand.mostListed ? bands.map { .integer(Int64($0)) } : [.integer(Int64(bands.lowerBound)), .integer(Int64(bands.upperBound))]
        parameters += [.real(area.south), .real(area.north)]
        // A box whose west edge is east of its east edge crosses the 180° meridian; −180 and
        // 180 are one meridian, so an edge on either takes in the other.
        var longitude = area.west <= area.east ? "longitude BETWEEN ? AND ?" : "longitude >= ? OR longitude <= ?"
        parameters += [.real(area.west), .real(area.east)]
        for edge in [area.west, area.east] where abs(edge) == 180 {
            longitude += " OR longitude = ?"
            parameters.append(.real(-edge))
        }
        conditions.append("(" + longitude + ")")
        let text = filter.text.trimmingCharacters(in: .whitespaces)
        if !text.isEmpty {
            conditions.append(textMatch)
            parameters.append(.text(EventSearch.key(text)))
        }
        if let maxAge = filter.maxAge {
            conditions.append("age <= ?")
            parameters.append(.integer(Int64(maxAge.rawValue)))
        }
        let window = filter.period.fixedWindow
        if let from = window.from {
            conditions.append("(over_at IS NULL OR over_at > ?)")
            parameters.append(.real(from.timeIntervalSince1970))
        }
        if let to = window.to {
            conditions.append("starts_at < ?")
            parameters.append(.real(to.timeIntervalSince1970))
        }
        let types = EventType.allCases.filter(filter.types.contains)
        conditions.append("type IN (" + types.map { _ in "?" }.joined(separator: ", ") + ")")
        parameters += types.map { .text($0.rawValue) }
        self.condition = types.isEmpty ? nil : conditions.joined(separator: " AND ")
        self.parameters = parameters
    }
}

/// Latitudes in bands of 1/500 of a degree (about 220 m), numbered from the South Pole up. Each
/// database computes the same number from a row's latitude with the same IEEE arithmetic
/// (`latitude * 500 + 45000`, rounded down), so a latitude inside a box is in one of its bands.
public enum LatitudeBand {
    /// A box spanning up to this many bands lists them; a taller one asks for a range.
    static let mostListed = 64

    public static func of(_ latitude: Double) -> Int {
        Int((latitude * 500 + 45_000).rounded(.down))
    }
}

/// How search compares text.
public enum EventSearch {
    /// Title and description as search compares them (see `key`).
    public static func searchable(_ title: String, _ description: String) -> String {
        key(title + "\n" + description)
    }

    /// Text in Unicode's compatibility composition (NFKC) and case-folded, so search ignores
    /// case in any script (SQLite's own lower() knows only ASCII) and how a letter was typed
    /// (a decomposed "é" finds "É"), with «ё» read as «е»: Russian writes either, so «ёлка»
    /// and «елка» find each other.
    public static func key(_ text: String) -> String {
        let folded = text.precomposedStringWithCompatibilityMapping.folding(options: .caseInsensitive, locale: nil)
        return String(folded.precomposedStringWithCompatibilityMapping.map { $0 == "ё" ? "е" : $0 })
    }
}
