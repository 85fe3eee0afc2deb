import Viper

@MainActor
final class SplashView: ModuleView, SplashViewInput {
    weak var host: (any ViewHost)?
    let output: any SplashViewOutput
    private var viewModel = SplashViewModel()

    init(output: any SplashViewOutput) {
        self.output = output
    }

    func didLoad() {
        output.viewDidLoad()
    }

    func show(_ viewModel: SplashViewModel) {
        self.viewModel = viewModel
    }

    func makeScreen() -> Screen {
        let logo = viewModel.logo.enumerated().map { index, line in
            Element(id: "logo\(index)", kind: .label(Label(line, tone: .accent, alignment: .center)))
        }
        return Screen(id: "eventmap.splash", title: "", elements: logo + [
            Element(id: "name", kind: .label(Label(viewModel.name, tone: .accent, alignment: .center))),
            Element(id: "tagline", kind: .label(Label(viewModel.tagline, tone: .secondary, alignment: .center))),
            Element(id: "status", kind: .activityIndicator(ActivityIndicator(viewModel.status))),
        ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        throw EventRejection("the splash screen takes no input; wait a moment (wait idle)")
    }
}
