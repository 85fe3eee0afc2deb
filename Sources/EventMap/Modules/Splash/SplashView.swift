import Viper

@MainActor final class SplashView: ViperView<SplashViewModel, any SplashViewOutput>, ModuleView {
    func makeScreen() -> Screen {
        let logo = viewModel.logo.enumerated().map { index, line in
            Element(id: "logo\(index)", kind: .label(Label(line, tone: .accent, alignment: .center)))
        }
        return Screen(
            id: "eventmap.splash", title: "",
            elements: logo + [
                Element(id: "name", kind: .label(Label(viewModel.name, tone: .accent, alignment: .center))),
                Element(id: "tagline", kind: .label(Label(viewModel.tagline, tone: .secondary, alignment: .center))),
                Element(id: "status", kind: .activityIndicator(viewModel.status), isVisible: viewModel.failure == nil),
                Element(id: "failure", kind: .label(Label(viewModel.failure ?? "", tone: .danger)), isVisible: viewModel.failure != nil),
                Element(id: "retry", kind: .button(Button(viewModel.retryTitle)), isVisible: viewModel.failure != nil),
            ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        guard case .tap("retry", nil) = event, viewModel.failure != nil else {
            throw EventRejection(EventMapStrings.splashTakesNothing)
        }
        output.didTapRetry()
    }
}
