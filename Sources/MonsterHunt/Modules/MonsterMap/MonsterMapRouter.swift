import Viper

@MainActor final class MonsterMapRouter: ViperRouter<MonsterHuntDestination>, MonsterMapRouterInput {
    func openCatch(_ monster: Monster) {
        open(.catching(monster))
    }

    func showTooFar(metres: Int) {
        open(.tooFar(metres: metres))
    }

    func showMonsters(_ monsters: MonsterChoices, choose: @escaping @MainActor (Int) -> Void) {
        let buttons = monsters.choices.map { choice in Alert.Button(choice.label) { choose(choice.id) } }
        showAlert(Alert(title: monsters.title, buttons: buttons + [Alert.Button(monsters.cancel, role: .cancel)]))
    }

    func openTeam() {
        open(.team)
    }

    func openStartScreen() {
        open(.start)
    }
}
