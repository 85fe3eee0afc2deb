import Viper

@MainActor final class StatisticsView: ViperView<StatisticsViewModel, any StatisticsViewOutput>, ModuleView {
    func makeScreen() -> Screen {
        Screen(
            id: "darts.statistics", title: viewModel.title,
            elements: [
                Element(id: "header", kind: .label(Label(viewModel.header, tone: .secondary)), isVisible: !viewModel.rows.isEmpty),
                Element(id: "games", kind: .table(Table(rows: viewModel.rows, emptyText: viewModel.emptyText))),
            ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .tap("games", let row?):
            guard let id = Int(row) else { throw EventRejection(DartsStrings.noGame(row)) }
            output.didSelectGame(id: id)
        default:
            throw EventRejection(DartsStrings.statisticsTakes)
        }
    }
}
