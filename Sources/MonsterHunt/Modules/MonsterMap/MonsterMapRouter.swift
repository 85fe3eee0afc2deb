import Viper

@MainActor final class MonsterMapRouter: ViperRouter<MonsterHuntDestination>, MonsterMapRouterInput {
    func openCatch(_ monster: Monster) {
        open(.catching(monster))
    }

    func showTooFar(metres: Int) {
        open(.tooFar(metres: metres))
    }

    func openTeam() {
        open(.team)
    }

    func openStartScreen() {
        open(.start)
    }
}
