import Viper

@MainActor final class CharacterListView: ViperView<CharacterListViewModel, any CharacterListViewOutput>, ModuleView {
    /// Where the list is scrolled to; `sizedWindow` gives it the height the display allows.
    private var window = TableWindow(height: CharacterListLayout.fewestRows)
    private var reportedVisible: [Int] = []

    static let screenID = "rickandmorty.characters"
    /// The table's "↑ more", "↓ more" and footer lines, and Retry's line, kept whether it shows
    /// or not: Retry coming for a failed picture must not push rows (and their pictures) off screen.
    private static let fixedLines = 4

    override func viewModelDidChange() {
        reportVisibleRows()
    }

    /// A taller display shows more rows, whose pictures load at once.
    override func displaySizeDidChange() {
        reportVisibleRows()
    }

    func makeScreen() -> Screen {
        let layout = self.layout
        return Screen(id: Self.screenID, title: viewModel.title, elements: [
            Element(id: "loading", kind: .activityIndicator(ActivityIndicator(viewModel.loadingText ?? "")), isVisible: viewModel.loadingText != nil),
            Element(id: "characters", kind: .table(Table(rows: fittedRows(layout), window: sizedWindow, footer: viewModel.footer)),
                    isVisible: !viewModel.rows.isEmpty),
            Element(id: "error", kind: .label(Label(viewModel.error ?? "", tone: .danger)), isVisible: viewModel.error != nil),
            Element(id: "hint", kind: .label(Label(viewModel.hint ?? "", tone: .secondary)), isVisible: viewModel.hint != nil),
            Element(id: "retry", kind: .button(Button(viewModel.retryTitle)), isVisible: viewModel.canRetry),
        ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .tap("characters", let row?):
            guard let id = Int(row) else { throw EventRejection(LocalizedText(en: "no character \(row)", ru: "нет персонажа \(row)")) }
            output.didSelectCharacter(id: id)
        case .tap("retry", nil):
            output.didTapRetry()
        case .scroll("characters", let motion):
            window = sizedWindow
            window.apply(motion, to: viewModel.rows)
            reportVisibleRows()
        default:
            throw EventRejection(LocalizedText(en: "the list takes taps on characters and Retry, and scrolling", ru: "список принимает касания персонажей, «Повторить» и прокрутку"))
        }
    }

    /// The display's room after everything on the screen but the rows.
    private var layout: CharacterListLayout {
        let messages = [viewModel.error, viewModel.hint].compactMap { $0 }
        return CharacterListLayout(displaySize, otherLines: Self.fixedLines + messages.count)
    }

    /// The rows with the pictures on screen sized to the display; the others are not drawn,
    /// so they are left as they are rather than touched on every redraw.
    private func fittedRows(_ layout: CharacterListLayout) -> [Table.Row] {
        var rows = viewModel.rows
        for index in sizedWindow.visibleRange(rowCount: rows.count) { rows[index] = layout.fit(rows[index]) }
        return rows
    }

    private var sizedWindow: TableWindow {
        TableWindow(firstRow: window.firstRow, height: layout.visibleRows)
    }

    /// Tells the presenter when the rows on screen change, so only their pictures load.
    private func reportVisibleRows() {
        let visible = viewModel.rows[sizedWindow.visibleRange(rowCount: viewModel.rows.count)].compactMap { Int($0.id) }
        guard visible != reportedVisible else { return }
        reportedVisible = visible
        output.didChangeVisibleCharacters(ids: visible)
    }
}
