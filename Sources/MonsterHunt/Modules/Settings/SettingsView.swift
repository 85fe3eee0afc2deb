import Viper

@MainActor
final class SettingsView: ModuleView, SettingsViewInput {
    weak var host: (any ViewHost)?
    let output: any SettingsViewOutput
    private var viewModel = SettingsViewModel()

    init(output: any SettingsViewOutput) {
        self.output = output
    }

    func didLoad() {
        output.viewDidLoad()
    }

    func show(_ viewModel: SettingsViewModel) {
        self.viewModel = viewModel
        setNeedsDisplay()
    }

    func makeScreen() -> Screen {
        Screen(id: "monsterhunt.settings", title: viewModel.title, elements: [
            Element(id: "app", kind: .label(Label(viewModel.appName, tone: .accent))),
            Element(id: "location", kind: .toggle(Toggle(label: viewModel.locationTitle, isOn: viewModel.isLocationOn)), isEnabled: viewModel.isLocationChangeable),
            Element(id: "note", kind: .label(Label(viewModel.note, tone: .secondary))),
            Element(id: "done", kind: .button(Button(viewModel.doneTitle))),
        ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .toggle("location"): output.didToggleLocation()
        case .tap("done", nil): output.didTapDone()
        default: throw EventRejection("Settings has the location switch and Done")
        }
    }
}
