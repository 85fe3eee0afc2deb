import Viper

@MainActor final class NoPermissionView: ViperView<NoPermissionViewModel, any NoPermissionViewOutput>, ModuleView {
    func makeScreen() -> Screen {
        Screen(
            id: "monsterhunt.no-permission", title: viewModel.title,
            elements: [
                Element(id: "message", kind: .text(viewModel.message)),
                Element(id: "settings", kind: .button(Button(viewModel.settingsTitle, role: .primary))),
            ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        guard event == .tap(element: "settings", item: nil) else { throw EventRejection(HuntStrings.noPermissionTakes) }
        output.didTapOpenSettings()
    }
}
