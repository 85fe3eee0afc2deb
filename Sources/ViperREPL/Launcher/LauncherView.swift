import Viper

@MainActor final class LauncherView: ViperView<LauncherViewModel, any LauncherViewOutput>, ModuleView {
    func makeScreen() -> Screen {
        Screen(
            id: "launcher", title: viewModel.title,
            elements: [
                Element(id: "hint", kind: .label(Label(viewModel.hint, tone: .secondary))),
                Element(id: "apps", kind: .table(Table(rows: viewModel.rows, window: window))),
            ])
    }

    func handle(_ event: ViewEvent) throws(EventRejection) {
        switch event {
        case .tap("apps", let name?):
            output.didSelectApp(named: name)
        case .scroll("apps", let motion):
            output.didScroll(motion)
        default:
            throw EventRejection(
                REPLStrings.catalog.text("launcherNothingToScroll"))
        }
    }

    /// The apps on screen, from where the presenter says they are scrolled to.
    private var window: TableWindow {
        TableWindow(firstRow: viewModel.firstRow, height: LauncherViewModel.visibleApps)
    }
}
