import Foundation
import Viper

@MainActor
protocol DetailsViewOutput: AnyObject {
    func viewModel() -> DetailsViewModel
}

struct DetailsViewModel: Equatable {
    var title = ""
    var settings = ""
    var totals = ""
    var attempts: [Table.Row] = []
}

/// A past game in full, shown as a sheet over its history: the settings it was played with,
/// its totals, and each attempt's darts, answer, time and points.
@MainActor
final class DetailsPresenter: DetailsViewOutput {
    private let game: GameRecord
    private let localization: Localization

    init(game: GameRecord, localization: Localization) {
        self.game = game
        self.localization = localization
    }

    func viewModel() -> DetailsViewModel {
        let strings = DartsStrings.self
        let miss = localization(strings.miss)
        return DetailsViewModel(
            title: localization(strings.detailsTitle(game.id)),
            settings: localization(strings.playedWith(game.settings)),
            totals: localization(strings.totals(game, date: Self.format(game.date))),
            attempts: game.attempts.enumerated().map { index, attempt in
                let darts = attempt.darts.map { Dartboard.hit($0).label(missText: miss) }.joined(separator: " · ")
                return Table.Row(id: String(index + 1), cells: [
                    "\(index + 1).", darts, "= \(attempt.correctTotal)",
                    localization(strings.answered(attempt.chosen)),
                    String(format: "%.1f s", attempt.seconds),
                    localization(strings.pointsEarned(attempt.points)),
                ])
            }
        )
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

@MainActor
final class DetailsView: ModuleView {
    weak var host: (any ViewHost)?
    let output: any DetailsViewOutput
    private var window = TableWindow(height: 20)

    init(output: any DetailsViewOutput) {
        self.output = output
    }

    func makeScreen() -> Screen {
        let model = output.viewModel()
        return Screen(id: "darts.details", title: model.title, elements: [
            Element(id: "settings", kind: .text(model.settings)),
            Element(id: "totals", kind: .text(model.totals)),
            Element(id: "attempts", kind: .table(Table(rows: model.attempts, window: window))),
        ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        guard case .scroll("attempts", let motion) = event else { throw EventRejection("the details are for reading: scroll them, or go back") }
        window.apply(motion, to: output.viewModel().attempts)
    }
}

@MainActor
enum DetailsAssembly {
    static func build(game: GameRecord, localization: Localization) -> any ModuleView {
        DetailsView(output: DetailsPresenter(game: game, localization: localization))
    }
}
