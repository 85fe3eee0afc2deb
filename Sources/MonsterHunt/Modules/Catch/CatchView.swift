import Viper

@MainActor final class CatchView: ViperView<CatchViewModel, any CatchViewOutput>, ModuleView {
    func makeScreen() -> Screen {
        Screen(
            id: "monsterhunt.catch", title: viewModel.title,
            elements: [
                Element(id: "picture", kind: .image(viewModel.picture)),
                Element(id: "level", kind: .label(Label(viewModel.level, tone: .accent))),
                Element(id: "try", kind: .button(Button(viewModel.tryTitle, role: .primary))),
            ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        guard event == .tap(element: "try", item: nil) else { throw EventRejection(HuntStrings.catchTakes) }
        output.didTapTry()
    }
}
