import Viper

@MainActor final class DetailsView: ViperView<DetailsViewModel, any DetailsViewOutput>, ModuleView {
    func makeScreen() -> Screen {
        Screen(
            id: "darts.details", title: viewModel.title,
            elements: [
                Element(id: "settings", kind: .text(viewModel.settings)),
                Element(id: "totals", kind: .text(viewModel.totals)),
                Element(id: "attempts", kind: .table(Table(rows: viewModel.attempts))),
            ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        throw EventRejection(DartsStrings.detailsAreForReading)
    }
}
