import Viper

@MainActor final class EpisodeCardView: ViperView<EpisodeCardViewModel, any EpisodeCardViewOutput>, ModuleView {
    static let screenID = "rickandmorty.episode"

    func makeScreen() -> Screen {
        Screen(
            id: Self.screenID, title: viewModel.title,
            elements: [
                Element(id: "name", kind: .label(Label(viewModel.name, tone: .accent))),
                Element(id: "code", kind: .label(Label(viewModel.code))),
                Element(id: "airDate", kind: .label(Label(viewModel.airDate))),
                Element(id: "characters", kind: .label(Label(viewModel.characters))),
            ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        throw EventRejection(RickAndMortyStrings.episodeIsForReading)
    }
}
