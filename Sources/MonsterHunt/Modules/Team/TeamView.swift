import Viper

@MainActor final class TeamView: ViperView<TeamViewModel, any TeamViewOutput>, ModuleView {
    func makeScreen() -> Screen {
        Screen(
            id: "monsterhunt.team", title: viewModel.title,
            elements: [
                Element(id: "team", kind: .table(Table(rows: viewModel.rows, emptyText: viewModel.emptyText)))
            ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        throw EventRejection(HuntStrings.teamIsForLooking)
    }
}
