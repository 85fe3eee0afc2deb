import Foundation
import Viper

/// A past game in full: the settings it was played with, its totals, and each attempt's
/// darts (sector and points), the answer, the time spent and the points earned.
@MainActor final class DetailsPresenter: ViperPresenter<DetailsViewModel>, DetailsViewOutput {
    private let interactor: any DetailsInteractorInput
    private let localization: Localization

    init(interactor: any DetailsInteractorInput, localization: Localization) {
        self.interactor = interactor
        self.localization = localization
    }

    override func viewDidLoad() {
        let game = interactor.game
        let strings = DartsStrings.self
        let miss = localization(strings.miss)
        view?.show(
            DetailsViewModel(
                title: localization(strings.detailsTitle(game.id)),
                settings: localization(strings.playedWith(game.settings)),
                totals: localization(strings.totals(game, date: Self.format(game.date))),
                attempts: Columns.pad(
                    game.attempts.enumerated().map { index, attempt in
                        // "T20=60 S5=5 D3=6": each dart's sector and points, short enough that a row fits 80 columns.
                        let darts = attempt.darts.map { dart in
                            let hit = Dartboard.hit(dart)
                            return "\(hit.label(missText: miss))=\(hit.points)"
                        }
                        return [
                            "\(index + 1).", darts.joined(separator: " "), "= \(attempt.correctTotal)", localization(strings.answered(attempt.chosen)),
                            localization(strings.seconds(attempt.seconds)), localization(strings.pointsEarned(attempt.points)),
                        ]
                    }, [.trailing, .leading, .trailing, .leading, .trailing, .trailing]
                ).enumerated().map { index, cells in
                    Table.Row(id: String(index + 1), cells: cells, label: localization(strings.attempt(index + 1, of: game.attempts.count)))
                }
            ))
    }

    /// UTC, so the same game reads the same everywhere.
    static func format(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }
}
