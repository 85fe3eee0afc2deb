import Viper

@MainActor
final class StatisticsView: ModuleView, StatisticsViewInput {
    weak var host: (any ViewHost)?
    let output: any StatisticsViewOutput
    private var viewModel = StatisticsViewModel()
    private var window = TableWindow(height: 10)

    init(output: any StatisticsViewOutput) {
        self.output = output
    }

    func willAppear() {
        output.viewWillAppear()
    }

    func show(_ viewModel: StatisticsViewModel) {
        self.viewModel = viewModel
    }

    func makeScreen() -> Screen {
        Screen(id: "darts.statistics", title: viewModel.title, elements: [
            Element(id: "header", kind: .label(Label(viewModel.header, tone: .secondary)), isVisible: !viewModel.rows.isEmpty),
            Element(id: "games", kind: .table(Table(rows: viewModel.rows, window: window, emptyText: viewModel.emptyText))),
        ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .tap("games", let row?):
            guard let id = Int(row) else { throw EventRejection("no game \(row)") }
            output.didSelectGame(id: id)
        case .scroll("games", let motion):
            window.apply(motion, to: viewModel.rows)
        default:
            throw EventRejection("statistics takes taps on games and scrolling")
        }
    }
}
