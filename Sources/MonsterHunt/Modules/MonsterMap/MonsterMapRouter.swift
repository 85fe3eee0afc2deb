import Viper

@MainActor final class MonsterMapRouter: ViperRouter, MonsterMapRouterInput {
    private let dependencies: MonsterHuntDependencies

    init(dependencies: MonsterHuntDependencies) {
        self.dependencies = dependencies
    }

    func openCatch(_ monster: Monster) {
        guard let navigator else { return }
        push(CatchAssembly.build(monster: monster, dependencies: dependencies, navigator: navigator))
    }

    func showTooFar(metres: Int) {
        let localization = dependencies.localization
        navigator?.showAlert(Alert(title: localization(HuntStrings.tooFar(metres: metres)), buttons: [Alert.Button(localization(HuntStrings.ok))]))
    }

    func openTeam() {
        push(TeamAssembly.build(dependencies: dependencies))
    }

    func openStartScreen() {
        if let navigator { HuntScreens(dependencies: dependencies).showStart(in: navigator) }
    }
}
