import Viper

@MainActor
final class MonsterMapRouter: MonsterMapRouterInput {
    weak var navigator: Navigator?
    private let dependencies: MonsterHuntDependencies

    init(navigator: Navigator, dependencies: MonsterHuntDependencies) {
        self.navigator = navigator
        self.dependencies = dependencies
    }

    func openCatch(_ monster: Monster, output: any CatchModuleOutput) {
        guard let navigator else { return }
        navigator.push(CatchAssembly.build(monster: monster, output: output, dependencies: dependencies, navigator: navigator))
    }

    func showTooFar(metres: Int) {
        let localization = dependencies.localization
        navigator?.showAlert(Alert(title: localization(HuntStrings.tooFar(metres: metres)), buttons: [Alert.Button(localization(HuntStrings.ok))]))
    }

    func openTeam() {
        guard let navigator else { return }
        navigator.push(TeamAssembly.build(dependencies: dependencies))
    }

    func openStartScreen() {
        if let navigator { HuntScreens(dependencies: dependencies).showStart(in: navigator) }
    }
}
