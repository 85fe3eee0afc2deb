import Foundation
import Testing

@testable import Darts

/// Attempts and games for the record, archive and statistics tests.
enum RecordSample {
    /// Three single 20s: 60, the correct total of every sample attempt.
    static let darts = [Dart(x: 0, y: 120), Dart(x: -0.5, y: 130), Dart(x: 1, y: 140.25)]

    static func attempt(_ outcome: AttemptOutcome, points: Int = 0, seconds: Double = 5) -> AttemptRecord {
        let chosen: Int? =
            switch outcome {
            case .correct: 60
            case .wrong: 57
            case .skipped: nil
            }
        return AttemptRecord(darts: darts, options: [57, 60, 63, 66], correctTotal: 60, chosen: chosen, seconds: seconds, points: points)
    }

    /// A game the app could have saved: the default settings' ten attempts, the first answered
    /// right for `score` points (wrong when `score` is 0) and the rest wrong, `seconds` in all.
    static func game(id: Int, score: Int = 0, seconds: Double = 10, date: Date = Date(timeIntervalSinceReferenceDate: 0)) -> GameRecord {
        let settings = DartsSettings()
        let each = seconds / Double(settings.attempts)
        let first = score > 0 ? attempt(.correct, points: score, seconds: each) : attempt(.wrong, seconds: each)
        let rest = (1..<settings.attempts).map { _ in attempt(.wrong, seconds: each) }
        return GameRecord(id: id, date: date, settings: settings, attempts: [first] + rest)
    }

    static func game(wrong: Int, of count: Int, skipped: Int = 0) -> GameRecord {
        let outcomes =
            Array(repeating: AttemptOutcome.wrong, count: wrong)
            + Array(repeating: .skipped, count: skipped)
            + Array(repeating: .correct, count: count - wrong - skipped)
        return GameRecord(id: 1, date: Date(timeIntervalSinceReferenceDate: 0), settings: DartsSettings(), attempts: outcomes.map { attempt($0) })
    }
}

@Suite("Records: attempts and games")
struct RecordGameTests {
    @Test("an attempt's outcome follows from what was chosen")
    func outcome() {
        #expect(RecordSample.attempt(.correct).outcome == .correct)
        #expect(RecordSample.attempt(.wrong).outcome == .wrong)
        #expect(RecordSample.attempt(.skipped).outcome == .skipped)
        let zero = AttemptRecord(darts: [], options: [0, 3, 6, 9], correctTotal: 0, chosen: 0, seconds: 1, points: 10)
        #expect(zero.outcome == .correct)
    }

    @Test("a game totals its attempts")
    func totals() {
        let game = GameRecord(
            id: 3, date: Date(timeIntervalSinceReferenceDate: 100), settings: DartsSettings(),
            attempts: [
                RecordSample.attempt(.correct, points: 12, seconds: 3.5),
                RecordSample.attempt(.wrong, points: 0, seconds: 7.25),
                RecordSample.attempt(.skipped, points: 0, seconds: 15),
                RecordSample.attempt(.correct, points: 8, seconds: 1.25),
            ])
        #expect(game.score == 20)
        #expect(game.correct == 2)
        #expect(game.wrong == 1)
        #expect(game.skipped == 1)
        #expect(game.totalSeconds == 27)
    }

    @Test("an empty game totals to zero")
    func emptyTotals() {
        let game = GameRecord(id: 1, date: Date(timeIntervalSinceReferenceDate: 0), settings: DartsSettings(), attempts: [])
        #expect(game.score == 0 && game.correct == 0 && game.wrong == 0 && game.skipped == 0 && game.totalSeconds == 0)
    }

    @Test(
        "a result is bad only with more wrong answers than half the attempts",
        arguments: [
            (wrong: 0, of: 10, good: true),
            (wrong: 5, of: 10, good: true),
            (wrong: 6, of: 10, good: false),
            (wrong: 10, of: 10, good: false),
            (wrong: 2, of: 5, good: true),
            (wrong: 3, of: 5, good: false),
            (wrong: 10, of: 20, good: true),
            (wrong: 11, of: 20, good: false),
        ])
    func goodOrBad(wrong: Int, of count: Int, good: Bool) {
        #expect(RecordSample.game(wrong: wrong, of: count).isGoodResult == good)
    }

    @Test("skipped attempts are not wrong answers")
    func skippedAreNotWrong() {
        let game = RecordSample.game(wrong: 5, of: 10, skipped: 5)
        #expect(game.correct == 0)
        #expect(game.isGoodResult)
    }

    @Test("a game survives a JSON round trip, settings and darts included")
    func roundTrip() throws {
        var settings = DartsSettings()
        settings.attempts = 5
        settings.dartGlyph = "★"
        let game = GameRecord(
            id: 7, date: Date(timeIntervalSinceReferenceDate: 123_456.5), settings: settings,
            attempts: [
                RecordSample.attempt(.correct, points: 9, seconds: 2.5),
                RecordSample.attempt(.skipped, seconds: 15),
            ])
        let data = try JSONEncoder().encode(game)
        #expect(try JSONDecoder().decode(GameRecord.self, from: data) == game)
    }
}
