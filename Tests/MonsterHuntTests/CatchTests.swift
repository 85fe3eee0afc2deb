import Foundation
import Testing
import Viper
import ViperLocation
import ViperTesting

@testable import MonsterHunt

@MainActor
@Suite("Catching")
struct CatchTests {
    let folder: TemporaryFolder
    let notices = Notices()
    let monster = Monster(id: 1, kind: .slime, position: SimulatedDevice.defaultPosition)

    init() throws {
        folder = try TemporaryFolder()
    }

    func team() -> TeamStore {
        TeamStore(storage: DocumentStore(folder: folder.url, notices: notices))
    }

    func interactor(_ answers: [Int], team: TeamStore? = nil) -> CatchInteractor {
        CatchInteractor(monster: monster, random: SharedRandom(ScriptedRandom(answers)), team: team ?? self.team())
    }

    @Test func theLevelIsDrawnOnceFrom5To20() {
        #expect(interactor([0]).level == 5)
        #expect(interactor([15]).level == 20)
    }

    @Test func aRollUnder20CatchesAndTheTeamIsSaved() {
        let store = team()
        #expect(interactor([7, 19], team: store).tryToCatch() == .caught)
        #expect(store.members == [CaughtMonster(kind: .slime, level: 12)])
        #expect(team().members == store.members, "a new store on the same folder reads the team back: it survives a restart")
    }

    @Test func ofTheFailures30PercentFleeAndTheRestMayTryAgain() {
        #expect(interactor([0, 20, 29]).tryToCatch() == .fled)
        #expect(interactor([0, 20, 30]).tryToCatch() == .missed)
        #expect(interactor([0, 99, 0]).tryToCatch() == .fled)
        #expect(team().members.isEmpty)
    }

    @Test func overManySeededTriesTheRatesAre20And30Percent() {
        let store = team()
        let interactor = CatchInteractor(monster: monster, random: SharedRandom(SeededRandom(seed: 42)), team: store)
        var counts: [CatchOutcome: Int] = [:]
        let tries = 3_000
        for _ in 0..<tries { counts[interactor.tryToCatch(), default: 0] += 1 }
        let caught = Double(counts[.caught] ?? 0) / Double(tries)
        let fled = Double(counts[.fled] ?? 0) / Double(tries - (counts[.caught] ?? 0))
        // Binomial standard deviations: about 0.0073 for 20% of 3000, 0.0094 for 30% of 2400.
        #expect(abs(caught - 0.20) < 0.03, "caught \(caught)")
        #expect(abs(fled - 0.30) < 0.038, "fled among failures \(fled)")
        #expect(store.members.count == counts[.caught])
    }

    @Test func aCorruptTeamFileIsMovedAsideNotSilentlyDropped() throws {
        try Data("{ not json".utf8).write(to: folder.url.appendingPathComponent("team.json"))
        #expect(team().members.isEmpty)
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("team.corrupt-1.json").path))
        #expect(notices.drain() == ["team.json could not be read; moved it to team.corrupt-1.json and started afresh"])
    }

    @Test func theWholeGameCatchesAMonsterWithinReachAndShowsItInTheTeam() throws {
        let game = try HuntGame(permission: .authorized)
        try game.harness.tap("My team")
        #expect(game.harness.screen.table("team")?.emptyText == "You haven't caught any monsters yet")
        try game.harness.back()

        var caught: String?
        for _ in 0..<20 where caught == nil {
            // Walk onto the nearest monster the map shows, as its model gives its position.
            guard case .array(let monsters)? = game.harness.screen.canvas("map")?.model["points"],
                case .number(let latitude)? = monsters.first?["latitude"], case .number(let longitude)? = monsters.first?["longitude"],
                case .string(let id)? = monsters.first?["id"], let position = Coordinate(latitude: latitude, longitude: longitude)
            else {
                game.device.walk(metres: 300, bearing: 90)
                continue
            }
            game.device.move(to: position)
            try game.harness.send(.tap(element: "monsters", item: id))
            #expect(game.screenID == "monsterhunt.catch")
            while game.screenID == "monsterhunt.catch" {
                try game.harness.tap("Try to catch")
                let title = try #require(game.harness.alert?.title)
                if title.hasPrefix("Hooray! You caught ") { caught = String(title.dropFirst("Hooray! You caught ".count).dropLast(" into your team".count)) }
                try game.harness.tap(title.hasPrefix("Didn't work") ? "OK" : "Back to map")
            }
        }
        let name = try #require(caught)
        try game.harness.tap("My team")
        let rows = try #require(game.harness.screen.table("team")).rows
        #expect(rows.map { $0.cells.first } == [name])
        #expect(rows.first?.image?.fill == .fill)
        #expect(rows.first?.cells.last?.hasPrefix("Level ") == true)
    }
}
