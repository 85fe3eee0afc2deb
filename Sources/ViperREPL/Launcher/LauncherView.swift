import Viper

@MainActor final class LauncherView: ViperView<LauncherViewModel, any LauncherViewOutput>, ModuleView {
    func makeScreen() -> Screen {
        Screen(
            id: "launcher", title: viewModel.title,
            elements: [
                Element(id: "hint", kind: .label(Label(viewModel.hint, tone: .secondary))),
                Element(id: "apps", kind: .table(Table(rows: viewModel.rows))),
            ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .tap("apps", let name?):
            output.didSelectApp(named: name)
        default:
            throw EventRejection(REPLStrings.catalog.text("launcherTakesTaps"))
        }
    }
}
