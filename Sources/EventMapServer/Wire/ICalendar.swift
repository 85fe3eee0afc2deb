import EventMapAPI
import Foundation

/// Events as iCalendar (RFC 5545), for `GET /v1/events/{id}.ics` and `GET /v1/events.ics`:
/// one `VEVENT` an event, its times in UTC, its text escaped, its lines folded at 75 octets and
/// ended by CRLF. An event with no time has no place in a calendar and is left out.
public enum ICalendar {
    public static let contentType = "text/calendar; charset=utf-8"

    /// A calendar of `events`, made at `now` (each event's `DTSTAMP`); `host` makes the events'
    /// `UID`s unique to this server.
    public static func calendar(of events: [Event], host: String, now: Date) -> String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Viper for Linux//Event Map//EN", "CALSCALE:GREGORIAN"]
        for event in events {
            guard let time = event.time else { continue }
            lines += ["BEGIN:VEVENT", "UID:event-\(event.id)@\(host)", "DTSTAMP:" + utc(now), "DTSTART:" + utc(time.start)]
            if let end = time.end { lines.append("DTEND:" + utc(end)) }
            lines.append("SUMMARY:" + escaped(event.title))
            if !event.description.isEmpty { lines.append("DESCRIPTION:" + escaped(event.description)) }
            if !event.address.isEmpty { lines.append("LOCATION:" + escaped(event.address)) }
            lines.append("GEO:\(event.position.latitude);\(event.position.longitude)")
            lines.append("CATEGORIES:" + event.type.rawValue.uppercased())
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        return lines.map(folded).joined()
    }

    /// `20260102T160000Z`.
    static func utc(_ date: Date) -> String {
        let style = Date.ISO8601FormatStyle(dateSeparator: .omitted, dateTimeSeparator: .standard, timeSeparator: .omitted, timeZone: .gmt)
        return date.formatted(style)
    }

    /// TEXT as RFC 5545 writes it: backslash, semicolon, comma and line breaks escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n", "\r\n", "\r": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }

    /// The line ended by CRLF, folded so that no line is longer than 75 octets: each further
    /// line starts with a space, and no character is split.
    static func folded(_ line: String) -> String {
        var result = ""
        var octets = 0
        for character in line {
            let size = String(character).utf8.count
            if octets + size > 75 {
                result += "\r\n "
                octets = 1
            }
            result.append(character)
            octets += size
        }
        return result + "\r\n"
    }
}
