import Viper

@MainActor final class LocationRequestView: ViperView<LocationRequestViewModel, any LocationRequestViewOutput>, ModuleView {
    func makeScreen() -> Screen {
        Screen(
            id: "monsterhunt.location-request", title: viewModel.title,
            elements: [
                Element(id: "message", kind: .text(viewModel.message)),
                Element(id: "allow", kind: .button(Button(viewModel.allowTitle, role: .primary))),
            ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        guard event == .tap(element: "allow", item: nil) else { throw EventRejection(HuntStrings.locationRequestTakes) }
        output.didTapAllow()
    }
}
