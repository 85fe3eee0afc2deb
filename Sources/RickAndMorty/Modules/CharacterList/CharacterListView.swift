import Viper

@MainActor final class CharacterListView: ViperView<CharacterListViewModel, any CharacterListViewOutput>, ModuleView {
    static let screenID = "rickandmorty.characters"

    func makeScreen() -> Screen {
        let layout = self.layout
        return Screen(
            id: Self.screenID, title: viewModel.title,
            elements: [
                // Until there are rows, nothing to share: "Loading…" sits under the title. Every row
                // has its picture at the room's size, as the framework counts rows by their lines.
                Element(
                    id: "characters", kind: .table(Table(rows: viewModel.rows.map(layout.fit), height: .fill(), footer: viewModel.footer)),
                    isVisible: !viewModel.rows.isEmpty),
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
        default:
            throw EventRejection(RickAndMortyStrings.listTakes)
        }
    }

    /// The pictures' size in the room the list has.
    private var layout: CharacterListLayout {
        CharacterListLayout(room(of: "characters"))
    }
}
