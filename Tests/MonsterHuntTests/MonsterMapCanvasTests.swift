import Testing
import Viper
import ViperLocation
import ViperTesting

@testable import MonsterHunt

/// The map's points as its JSON model gives them.
@MainActor
struct MapPoint {
    let id: String
    let number: Int?
    let position: Coordinate
    let distance: Double

    static func all(on screen: Screen) -> [MapPoint] {
        guard case .array(let points)? = screen.canvas("map")?.model["points"] else { return [] }
        return points.compactMap { point in
            guard case .string(let id)? = point["id"], case .number(let latitude)? = point["latitude"],
                case .number(let longitude)? = point["longitude"], case .number(let distance)? = point["distance"],
                let position = Coordinate(latitude: latitude, longitude: longitude)
            else { return nil }
            let number: Int? = if case .number(let value)? = point["number"] { Int(value) } else { nil }
            return MapPoint(id: id, number: number, position: position, distance: distance)
        }
    }
}

@MainActor
@Suite("Monster map canvas at every width")
struct MonsterMapCanvasTests {
    nonisolated static let widths = [40, 60, 80, 160]

    func game(width: Int) throws -> HuntGame {
        let game = try HuntGame(permission: .authorized)
        game.harness.displaySize = Room(columns: width, rows: 40)
        return game
    }

    var mapText: (HuntGame) -> String = { $0.harness.screen.canvas("map")?.lines.map(\.plainText).joined(separator: "\n") ?? "" }

    /// The grid's lines only, without the legend.
    func picture(_ game: HuntGame) -> String {
        let map = game.harness.screen.canvas("map")
        guard case .number(let rows)? = map?.model["rows"] else { return "" }
        return map?.lines.prefix(Int(rows)).map(\.plainText).joined(separator: "\n") ?? ""
    }

    @Test("the map fits, has its legend, and shows each monster's number", arguments: widths)
    func fitsWithLegendAndNumbers(width: Int) throws {
        let game = try game(width: width)
        let map = try #require(game.harness.screen.canvas("map"))
        #expect(map.lines.allSatisfy { TextWidth.of($0.plainText) <= width - 4 })
        #expect(game.harness.rendered(width: width).split(separator: "\n").allSatisfy { TextWidth.of(String($0)) <= width })
        let text = mapText(game)
        #expect(text.contains("◉ you") && text.contains(": 100 m") && text.contains("· 300 m"))
        let numbered = MapPoint.all(on: game.harness.screen).compactMap(\.number)
        #expect(!numbered.isEmpty)
        for number in numbered {
            #expect(picture(game).contains(String(number)), "number \(number) is not on the map:\n\(text)")
        }
        let points = MapPoint.all(on: game.harness.screen)
        #expect(points.allSatisfy { abs($0.distance - Geodesy.distance(game.device.position, $0.position)) < 1e-6 })
    }

    @Test("tap <n> on a far monster gives the too-far alert; on one within 100 m, the catch screen", arguments: widths)
    func tapByNumber(width: Int) throws {
        let game = try game(width: width)
        let far = try #require(MapPoint.all(on: game.harness.screen).first { $0.number != nil && $0.distance > 100.5 })
        try game.harness.tap(String(try #require(far.number)))
        #expect(game.harness.alert?.title == "You are too far from the monster – \(Int(far.distance.rounded())) metres")
        try game.answerAlert("OK")

        game.device.move(to: far.position)
        let mine = try #require(MapPoint.all(on: game.harness.screen).first { $0.id == far.id })
        #expect(picture(game).contains("◉\(try #require(mine.number))"), "a monster on the user's cell does not hide the user")
        try game.harness.tap(String(try #require(mine.number)))
        #expect(game.screenID == "monsterhunt.catch")
    }

    @Test("going back from the catch screen leaves the monster off the map, so it is never caught again (3.3.6.1)")
    func backDoesNotBringTheMonsterBack() throws {
        let game = try game(width: 80)
        let target = try #require(MapPoint.all(on: game.harness.screen).first)
        game.device.move(to: target.position)
        try game.harness.tap(String(try #require(MapPoint.all(on: game.harness.screen).first { $0.id == target.id }?.number)))
        #expect(game.screenID == "monsterhunt.catch")
        try game.harness.back()
        #expect(!MapPoint.all(on: game.harness.screen).contains { $0.id == target.id })
        #expect(game.harness.screen.canvas("monsters")?.items.contains { $0.id == target.id } == false)
    }
}
