import Foundation
import Testing
import Viper
import ViperLocation
import ViperTesting

@testable import MonsterHunt

/// The team file cannot be written (it is a folder) while a monster is being caught.
@MainActor
@Suite("Catching when the team cannot be saved")
struct CatchNotSavedTests {
    let folder: TemporaryFolder
    let monster = Monster(id: 1, kind: .slime, position: SimulatedDevice.defaultPosition)

    init() throws {
        folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: teamFile, withIntermediateDirectories: false)
    }

    var teamFile: URL { folder.url.appendingPathComponent("team.json") }

    func team() -> TeamStore {
        TeamStore(storage: DocumentStore(folder: folder.url, notices: Notices()))
    }

    @Test func aCaughtMonsterThatWasNotSavedIsOnlySavedAgainNeverRolledAgain() throws {
        // Level 12, caught (7 < 20); had a try rolled again, 50 then 0 would say it ran away.
        let store = team()
        let interactor = CatchInteractor(monster: monster, random: SharedRandom(ScriptedRandom([7, 7, 50, 0])), team: store)
        guard case .notSaved(let reason) = interactor.tryToCatch() else {
            Issue.record("the save should fail")
            return
        }
        #expect(!reason.isEmpty && !reason.contains("\n"), "one line that says why: \(reason)")
        guard case .notSaved = interactor.tryToCatch() else {
            Issue.record("the second try only saves again")
            return
        }
        try FileManager.default.removeItem(at: teamFile)
        #expect(interactor.tryToCatch() == .caught)
        #expect(store.members == [CaughtMonster(kind: .slime, level: 12)])
    }

    @Test(arguments: [Language.en, .ru])
    func theCatchScreenSaysWhyAndOffersSavingAgainOrTheWayBackToTheMap(language: Language) throws {
        let game = try HuntGame(permission: .authorized, folder: folder, language: language, catchRolls: [7, 7, 50, 0])
        game.harness.open(MonsterHuntDestination.catching(monster))
        let strings =
            language == .en
            ? (title: "Caught Slime, but could not save it to your team", again: "Save again", back: "Back to map", try: "Try to catch")
            : (
                title: "Монстр Slime пойман, но его не удалось сохранить в команду", again: "Сохранить еще раз", back: "Вернуться на карту",
                try: "Попробовать поймать"
            )
        try game.harness.tap(strings.try)

        let alert = try #require(game.harness.alert)
        #expect(alert.title == strings.title.replacingOccurrences(of: "Slime", with: monster.name))
        #expect(!alert.message.isEmpty && !alert.message.contains("\n"), "the reason, in one line: \(alert.message)")
        #expect(alert.buttons == [strings.again, strings.back])

        try game.answerAlert(strings.again)
        #expect(game.harness.alert?.title == alert.title, "saving again fails again, and never says it ran away")
        try game.answerAlert(strings.back)
        #expect(game.screenID == "monsterhunt.map")
    }

    @Test func onceTheFileCanBeWrittenSavingAgainPutsTheMonsterInTheTeam() throws {
        let game = try HuntGame(permission: .authorized, folder: folder, catchRolls: [7, 7])
        game.harness.open(MonsterHuntDestination.catching(monster))
        try game.harness.tap("Try to catch")
        #expect(game.harness.frame.screen.element("try")?.kind == .button(Button("Save again", role: .primary)), "the screen's own button saves again too")
        try FileManager.default.removeItem(at: teamFile)
        try game.answerAlert("Save again")
        #expect(game.harness.alert?.title == "Hooray! You caught \(monster.name) into your team")
        #expect(team().members == [CaughtMonster(kind: .slime, level: 12)])
        try game.answerAlert("Back to map")
        #expect(game.screenID == "monsterhunt.map")
    }
}
