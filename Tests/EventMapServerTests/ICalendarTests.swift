import EventMapAPI
import Foundation
import Testing
import Viper

@testable import EventMapServer

/// The `.ics` the server writes, read back as a calendar program reads RFC 5545.
@Suite("iCalendar")
struct ICalendarTests {
    static let moscow = 3 * 3600
    static let concert = Event(
        id: 7, title: "Rock, paper; scissors \\ a \"night\"", description: "Line one\nLine two, with a comma",
        address: "Red Square, 1", type: .music, age: .eighteen, position: Coordinate(latitude: 55.7539, longitude: 37.6208)!, ownerID: 1,
        time: EventTime(start: Date(timeIntervalSince1970: 1_767_369_600), end: Date(timeIntervalSince1970: 1_767_380_400), utcOffset: moscow))

    @Test func anEventReadsBackWithItsTimesInUTCAndItsTextWhole() throws {
        let text = ICalendar.calendar(of: [Self.concert], host: "events.example.org", now: Date(timeIntervalSince1970: 1_767_225_600))
        let calendar = try ICalendarReader(text)
        #expect(calendar.properties["VERSION"] == "2.0")
        #expect(calendar.properties["PRODID"] != nil)
        let event = try #require(calendar.events.first)
        #expect(calendar.events.count == 1)
        #expect(event["UID"] == "event-7@events.example.org")
        #expect(event["DTSTAMP"] == "20260101T000000Z")
        #expect(event["DTSTART"] == "20260102T160000Z")
        #expect(event["DTEND"] == "20260102T190000Z")
        #expect(event["SUMMARY"] == Self.concert.title)
        #expect(text.contains(#"SUMMARY:Rock\, paper\; scissors \\ a "night""#), "commas, semicolons and backslashes are escaped")
        #expect(event["DESCRIPTION"] == Self.concert.description)
        #expect(event["LOCATION"] == "Red Square, 1")
        #expect(event["GEO"] == "55.7539;37.6208")
        #expect(event["CATEGORIES"] == "MUSIC")
    }

    @Test func longLinesAreFoldedAt75OctetsWithoutSplittingACharacter() throws {
        let long = Event(
            id: 8, title: String(repeating: "Ёлка и хоровод ", count: 12), description: "", address: "", type: .other, age: .none,
            position: Self.concert.position, ownerID: 1, time: Self.concert.time)
        let text = ICalendar.calendar(of: [long], host: "h", now: .distantPast)
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        let lines = text.components(separatedBy: "\r\n").dropLast()
        #expect(lines.allSatisfy { $0.utf8.count <= 75 && !$0.contains("\n") }, "every line is at most 75 octets, ended by CRLF")
        #expect(lines.filter { $0.hasPrefix(" ") }.count >= 4, "the title is folded")
        #expect(try ICalendarReader(text).events.first?["SUMMARY"] == long.title)
    }

    @Test func anEventWithNoTimeIsLeftOutAndAnEmptyCalendarIsStillACalendar() throws {
        let undated = Event(id: 9, title: "Old", description: "", address: "", type: .other, age: .none, position: Self.concert.position, ownerID: 1)
        let calendar = try ICalendarReader(ICalendar.calendar(of: [undated], host: "h", now: .distantPast))
        #expect(calendar.events.isEmpty)
        #expect(calendar.properties["VERSION"] == "2.0")
    }
}

/// Reads RFC 5545 as a calendar program does: unfolds lines, checks every component is closed,
/// and unescapes TEXT values.
struct ICalendarReader {
    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    /// The calendar's own properties.
    var properties: [String: String] = [:]
    /// Each VEVENT's properties.
    var events: [[String: String]] = []

    init(_ text: String) throws {
        guard text.hasSuffix("\r\n") else { throw Malformed(description: "the last line has no CRLF") }
        let unfolded = text.replacingOccurrences(of: "\r\n ", with: "").replacingOccurrences(of: "\r\n\t", with: "")
        var open: [String] = []
        var event: [String: String]?
        for line in unfolded.components(separatedBy: "\r\n").dropLast() {
            guard let colon = line.firstIndex(of: ":") else { throw Malformed(description: "no colon in \(line)") }
            let name = String(line[..<colon]).split(separator: ";")[0].uppercased()
            let value = Self.unescaped(String(line[line.index(after: colon)...]))
            switch name {
            case "BEGIN":
                open.append(value)
                if value == "VEVENT" { event = [:] }
            case "END":
                guard open.popLast() == value else { throw Malformed(description: "END:\(value) closes nothing open") }
                if value == "VEVENT", let finished = event {
                    events.append(finished)
                    event = nil
                }
            default:
                if event != nil { event?[name] = value } else { properties[name] = value }
            }
        }
        guard open.isEmpty else { throw Malformed(description: "not closed: \(open)") }
    }

    static func unescaped(_ value: String) -> String {
        var result = ""
        var escaping = false
        for character in value {
            if escaping {
                result.append(character == "n" || character == "N" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
