import EventMapAPI
import Foundation
import Testing
import Viper

@Suite("A moment as its place writes it")
struct PlaceMomentTests {
    /// What a date formatter writes, which `rfc3339` writes by arithmetic.
    private static func formatted(_ moment: PlaceMoment) -> String {
        moment.date.formatted(Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: TimeZone(secondsFromGMT: moment.utcOffset)!))
    }

    @Test func itIsWrittenAsADateFormatterWritesItAndReadBackTheSame() {
        var random = SeededRandom(seed: 36)
        // From 1900 to 2200, any second, any quarter-hour offset: leap days, year ends and
        // offsets that cross midnight among them.
        for _ in 0..<20_000 {
            let date = Date(timeIntervalSince1970: (-2_208_988_800 + 9_467_280_000 * random.unitInterval()).rounded(.down) + random.unitInterval())
            let moment = PlaceMoment(date: date, utcOffset: 900 * Int(random.unitInterval() * 113) - 14 * 3600)
            #expect(moment.rfc3339 == Self.formatted(moment))
            #expect(PlaceMoment(rfc3339: moment.rfc3339)?.rfc3339 == moment.rfc3339)
        }
    }

    @Test func theEdgesOfTheCalendarAreWrittenAsAFormatterWritesThem() {
        let edges: [(TimeInterval, Int)] = [
            (0, 0), (-1, 0), (951_782_400, 0), (951_868_799, 3600), (4_107_542_399, -3600), (1_767_225_599, 14 * 3600), (1_767_225_600, -14 * 3600),
            (-62_135_596_800, 0), (253_402_300_799, 0),
        ]
        for (seconds, offset) in edges {
            let moment = PlaceMoment(date: Date(timeIntervalSince1970: seconds), utcOffset: offset)
            #expect(moment.rfc3339 == Self.formatted(moment), "\(seconds) at \(offset)")
        }
    }
}
