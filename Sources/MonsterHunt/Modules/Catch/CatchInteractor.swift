import Viper

@MainActor final class CatchInteractor: CatchInteractorInput {
    let monster: Monster
    let level: Int
    private let random: SharedRandom
    private let team: TeamStore
    /// Caught, and waiting to be saved.
    private var unsaved: CaughtMonster?

    init(monster: Monster, random: SharedRandom, team: TeamStore) {
        self.monster = monster
        self.random = random
        self.team = team
        level = random.draw { HuntRules.levels.lowerBound + $0.below(HuntRules.levels.count) }
    }

    /// 20% caught; of the rest, 30% run away; otherwise the user may try again.
    func tryToCatch() -> CatchOutcome {
        if let unsaved { return save(unsaved) }
        let (roll, flee) = random.draw { random -> (Int, Int?) in
            let roll = random.below(100)
            return (roll, roll < HuntRules.catchPercent ? nil : random.below(100))
        }
        guard roll >= HuntRules.catchPercent else { return save(CaughtMonster(kind: monster.kind, level: level)) }
        return (flee ?? 100) < HuntRules.fleePercent ? .fled : .missed
    }

    private func save(_ caught: CaughtMonster) -> CatchOutcome {
        do {
            try team.add(caught)
            unsaved = nil
            return .caught
        } catch {
            unsaved = caught
            return .notSaved(error.message)
        }
    }
}
