import EventMapAPI
import ViperSQLite

/// The filter of an area query as SQL both databases run: `?` placeholders (PostgreSQL's
/// repository numbers them), the columns of the `events` table.
public struct AreaQuery: Sendable {
    /// `nil` when no event can match (no type chosen).
    public let condition: String?
    public let parameters: [SQLValue]

    public init(area: Area, filter: EventFilter, textMatch: String) {
        var conditions = ["latitude BETWEEN ? AND ?"]
        var parameters: [SQLValue] = [.real(area.south), .real(area.north)]
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
