import Viper

@MainActor final class CharacterCardView: ViperView<CharacterCardViewModel, any CharacterCardViewOutput>, ModuleView {
    static let screenID = "rickandmorty.character"
    /// The episodes shown at the least, however short the display: the card's count at 24 lines.
    static let fewestEpisodes = 8
    /// The episodes' "↑ more" and "↓ more" lines.
    private static let markerLines = 2

    /// A taller region shows more episodes, so scrolling stops at another row.
    override func roomDidChange() {
        output.didChangeRoom(visibleEpisodes: visibleEpisodes)
    }

    func makeScreen() -> Screen {
        let loaded = viewModel.picture != nil
        let elements = [
            Element(id: "loading", kind: .activityIndicator(viewModel.loadingText ?? ""), isVisible: viewModel.loadingText != nil),
            Element(id: "picture", kind: .image(viewModel.picture ?? ImageBox(state: .none, columns: 1, rows: 1)), isVisible: loaded),
            Element(id: "name", kind: .label(Label(viewModel.name, tone: .accent)), isVisible: loaded),
            // A canvas, so the JSON frame carries the facts' values beside their words.
            Element(id: "facts", kind: .canvas(Canvas(title: "", lines: factLines, model: viewModel.factValues)), isVisible: loaded),
            Element(id: "episodesTitle", kind: .label(Label(viewModel.episodesTitle, tone: .accent)), isVisible: loaded),
            Element(
                id: "episodesArea",
                kind: .region(
                    Region(
                        height: .fill(minimum: Self.fewestEpisodes + Self.markerLines),
                        children: [
                            Element(
                                id: "episodes",
                                kind: .table(Table(rows: viewModel.episodes, window: TableWindow(firstRow: viewModel.firstEpisode, height: visibleEpisodes))),
                                isVisible: loaded)
                        ]))),
            Element(id: "error", kind: .label(Label(viewModel.error ?? "", tone: .danger)), isVisible: viewModel.error != nil),
            Element(id: "retry", kind: .button(Button(viewModel.retryTitle)), isVisible: viewModel.canRetry),
        ]
        return Screen(id: Self.screenID, title: viewModel.title, elements: elements)
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .tap("retry", nil):
            output.didTapRetry()
        case .scroll("episodes", let motion):
            output.didScroll(motion)
        case .tap("episodes", let row?):
            guard let id = Int(row) else { throw EventRejection(RickAndMortyStrings.noEpisode(row)) }
            output.didSelectEpisode(id: id)
        default:
            throw EventRejection(RickAndMortyStrings.cardTakes)
        }
    }

    /// "Label: value", a fact a line, wrapped to the display.
    private var factLines: [StyledLine] {
        viewModel.facts.flatMap { TextWidth.wrap($0.label + ": " + $0.value, to: displaySize.contentColumns) }.map { StyledLine($0) }
    }

    /// As many episodes as their region has rows for.
    private var visibleEpisodes: Int {
        max(Self.fewestEpisodes, room(of: "episodesArea").rows - Self.markerLines)
    }
}
