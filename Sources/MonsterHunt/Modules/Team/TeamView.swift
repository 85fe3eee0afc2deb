import Viper

@MainActor final class TeamView: ViperView<TeamViewModel, any TeamViewOutput>, ModuleView {
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
            output.didScroll(motion)
        default:
            throw EventRejection(HuntStrings.teamIsForLooking)
        }
    }

    /// The members on screen, from where the presenter says they are scrolled to.
    private var window: TableWindow {
        TableWindow(firstRow: viewModel.firstRow, height: TeamViewModel.visibleMembers)
    }
}
