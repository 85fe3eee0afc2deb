import Viper

@MainActor final class StatisticsView: ViperView<StatisticsViewModel, any StatisticsViewOutput>, ModuleView {
    func makeScreen() -> Screen {
        Screen(
            id: "darts.statistics", title: viewModel.title,
            elements: [
                Element(id: "header", kind: .label(Label(viewModel.header, tone: .secondary)), isVisible: !viewModel.rows.isEmpty),
                Element(id: "games", kind: .table(Table(rows: viewModel.rows, window: window, emptyText: viewModel.emptyText))),
            ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .tap("games", let row?):
            guard let id = Int(row) else { throw EventRejection(DartsStrings.noGame(row)) }
            output.didSelectGame(id: id)
        case .scroll("games", let motion):
            output.didScroll(motion)
        default:
            throw EventRejection(DartsStrings.statisticsTakes)
        }
    }

    /// The games on screen, from where the presenter says they are scrolled to.
    private var window: TableWindow {
        TableWindow(firstRow: viewModel.firstRow, height: StatisticsViewModel.visibleRows)
    }
}
