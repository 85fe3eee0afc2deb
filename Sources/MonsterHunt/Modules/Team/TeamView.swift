import Viper

@MainActor final class TeamView: ViperView<TeamViewModel, any TeamViewOutput>, ModuleView {
    private var window = TableWindow(height: 5)

    func makeScreen() -> Screen {
        Screen(
            id: "monsterhunt.team", title: viewModel.title,
            elements: [
                Element(id: "team", kind: .table(Table(rows: viewModel.rows, window: window, emptyText: viewModel.emptyText)))
            ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .scroll("team", let motion):
            window.apply(motion, to: viewModel.rows)
        default:
            throw EventRejection(HuntStrings.teamIsForLooking)
        }
    }
}
