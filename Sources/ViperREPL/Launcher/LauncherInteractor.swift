import Viper

@MainActor final class LauncherInteractor: LauncherInteractorInput {
    private let apps: [any ViperApp]
    private let localization: Localization

    init(apps: [any ViperApp], localization: Localization) {
        self.apps = apps
        self.localization = localization
    }

    func loadApps() -> [AppEntry] {
        apps.map { AppEntry(name: $0.name, title: localization($0.title), summary: localization($0.summary)) }
    }
}
