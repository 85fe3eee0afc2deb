import Viper

struct LauncherViewModel: Equatable {
    let title: String
    let hint: String
    let rows: [Table.Row]
}

@MainActor
final class LauncherPresenter: LauncherViewOutput {
    weak var view: (any LauncherViewInput)?
    let interactor: any LauncherInteractorInput
    let router: any LauncherRouterInput
    private let localization: Localization

    init(interactor: any LauncherInteractorInput, router: any LauncherRouterInput, localization: Localization) {
        self.interactor = interactor
        self.router = router
        self.localization = localization
    }

    func viewDidLoad() {
        let rows = interactor.loadApps().map { app in
            Table.Row(id: app.name, cells: [app.title, "(\(app.name))", app.summary], accessory: .disclosure)
        }
        view?.show(LauncherViewModel(title: localization(LauncherStrings.title), hint: localization(LauncherStrings.hint), rows: rows))
    }

    func didSelectApp(named name: String) {
        router.openApp(named: name)
    }
}

enum LauncherStrings {
    static let title = LocalizedText(en: "Viper apps", ru: "Приложения Viper")
    static let hint = LocalizedText(
        en: "Tap an app to open it (or type: app <name>).",
        ru: "Коснитесь приложения, чтобы открыть его (или введите: app <имя>)."
    )
}
