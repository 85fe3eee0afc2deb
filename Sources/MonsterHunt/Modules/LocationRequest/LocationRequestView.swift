import Viper

@MainActor
final class LocationRequestView: ModuleView, LocationRequestViewInput {
    weak var host: (any ViewHost)?
    let output: any LocationRequestViewOutput
    private var viewModel = LocationRequestViewModel()

    init(output: any LocationRequestViewOutput) {
        self.output = output
    }

    func didLoad() {
        output.viewDidLoad()
    }

    func show(_ viewModel: LocationRequestViewModel) {
        self.viewModel = viewModel
    }

    func makeScreen() -> Screen {
        Screen(id: "monsterhunt.location-request", title: viewModel.title, elements: [
            Element(id: "message", kind: .text(viewModel.message)),
            Element(id: "allow", kind: .button(Button(viewModel.allowTitle, role: .primary))),
        ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        guard event == .tap(element: "allow", item: nil) else { throw EventRejection("this screen only asks for location: tap Allow") }
        output.didTapAllow()
    }
}
