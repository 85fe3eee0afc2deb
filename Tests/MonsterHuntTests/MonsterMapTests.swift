import Foundation
import Testing
import Viper
import ViperLocation
import ViperTesting

@testable import MonsterHunt

@MainActor
@Suite("Monster map")
struct MonsterMapTests {
    /// A map interactor over hand-placed monsters, the user at the default position.
    func makeMap(monstersAt distances: [Double]) throws -> (MonsterMapInteractor, MonsterMapInteractorOutputSpy, MonsterWorld, [Monster]) {
        let folder = try TemporaryFolder()
        let device = SimulatedDevice(storage: DocumentStore(folder: folder.url, notices: Notices()), clock: VirtualClock())
        let world = MonsterWorld(random: SharedRandom(SeededRandom(seed: 1)), clock: VirtualClock()) { device.position }
        let monsters = distances.enumerated().map { Monster(id: 100 + $0, kind: .ghost, position: point($1)) }
        let interactor = MonsterMapInteractor(device: device, world: world)
        let output = MonsterMapInteractorOutputSpy()
        interactor.report(to: output) { $0 }
        world.monsters = monsters
        output.log.reset()
        interactor.refresh()
        return (interactor, output, world, monsters)
    }

    /// The sight the interactor reported last, if its last report was one.
    func lastSight(_ output: MonsterMapInteractorOutputSpy) -> MonsterSight? {
        guard case .didUpdate(let sight)? = output.log.calls.last else { return nil }
        return sight
    }

    @Test func monstersUpTo300WholeMetresAreInSightAndNoFarther() throws {
        let (_, output, _, _) = try makeMap(monstersAt: [299.6, 300.4, 300.6, 12])
        let metres = try #require(lastSight(output)).sightings.map(\.metres)
        #expect(metres == [12, 300, 300], "300.4 m is 300 whole metres and in sight; 300.6 m is 301 and is not")
    }

    @Test func aMonster301MetresEastOnTheEllipsoidIsOutOfSightThoughTheSphereSays300() throws {
        let (interactor, output, world, _) = try makeMap(monstersAt: [])
        let user = SimulatedDevice.defaultPosition
        let east = Geodesy.destination(from: user, distance: 301, bearing: 90)
        let sphere = 6_371_008.8 * (east.longitude - user.longitude) * .pi / 180 * cos(user.latitude * .pi / 180)
        #expect(sphere < 300.5, "the old haversine would have rounded it to 300 m and shown it")
        world.monsters = [Monster(id: 1, kind: .bat, position: east)]
        interactor.refresh()
        #expect(try #require(lastSight(output)).sightings.isEmpty)
        #expect(MonsterMapInteractor.wholeMetres(user, east) == 301)
    }

    @Test func only100WholeMetresOrLessCanBeCaughtAndTheAlertSaysHowFar() throws {
        let (interactor, _, world, monsters) = try makeMap(monstersAt: [100.4, 100.6])
        #expect(interactor.select(monsterID: monsters[1].id) == .tooFar(metres: 101))
        #expect(interactor.select(monsterID: monsters[0].id) == .catchable(monsters[0]))
        #expect(!world.monsters.contains(monsters[0]), "a monster being caught leaves the map")
        #expect(interactor.select(monsterID: 999) == .gone)
    }

    @Test func theSightFollowsTheUserAsTheyMove() throws {
        let game = try HuntGame(permission: .authorized)
        let before = game.harness.screen.canvas("monsters")?.items.map(\.id) ?? []
        game.device.walk(metres: 700, bearing: 90)
        let after = game.harness.screen.canvas("monsters")?.items.map(\.id) ?? []
        #expect(before != after)
        #expect(game.harness.screen.text(of: "status")?.hasPrefix("You are at \(game.device.position)") == true)
    }

    @Test func tappingAFarMonsterShowsTheSpecsAlert() throws {
        let game = try HuntGame(permission: .authorized)
        let far = try #require(game.harness.screen.canvas("monsters")?.items.last)
        try game.harness.send(.tap(element: "monsters", item: far.id))
        let metres = Int(far.label.split(separator: "·")[1].trimmingCharacters(in: .whitespaces).dropLast(2)) ?? 0
        #expect(metres > 100)
        #expect(game.harness.alert?.title == "You are too far from the monster – \(metres) metres")
    }

    @Test("monsters sharing a cell are each listed by name, picture and distance; only the map says ×n", arguments: [Language.en, .ru])
    func monstersSharingACellAreEachListed(language: Language) throws {
        let game = try HuntGame(permission: .authorized, language: language)
        let zoomOut = language == .en ? "Zoom out" : "Отдалить"
        // Zoomed right out, the monsters within 300 m share a few cells of the map.
        while game.harness.screen.isEnabled("zoomOut") == true { try game.harness.tap(zoomOut) }
        guard case .array(let points)? = game.harness.screen.canvas("map")?.model["points"] else {
            Issue.record("no points")
            return
        }
        let inView = points.filter { if case .number? = $0["column"] { true } else { false } }
        let shared = inView.compactMap { point -> Int? in if case .number(let count)? = point["count"], count > 1 { Int(count) } else { nil } }
        #expect(!shared.isEmpty, "some monsters share a cell")
        let items = try #require(game.harness.screen.canvas("monsters")?.items)
        #expect(
            items.count
                == inView.reduce(0) { total, point in
                    if case .number(let count)? = point["count"] { total + Int(count) } else { total + 1 }
                }, "every monster on the map is listed, one line each")
        let metres = language == .en ? " m" : " м"
        #expect(items.allSatisfy { !$0.label.contains("×") && $0.label.contains(metres) && $0.image != nil }, "\(items.map(\.label))")
        #expect(game.harness.screen.canvas("map")?.lines.contains { $0.plainText.contains("×") } == true, "the map marks a shared cell")
        try game.harness.send(.tap(element: "monsters", item: items[0].id))
        #expect(
            game.harness.alert?.title.hasPrefix(language == .en ? "You are too far" : "Вы находитесь слишком далеко") == true
                || game.screenID == "monsterhunt.catch", "a listed monster is tapped as itself")
    }

    @Test("the map lists each monster in sight once, beside a small stretched picture")
    func theListShowsEachMonsterInSightOnceWithASmallStretchedPicture() throws {
        let game = try HuntGame(permission: .authorized)
        let items = try #require(game.harness.screen.canvas("monsters")?.items)
        #expect(!items.isEmpty)
        #expect(items.allSatisfy { $0.image?.fill == .resize && $0.image?.columns == 4 && $0.image?.rows == 2 })
        #expect(game.harness.screen.allElements.filter { if case .table = $0.kind { true } else { false } }.isEmpty, "no second list")
        let text = game.harness.rendered(width: 80)
        for item in items {
            #expect(text.split(separator: "\n").filter { $0.contains(item.label) }.count == 1, "\(item.label) is listed once")
        }
    }

    func scale(_ game: HuntGame) -> Double? {
        if case .number(let value)? = game.harness.screen.canvas("map")?.model["metresPerColumn"] { value } else { nil }
    }

    @Test func eachZoomStepChangesTheScaleBy25Percent() throws {
        let game = try HuntGame(permission: .authorized)
        let fitted = try #require(scale(game))
        try game.harness.tap("Zoom in")
        #expect(scale(game) == fitted / 1.25)
        try game.harness.tap("Zoom out")
        try game.harness.tap("Zoom out")
        #expect(scale(game) == fitted * 1.25)
        for _ in 0..<30 { try? game.harness.tap("Zoom out") }
        #expect(scale(game) == 200, "the scale stops at its limit and the button is disabled")
        #expect(game.harness.screen.isEnabled("zoomOut") == false)
        let refusal = #expect(throws: InteractionError.self) { try game.harness.tap("Zoom out") }
        #expect(refusal?.message == "\"Zoom out\" is disabled", "the button's label, not its id")
        try game.harness.tap("Centre on me")
        #expect(scale(game) == fitted, "centring brings back the scale that fits the sight")
    }

    /// At 40 columns the map once kept the scale a wide display has and cut off the monsters
    /// to its north and south.
    @Test(arguments: [(40, 30), (80, 24), (160, 50)])
    func everyMonsterInSightIsOnTheMapWhateverTheDisplay(columns: Int, rows: Int) throws {
        let game = try HuntGame(permission: .authorized)
        game.harness.displaySize = Room(columns: columns, rows: rows)
        guard case .array(let points)? = game.harness.screen.canvas("map")?.model["points"] else {
            Issue.record("the map's model lists no monsters")
            return
        }
        let inSight = try #require(game.harness.screen.text(of: "status")?.split(separator: " ").last.flatMap { Int($0) })
        #expect(points.count == inSight)
        #expect(points.allSatisfy { $0["column"] != .null }, "\(points)")
    }
}

@MainActor
@Suite("The wild")
struct MonsterWorldTests {
    let clock = VirtualClock()
    let user = SimulatedDevice.defaultPosition

    func makeWorld(seed: UInt64 = 5) -> MonsterWorld {
        MonsterWorld(random: SharedRandom(SeededRandom(seed: seed)), clock: clock) { [user] in user }
    }

    @Test func thirtyMonstersWithin1KilometreWhenTheMapFirstOpens() {
        let world = makeWorld()
        world.start()
        world.start()
        #expect(world.monsters.count == 30)
        #expect(world.monsters.allSatisfy { Geodesy.distance(user, $0.position) <= 1000 })
        #expect(Set(world.monsters.map(\.kind)).count > 1)
    }

    @Test func everyFiveMinutesOnTheClockSomeLeaveAndSixArrive() {
        let world = makeWorld()
        world.start()
        let first = world.monsters
        clock.advance(by: .seconds(299))
        #expect(world.monsters == first, "nothing changes before five minutes")
        clock.advance(by: .seconds(1))
        let kept = world.monsters.filter { first.contains($0) }
        let arrived = world.monsters.filter { !first.contains($0) }
        #expect(arrived.count == 6)
        #expect(arrived.map(\.id) == Array(31...36))
        #expect(kept.count == world.monsters.count - 6)
    }

    @Test func aboutOneInFiveLeavesAtEachRefresh() {
        let world = makeWorld(seed: 11)
        world.start()
        var present = 0
        var left = 0
        for _ in 0..<400 {
            let before = Set(world.monsters.map(\.id))
            world.refresh()
            let after = Set(world.monsters.map(\.id))
            present += before.count
            left += before.subtracting(after).count
        }
        let rate = Double(left) / Double(present)
        // 400 refreshes of ~30 monsters: the binomial standard deviation is about 0.004.
        #expect(abs(rate - 0.20) < 0.016, "leave rate \(rate)")
    }
}
