import Foundation
import Testing
import Viper
import ViperLocation
import ViperTesting

@testable import MonsterHunt

/// The team file and the device settings are checked when loaded: one bad member costs only
/// itself, and no file, however mutated, crashes the app or its team screen.
@MainActor
@Suite("Monster Hunt: saved team and device settings")
struct SavedTeamTests {
    static let documents = 2_000

    /// A data folder where location access was already allowed, so the map opens.
    func authorizedFolder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        SimulatedDevice(storage: DocumentStore(folder: folder.url, notices: Notices()), clock: VirtualClock()).setPermission(.authorized)
        return folder
    }

    /// Launches the app on `folder`, opens the team and scrolls it to the end, drawing each screen.
    func showTeam(in folder: URL) throws -> ModuleHarness<MonsterHuntApp> {
        let harness = ModuleHarness<MonsterHuntApp>()
        try harness.launch(MonsterHuntApp(), storage: folder)
        _ = harness.rendered()
        try harness.tap("My team")
        _ = harness.rendered()
        try harness.send(.scroll(table: "team", .by(1_000)))
        _ = harness.rendered()
        return harness
    }

    func team(count: Int) -> [CaughtMonster] {
        (0..<count).map { index in
            CaughtMonster(kind: MonsterKind.allCases[index % MonsterKind.allCases.count], level: HuntRules.levels.lowerBound + index % HuntRules.levels.count)
        }
    }

    @Test("100 members with one of an impossible level: 99 are kept and shown, and the note names the one dropped")
    func oneBadMemberOfAHundred() throws {
        let folder = try authorizedFolder()
        var members = try FuzzJSON(encoding: team(count: 100))
        guard case .array(var values) = members, case .object(var bad) = values[41] else {
            Issue.record("not a list")
            return
        }
        bad = bad.map { $0.key == "level" ? (key: "level", value: .number("0")) : $0 }
        values[41] = .object(bad)
        members = .array(values)
        try Data(members.text.utf8).write(to: folder.url.appendingPathComponent("team.json"))

        let harness = try showTeam(in: folder.url)
        #expect(harness.screen.table("team")?.rows.count == 99)
        #expect(
            harness.notices.drain() == [
                "team.json: dropped 1 of 100 records (#42: level 0 is not within 5…20); the other 99 are saved in team.json, and the file as it was is kept as team.corrupt-1.json"
            ])
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("team.corrupt-1.json")) == Data(members.text.utf8))
    }

    @Test("a member of a kind the game does not know, or of a level outside 5…20, is dropped on its own")
    func unknownKindAndLevel() throws {
        let text =
            #"[{"kind":"slime","level":5},{"kind":"dragon","level":7},{"kind":"bat","level":21},{"level":9},{"kind":"golem","level":1e300},{"kind":"ghost","level":20}]"#
        let list = try JSONDecoder().decode(RecordList<CaughtMonster>.self, from: Data(text.utf8)).checked()
        #expect(list.document.records == [CaughtMonster(kind: .slime, level: 5), CaughtMonster(kind: .ghost, level: 20)])
        #expect(
            list.dropped == [
                "#2: kind is unknown or out of range", "#3: level 21 is not within 5…20", "#4: kind is missing", "#5: a value is unknown or out of range",
            ])
    }

    @Test("2,000 fuzzed team files: the members kept keep the rules, and the team screen shows and scrolls them, no crash")
    func fuzzedTeams() async throws {
        var fuzzer = DocumentFuzzer(document: "team", original: try FuzzJSON(encoding: team(count: 12)), seed: 4002)
        var problems: [String] = []
        let tally = try await fuzzer.run(count: Self.documents, beside: ["device-settings.json": #"{"permission":"authorized"}"#]) { folder in
            let file = try Data(contentsOf: folder.appendingPathComponent("team.json"))
            let kept = (try? JSONDecoder().decode(RecordList<CaughtMonster>.self, from: file).checked().document.records) ?? []
            problems += kept.filter { !HuntRules.levels.contains($0.level) }.map { "kept \($0)" }
            let harness = try showTeam(in: folder)
            let shown = harness.screen.table("team")?.rows.count ?? 0
            if shown != kept.count { problems.append("\(shown) members shown of \(kept.count) kept") }
            return harness.notices.drain()
        }
        #expect(problems.isEmpty, "\(problems.prefix(3))")
        #expect(tally.total == Self.documents)
        #expect(tally.intact > 0 && tally.repaired > 0 && tally.rejected > 0, "\(tally)")
    }

    @Test("2,000 fuzzed device settings: the app starts and draws its first screen, no crash")
    func fuzzedDeviceSettings() async throws {
        var fuzzer = DocumentFuzzer(document: "device-settings", original: try FuzzJSON(parsing: Data(#"{"permission":"authorized"}"#.utf8)), seed: 5002)
        let tally = try await fuzzer.run(count: Self.documents) { folder in
            let harness = ModuleHarness<MonsterHuntApp>()
            try harness.launch(MonsterHuntApp(), storage: folder)
            _ = harness.rendered()
            return harness.notices.drain()
        }
        #expect(tally.total == Self.documents)
        #expect(tally.intact > 0 && tally.rejected > 0, "\(tally)")
    }
}
