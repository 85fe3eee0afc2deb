import Foundation
import Viper

/// A saved game is one the game could have played: as many attempts as its settings asked for,
/// each a throw of three darts on the board with the answers the game offers, a time within the
/// limit and the points the scoring gives. So the statistics, history and details screens can
/// show any game that passes, and a game that does not is dropped on its own.
extension GameRecord: CheckedRecord {
    /// Ids are counted up from 1; this bound leaves room for `DartsArchive.nextGameID`.
    public static let idRange = 1...Int(Int32.max)
    /// From 1970 to the end of 9999, the years a date formatter writes with four digits.
    public static let dateRange = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 253_402_300_799)

    public var uniqueKey: String? { "id \(id)" }

    public func check() throws(DocumentDefect) {
        guard Self.idRange.contains(id) else { throw DocumentDefect("id \(id) is not within \(Self.idRange.lowerBound)…\(Self.idRange.upperBound)") }
        guard Self.dateRange.contains(date) else { throw DocumentDefect("game \(id): the date is not between 1970 and 9999") }
        try settings.check()
        guard attempts.count == settings.attempts else {
            throw DocumentDefect("game \(id): \(attempts.count) attempts where its settings ask for \(settings.attempts)")
        }
        for (index, attempt) in attempts.enumerated() {
            do throws(DocumentDefect) {
                try attempt.check(playedWith: settings)
            } catch {
                throw DocumentDefect("game \(id), attempt \(index + 1): \(error.reason)")
            }
        }
    }
}

extension AttemptRecord {
    func check(playedWith settings: DartsSettings) throws(DocumentDefect) {
        guard darts.count == Dartboard.dartsPerThrow else { throw DocumentDefect("\(darts.count) darts, not \(Dartboard.dartsPerThrow)") }
        let reach = settings.missesAllowed ? Dartboard.edgeRadius : Dartboard.doubleOuter
        for (index, dart) in darts.enumerated() where !dart.isWithin(reach) {
            throw DocumentDefect("dart \(index + 1) is not on the board")
        }
        let total = darts.map { Dartboard.hit($0).points }.reduce(0, +)
        guard correctTotal == total else { throw DocumentDefect("the darts make \(total), not \(correctTotal)") }
        guard options.count == AnswerOptions.count, Set(options).count == options.count,
            options.contains(correctTotal), options.allSatisfy(Dartboard.achievableTotals.contains)
        else {
            throw DocumentDefect("the options \(options) are not \(AnswerOptions.count) different totals of three darts with \(correctTotal) among them")
        }
        if let chosen, !options.contains(chosen) { throw DocumentDefect("the answer \(chosen) is not among the options") }
        let limit = Double(settings.secondsPerAttempt)
        guard seconds.isFinite, (0...limit).contains(seconds) else {
            throw DocumentDefect("\(seconds) seconds is not within 0…\(settings.secondsPerAttempt)")
        }
        let earnable = Scoring.minimumPoints...Scoring.maximumPoints
        if outcome == .correct, !earnable.contains(points) {
            throw DocumentDefect("\(points) points for a correct answer, not \(earnable.lowerBound)…\(earnable.upperBound)")
        }
        if outcome != .correct, points != 0 { throw DocumentDefect("\(points) points for a \(outcome.rawValue) answer, not 0") }
    }
}

extension Dart {
    /// Finite and at most `radius` millimetres from the centre, give or take rounding: the
    /// game throws within the scoring area, or within the whole board when misses are allowed.
    func isWithin(_ radius: Double) -> Bool {
        x.isFinite && y.isFinite && self.radius <= radius * (1 + 1e-9)
    }
}
