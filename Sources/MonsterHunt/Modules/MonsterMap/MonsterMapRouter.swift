import Viper

@MainActor final class MonsterMapRouter: ViperRouter<MonsterHuntDestination>, MonsterMapRouterInput {
    private let localization: Localization

    init(localization: Localization) {
        self.localization = localization
    }

    func openCatch(_ monster: Monster) {
        open(.catching(monster))
    }

    func showTooFar(metres: Int) {
        showAlert(Alert(title: localization(HuntStrings.tooFar(metres: metres)), buttons: [Alert.Button(localization(HuntStrings.ok))]))
    }

    func openTeam() {
        open(.team)
    }

    func openStartScreen() {
        open(.start)
    }
}
