@MainActor final class TeamInteractor: TeamInteractorInput {
    private let team: TeamStore

    init(team: TeamStore) {
        self.team = team
    }

    var members: [CaughtMonster] { team.members }
}
