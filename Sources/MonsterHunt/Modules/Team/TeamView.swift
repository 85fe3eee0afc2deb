import Viper

@MainActor
final class TeamView: ModuleView, TeamViewInput {
    weak var host: (any ViewHost)?
    let output: any TeamViewOutput
    private var viewModel = TeamViewModel()
    private var window = TableWindow(height: 5)

    init(output: any TeamViewOutput) {
        self.output = output
    }

    func willAppear() {
        output.viewWillAppear()
    }

    func show(_ viewModel: TeamViewModel) {
        self.viewModel = viewModel
    }

    func makeScreen() -> Screen {
        Screen(id: "monsterhunt.team", title: viewModel.title, elements: [
            Element(id: "team", kind: .table(Table(rows: viewModel.rows, window: window, emptyText: viewModel.emptyText))),
        ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .scroll("team", let motion):
            window.apply(motion, to: viewModel.rows)
        default:
            throw EventRejection("the team is for looking at: scroll it, or go back to the map")
        }
    }
}
