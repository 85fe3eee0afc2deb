import Foundation
import Testing
import Viper
import ViperTesting
@testable import EventMap

@MainActor
@Suite("Events map canvas at every width")
struct EventsMapCanvasTests {
    let fixture: MapScreensFixture
    var harness: ModuleHarness { fixture.harness }

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

    @Test("events sharing a cell are each reachable by their number, which is on the map", arguments: widths)
    func sharedCellsAndNumbers(width: Int) async throws {
        let rock = try await fixture.seed("Rock Night", type: .music)
        let jazz = try await fixture.seed("Jazz Night", type: .music)
        let film = try await fixture.seed("Open-air film", type: .cinema, at: 55.7560, 37.6250)
        harness.navigator.displaySize = DisplaySize(columns: width, rows: 36)
        try await fixture.showMap()
        let map = try #require(fixture.screen.canvas("map"))
        #expect(map.lines.allSatisfy { TextWidth.of($0.plainText) <= width - 4 })
        #expect(harness.rendered(width: width).split(separator: "\n").allSatisfy { TextWidth.of(String($0)) <= width })
        #expect(mapText.contains("♫ Music") && mapText.contains("▤ Cinema"), "the legend names each kind shown")
        let numbers = numbers()
        #expect(Set(numbers.values).count == 3)
        for (event, title) in [(rock, "Rock Night"), (jazz, "Jazz Night"), (film, "Open-air film")] {
            let number = try #require(numbers[String(event.id)])
            #expect(picture.contains(String(number)), "number \(number) is not on the map:\n\(picture)")
            try harness.tap(String(number))
            #expect(fixture.screen.id == "eventmap.details")
            #expect(fixture.screen.text(of: "title") == title)
            try harness.back()
            await harness.settle()
        }
    }

    @Test("longpress map <x> <y> creates an event at that cell's centre", arguments: widths)
    func longPressOnACell(width: Int) async throws {
        harness.navigator.displaySize = DisplaySize(columns: width, rows: 36)
        try await fixture.showMap()
        guard case .number(let columns)? = fixture.screen.canvas("map")?.model["columns"],
              case .number(let rows)? = fixture.screen.canvas("map")?.model["rows"] else {
            Issue.record("no grid size in the model")
            return
        }
        let viewport = MapViewport.events
        let expected = viewport.coordinate(column: 2, row: 1, columns: Int(columns), rows: Int(rows))
        try harness.send(.longPress(element: "map", item: nil, point: CanvasPoint(2, 1)))
        #expect(fixture.screen.id == "eventmap.create")
        #expect(fixture.screen.text(of: "address") == String(format: "%.5f, %.5f", expected.latitude, expected.longitude))
        #expect(Int(columns) == width - 4)
    }

    @Test("a cell off the map is refused")
    func cellOffTheMap() async throws {
        try await fixture.showMap()
        #expect(throws: InteractionError.self) { try harness.send(.longPress(element: "map", item: nil, point: CanvasPoint(500, 1))) }
        #expect(fixture.screen.id == "eventmap.map")
    }
}
