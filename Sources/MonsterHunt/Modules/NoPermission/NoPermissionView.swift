import Viper

@MainActor
final class NoPermissionView: ModuleView, NoPermissionViewInput {
    weak var host: (any ViewHost)?
    let output: any NoPermissionViewOutput
    private var viewModel = NoPermissionViewModel()

    init(output: any NoPermissionViewOutput) {
        self.output = output
    }

    func didLoad() {
        output.viewDidLoad()
    }

    func show(_ viewModel: NoPermissionViewModel) {
        self.viewModel = viewModel
    }

    func makeScreen() -> Screen {
        Screen(id: "monsterhunt.no-permission", title: viewModel.title, elements: [
            Element(id: "message", kind: .text(viewModel.message)),
            Element(id: "settings", kind: .button(Button(viewModel.settingsTitle, role: .primary))),
        ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        guard event == .tap(element: "settings", item: nil) else { throw EventRejection("location is off: tap Go to Settings to switch it on") }
        output.didTapOpenSettings()
    }
}
