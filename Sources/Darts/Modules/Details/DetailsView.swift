import Viper

@MainActor final class DetailsView: ViperView<DetailsViewModel, any DetailsViewOutput>, ModuleView {
    func makeScreen() -> Screen {
        Screen(
            id: "darts.details", title: viewModel.title,
            elements: [
                Element(id: "settings", kind: .text(viewModel.settings)),
                Element(id: "totals", kind: .text(viewModel.totals)),
                Element(id: "attempts", kind: .table(Table(rows: viewModel.attempts, window: window))),
            ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        guard case .scroll("attempts", let motion) = event else { throw EventRejection(DartsStrings.detailsAreForReading) }
        output.didScroll(motion)
    }

    /// The attempts on screen, from where the presenter says they are scrolled to.
    private var window: TableWindow {
        TableWindow(firstRow: viewModel.firstRow, height: DetailsViewModel.visibleRows)
    }
}
