import Viper

@MainActor final class CharacterCardView: ViperView<CharacterCardViewModel, any CharacterCardViewOutput>, ModuleView {
    static let screenID = "rickandmorty.character"
    /// The lines the episodes keep at the least, however short the display: seven episodes and
    /// the line counting the rest. The picture shrinks before they get fewer, down to four lines
    /// at 40 × 24, where the card then fits.
    static let fewestEpisodeLines = 8

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
                id: "episodes", kind: .table(Table(rows: viewModel.episodes, height: .fill(minimum: Self.fewestEpisodeLines))), isVisible: loaded),
            Element(id: "error", kind: .label(Label(viewModel.error ?? "", tone: .danger)), isVisible: viewModel.error != nil),
            Element(id: "retry", kind: .button(Button(viewModel.retryTitle)), isVisible: viewModel.canRetry),
        ]
        return Screen(id: Self.screenID, title: viewModel.title, elements: elements)
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .tap("retry", nil):
            output.didTapRetry()
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
}
