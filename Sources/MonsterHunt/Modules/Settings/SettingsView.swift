import Viper

@MainActor final class SettingsView: ViperView<SettingsViewModel, any SettingsViewOutput>, ModuleView {
    func makeScreen() -> Screen {
        Screen(
            id: "monsterhunt.settings", title: viewModel.title,
            elements: [
                Element(id: "app", kind: .label(Label(viewModel.appName, tone: .accent))),
                Element(
                    id: "location", kind: .toggle(Toggle(label: viewModel.locationTitle, isOn: viewModel.isLocationOn)),
                    isEnabled: viewModel.isLocationChangeable),
                Element(id: "note", kind: .label(Label(viewModel.note, tone: .secondary))),
                Element(id: "done", kind: .button(Button(viewModel.doneTitle))),
            ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .toggle("location"): output.didToggleLocation()
        case .tap("done", nil): output.didTapDone()
        default: throw EventRejection(HuntStrings.settingsTake)
        }
    }
}
