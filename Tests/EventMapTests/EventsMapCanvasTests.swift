import EventMapAPI
import Foundation
import Testing
import Viper
import ViperLocation
import ViperTesting

@testable import EventMap
@testable import EventMapServer

@MainActor
@Suite("Events map canvas at every width")
struct EventsMapCanvasTests {
    let fixture: MapScreensFixture
    var harness: ModuleHarness<EventMapApp> { fixture.harness }

    init() throws {
        fixture = try MapScreensFixture()
    }

    nonisolated static let widths = [40, 60, 80, 160]

    /// Each point's id and target number, from the canvas's model.
    func numbers() -> [String: Int] {
        guard case .array(let points)? = fixture.screen.canvas("map")?.model["points"] else { return [:] }
        var numbers: [String: Int] = [:]
        for point in points {
            if case .string(let id)? = point["id"], case .number(let number)? = point["number"] { numbers[id] = Int(number) }
        }
        return numbers
    }

    /// The grid's lines only, without the legend.
    var picture: String {
        let map = fixture.screen.canvas("map")
        guard case .number(let rows)? = map?.model["rows"] else { return "" }
        return map?.lines.prefix(Int(rows)).map(\.plainText).joined(separator: "\n") ?? ""
    }

    var mapText: String { fixture.screen.canvas("map")?.lines.map(\.plainText).joined(separator: "\n") ?? "" }

    /// The map's point with a count, and its number.
    func cluster() -> (id: String, number: Int, count: Int)? {
        guard case .array(let points)? = fixture.screen.canvas("map")?.model["points"] else { return nil }
        for point in points {
            if case .string(let id)? = point["id"], case .number(let number)? = point["number"], case .number(let count)? = point["count"] {
                return (id, Int(number), Int(count))
            }
        }
        return nil
    }

    var metresPerColumn: Double? {
        guard case .number(let metres)? = fixture.screen.canvas("map")?.model["metresPerColumn"] else { return nil }
        return metres
    }

    @Test("events sharing a cell are one marker with their count, on the map and in the list", arguments: widths)
    func sharedCellIsOneMarker(width: Int) async throws {
        try await fixture.seed("Rock Night", type: .music)
        try await fixture.seed("Jazz Night", type: .music)
        let film = try await fixture.seed("Open-air film", type: .cinema, at: 55.7560, 37.6250)
        harness.displaySize = Room(columns: width, rows: 36)
        try await fixture.showMap()
        let map = try #require(fixture.screen.canvas("map"))
        #expect(map.lines.allSatisfy { TextWidth.of($0.plainText) <= width - 4 })
        #expect(harness.rendered(width: width).split(separator: "\n").allSatisfy { TextWidth.of(String($0)) <= width })
        #expect(mapText.contains("♫ Music") && mapText.contains("▤ Cinema"), "the legend names each kind shown")
        let shared = try #require(cluster())
        #expect(shared.count == 2)
        #expect(picture.contains("\(shared.number)×2"), "the marker shows its count:\n\(picture)")
        #expect(numbers().count == 2 && numbers()[String(film.id)] != nil)
        #expect(fixture.listed == [shared.id, String(film.id)])
        #expect(fixture.screen.table("events")?.rows.first?.cells.first == "♫ 2 events here")
        #expect(fixture.screen.text(of: "status")?.hasSuffix("3 events") == true)
    }

    @Test("tapping a cluster zooms in on it; at the closest zoom the list names each of its events", arguments: [40, 80])
    func tappingAClusterReachesItsEvents(width: Int) async throws {
        let rock = try await fixture.seed("Rock Night", type: .music)
        let jazz = try await fixture.seed("Jazz Night", type: .music, at: 55.75392, 37.62082)
        harness.displaySize = Room(columns: width, rows: 36)
        try await fixture.showMap()
        var scales: [Double] = []
        while let shared = cluster(), let metres = metresPerColumn, scales.count < 10 {
            scales.append(metres)
            try harness.tap(String(shared.number))
            await harness.settle()
            #expect(fixture.screen.id == "eventmap.map")
            if scales.last == MapCamera.events.scales.lowerBound { break }
        }
        #expect(scales == [50, 25, 12.5, 6.25], "each tap zooms in a step")
        #expect(metresPerColumn == MapCamera.events.scales.lowerBound, "down to the closest zoom, where the cluster has no number of its own")
        #expect(Set(fixture.listed) == [String(rock.id), String(jazz.id)], "the list names each event of the cluster")
        try harness.send(.tap(element: "events", item: String(jazz.id)))
        #expect(fixture.screen.text(of: "title") == "Jazz Night")
    }

    @Test("a cluster's count is in Russian too")
    func russianCluster() async throws {
        let fixture = try MapScreensFixture(language: .ru)
        try await fixture.seed("Рок", type: .music)
        try await fixture.seed("Джаз", type: .music)
        try await fixture.showMap()
        #expect(fixture.screen.table("events")?.rows.first?.cells.first == "♫ 2 события здесь")
    }

    @Test("longpress map <x> <y> creates an event at that cell's centre", arguments: widths)
    func longPressOnACell(width: Int) async throws {
        harness.displaySize = Room(columns: width, rows: 36)
        try await fixture.showMap()
        guard case .number(let columns)? = fixture.screen.canvas("map")?.model["columns"],
            case .number(let rows)? = fixture.screen.canvas("map")?.model["rows"]
        else {
            Issue.record("no grid size in the model")
            return
        }
        let viewport = MapViewport.events
        let expected = viewport.coordinate(column: 2, row: 1, columns: Int(columns), rows: Int(rows))
        try harness.send(.longPress(element: "map", item: nil, point: CanvasPoint(2, 1)))
        #expect(fixture.screen.id == "eventmap.create")
        #expect(fixture.screen.placeholder(of: "address") == MapStrings.near(expected).in(.en))
        #expect(Int(columns) == width - 4)
    }

    /// The grid's columns or rows, from the canvas's model.
    func grid(_ side: String) -> Int? {
        if case .number(let count)? = fixture.screen.canvas("map")?.model[side] { Int(count) } else { nil }
    }

    @Test("events on the map's bottom row are on the map and in the list at once; neither the list nor a filter takes the map's rows")
    func theMapKeepsItsRows() async throws {
        harness.displaySize = .standard
        try await fixture.showMap()
        let (columns, rows) = (try #require(grid("columns")), try #require(grid("rows")))
        let bottom = MapViewport.events.coordinate(column: 20, row: rows - 1, columns: columns, rows: rows)
        var events: [Event] = []
        for index in 1...6 {
            events.append(try await fixture.seed("Bottom \(index)", at: bottom.latitude, bottom.longitude + Double(index) * 0.0008))
        }
        // Applying the filter loads the map anew: the six events come with it.
        try harness.tap("filter")
        try harness.tap("apply")
        await harness.settle()
        #expect(fixture.listed.count == 6, "\(fixture.listed)")
        for event in events {
            #expect(fixture.listed.contains(String(event.id)) && numbers()[String(event.id)] != nil, "\(event.title) is on the map and in the list")
        }
        #expect(grid("rows") == rows, "a filter leaves the map its rows")
    }

    @Test("a cell off the map is refused")
    func cellOffTheMap() async throws {
        try await fixture.showMap()
        #expect(throws: InteractionError.self) { try harness.send(.longPress(element: "map", item: nil, point: CanvasPoint(500, 1))) }
        #expect(fixture.screen.id == "eventmap.map")
    }
}
