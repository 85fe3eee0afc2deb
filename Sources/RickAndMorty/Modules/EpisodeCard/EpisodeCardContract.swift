import Viper

/// An episode is for reading; back is the navigator's, so the module has no router.
@MainActor protocol EpisodeCardViewOutput: ViewLifecycle {}

@MainActor protocol EpisodeCardInteractorInput: AnyObject {
    var episode: RMEpisode { get }
}

struct EpisodeCardViewModel: ViewModel {
    var title = ""
    var name = ""
    var code = ""
    var airDate = ""
    var characters = ""
}
