import Viper

@MainActor final class LauncherPresenter: ViperPresenter<LauncherViewModel>, LauncherViewOutput {
    private let interactor: any LauncherInteractorInput
    private weak var output: (any LauncherModuleOutput)?
    private let localization: Localization

    init(interactor: any LauncherInteractorInput, output: (any LauncherModuleOutput)?, localization: Localization) {
        self.interactor = interactor
        self.output = output
        self.localization = localization
    }

    override func viewDidLoad() {
        let rows = interactor.loadApps().map { app in
            Table.Row(id: app.name, cells: [app.title, "(\(app.name))", app.summary], accessory: .disclosure)
        }
        view?.show(LauncherViewModel(title: localization(LauncherStrings.title), hint: localization(LauncherStrings.hint), rows: rows))
    }

    func didSelectApp(named name: String) {
        output?.launcher(didChoose: name)
    }
}

enum LauncherStrings {
    static let title = REPLStrings.catalog.text("launcherScreenTitle")
    static let hint = REPLStrings.catalog.text("launcherHint")
}
