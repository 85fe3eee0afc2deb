import Viper

@MainActor final class CharacterListView: ViperView<CharacterListViewModel, any CharacterListViewOutput>, ModuleView {
    static let screenID = "rickandmorty.characters"

    /// A taller region shows more rows, whose pictures load at once.
    override func roomDidChange() {
        output.didChangeRoom(visibleRows: layout.visibleRows)
    }

    func makeScreen() -> Screen {
        let layout = self.layout
        return Screen(
            id: Self.screenID, title: viewModel.title,
            elements: [
                // Until there are rows, nothing to share: "Loading…" sits under the title.
                Element(
                    id: "listArea",
                    kind: .region(
                        Region(
                            height: viewModel.rows.isEmpty ? .content : .fill(),
                            children: [
                                Element(
                                    id: "characters", kind: .table(Table(rows: fittedRows(layout), window: sizedWindow, footer: viewModel.footer)),
                                    isVisible: !viewModel.rows.isEmpty)
                            ]))),
                Element(id: "error", kind: .label(Label(viewModel.error ?? "", tone: .danger)), isVisible: viewModel.error != nil),
                Element(id: "hint", kind: .label(Label(viewModel.hint ?? "", tone: .secondary)), isVisible: viewModel.hint != nil),
                // One line kept for loading and Retry whether they show or not: a page loading or Retry
                // coming for a failed picture must not resize the rows (and push one off screen).
                Element(
                    id: "statusArea",
                    kind: .region(
                        Region(
                            height: .fixed(1),
                            children: [
                                Element(id: "loading", kind: .activityIndicator(viewModel.loadingText ?? ""), isVisible: viewModel.loadingText != nil),
                                Element(id: "retry", kind: .button(Button(viewModel.retryTitle)), isVisible: viewModel.canRetry),
                            ]))),
            ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .tap("characters", let row?):
            guard let id = Int(row) else { throw EventRejection(RickAndMortyStrings.noCharacter(row)) }
            output.didSelectCharacter(id: id)
        case .tap("retry", nil):
            output.didTapRetry()
        case .scroll("characters", let motion):
            output.didScroll(motion)
        default:
            throw EventRejection(RickAndMortyStrings.listTakes)
        }
    }

    private var layout: CharacterListLayout {
        CharacterListLayout(room(of: "listArea"))
    }

    /// The rows with the pictures on screen sized to the display; the others are not drawn,
    /// so they are left as they are rather than touched on every redraw.
    private func fittedRows(_ layout: CharacterListLayout) -> [Table.Row] {
        var rows = viewModel.rows
        for index in sizedWindow.visibleRange(rowCount: rows.count) { rows[index] = layout.fit(rows[index]) }
        return rows
    }

    private var sizedWindow: TableWindow {
        TableWindow(firstRow: viewModel.firstRow, height: layout.visibleRows)
    }
}
