import Viper

@MainActor final class CharacterListView: ViperView<CharacterListViewModel, any CharacterListViewOutput>, ModuleView {
    private var window = TableWindow(height: 6)
    private var reportedVisible: [Int] = []

    static let screenID = "rickandmorty.characters"

    override func viewModelDidChange() {
        reportVisibleRows()
    }

    func makeScreen() -> Screen {
        Screen(id: Self.screenID, title: viewModel.title, elements: [
            Element(id: "loading", kind: .activityIndicator(ActivityIndicator(viewModel.loadingText ?? "")), isVisible: viewModel.loadingText != nil),
            Element(id: "characters", kind: .table(Table(rows: viewModel.rows, window: window, footer: viewModel.footer)), isVisible: !viewModel.rows.isEmpty),
            Element(id: "error", kind: .label(Label(viewModel.error ?? "", tone: .danger)), isVisible: viewModel.error != nil),
            Element(id: "hint", kind: .label(Label(viewModel.hint ?? "", tone: .secondary)), isVisible: viewModel.hint != nil),
            Element(id: "retry", kind: .button(Button(viewModel.retryTitle)), isVisible: viewModel.error != nil),
        ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .tap("characters", let row?):
            guard let id = Int(row) else { throw EventRejection("no character \(row)") }
            output.didSelectCharacter(id: id)
        case .tap("retry", nil):
            output.didTapRetry()
        case .scroll("characters", let motion):
            window.apply(motion, to: viewModel.rows)
            reportVisibleRows()
        default:
            throw EventRejection("the list takes taps on characters and Retry, and scrolling")
        }
    }

    /// Tells the presenter when the rows on screen change, so only their pictures load.
    private func reportVisibleRows() {
        let visible = viewModel.rows[window.visibleRange(rowCount: viewModel.rows.count)].compactMap { Int($0.id) }
        guard visible != reportedVisible else { return }
        reportedVisible = visible
        output.didChangeVisibleCharacters(ids: visible)
    }
}
