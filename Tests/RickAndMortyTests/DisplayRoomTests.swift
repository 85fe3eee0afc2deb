import Foundation
import Testing
import Viper
import ViperTesting

@testable import RickAndMorty

/// The list's pictures are large enough to be faces and never cut; the list and the card's
/// episodes take the lines the display has.
@MainActor
@Suite("The display's room")
struct DisplayRoomTests {
    func element(_ id: String, in world: RickAndMortyWorld) throws -> [String: Any] {
        try #require(try FrameJSON(world.harness.frame).element(id))
    }

    /// Lines from the one holding `start` up to the next one holding `end`.
    func frameLines(of frame: String, from start: String, to end: String) -> [String] {
        let lines = frame.split(separator: "\n").map(String.init)
        guard let first = lines.firstIndex(where: { $0.contains(start) }),
            let last = lines[(first + 1)...].firstIndex(where: { $0.contains(end) })
        else { return [] }
        return Array(lines[first..<last])
    }

    @Test(arguments: [(40, 6, 3), (60, 8, 4), (80, 12, 6), (160, 12, 6)])
    func listPicturesGrowWithTheWidthToTwelveByTwelvePixelsAndAreNeverCut(width: Int, columns: Int, lines: Int) async throws {
        // Tall enough that the height never shrinks the pictures.
        let world = RickAndMortyWorld(Room(columns: width, rows: 60))
        await world.showList()
        let table = try #require(world.harness.screen.table("characters"))
        let picture = try #require(table.rows.first?.image)
        #expect(picture.columns == columns && picture.rows == lines)
        #expect(picture.pixelWidth == columns && picture.pixelHeight == 2 * lines, "square pixels: \(columns)×\(2 * lines)")

        let list = try element("characters", in: world)
        let rows = try #require(list["rows"] as? [[String: Any]])
        #expect(rows.filter { $0["visible"] as? Bool == true }.allSatisfy { $0["image"] as? String == "loaded" })

        let frame = world.harness.rendered(width: width)
        let first = frameLines(of: frame, from: "Character 1 ›", to: "Character 2 ›")
        #expect(first.count == lines, "each row is as tall as its picture:\n\(frame)")
        for line in first { #expect(TextWidth.of(line) == width, "nothing runs past the box: \(line)") }
        // Row numbers are padded to one width, so past [9] a space follows [1].
        let afterPicture = first.first?.dropFirst(2 + columns).split(separator: " ").prefix(3).joined(separator: " ")
        #expect(
            first.first?.dropFirst(2 + columns).hasPrefix(" [1]") == true && afterPicture == "[1] Character 1", "the whole picture, then the name: \(frame)")
    }

    @Test(arguments: [(1, 1), (5, 3), (9, 10), (12, 200)])
    func aTinyDisplayStillDrawsThePicturesInsideTheBox(width: Int, height: Int) async throws {
        let world = RickAndMortyWorld(Room(columns: width, rows: height))
        await world.showList()
        let picture = try #require(world.harness.screen.table("characters")?.rows.first?.image)
        let room = Room(columns: width, rows: height).contentColumns
        #expect(picture.columns <= max(2, room), "one line of two columns is the smallest picture")
        #expect(!world.harness.rendered(width: width).isEmpty)
    }

    /// At 24 lines five rows of 6×6 faces fit at 80 columns: faces get smaller before fewer
    /// than five characters show, and larger again as the window grows. The rows are counted by
    /// their lines: at the top, the line for "↑ more" is a row's.
    @Test(arguments: [(40, 24, 5), (80, 24, 5), (80, 50, 7), (160, 50, 7), (40, 50, 14), (60, 50, 10)])
    func theListShowsTheRowsTheHeightHasRoomFor(width: Int, height: Int, rows: Int) async throws {
        let world = RickAndMortyWorld(Room(columns: width, rows: height))
        await world.showList()
        #expect(try #require(world.harness.screen.table("characters")).visibleRange.count == rows)
        #expect(try element("characters", in: world)["visibleCount"] as? Int == rows)
        let frame = world.harness.rendered(width: width)
        #expect(frame.contains("[\(rows)] Character \(rows) ›") && !frame.contains("Character \(rows + 1) ›"))
        #expect(frame.split(separator: "\n").count <= height - 1, "the frame fits above the prompt:\n\(frame)")
        let visiblePictures = world.service.started.filter { $0.hasPrefix("picture") }
        #expect(visiblePictures.count == rows, "only the rows on screen ask for pictures")
    }

    @Test("a resize shows the rows it reveals, and they load their pictures")
    func aResizeLoadsThePicturesOfTheRowsItReveals() async throws {
        let world = RickAndMortyWorld(Room(columns: 80, rows: 24))
        await world.showList()
        #expect(world.service.started.filter { $0.hasPrefix("picture") }.count == 5)
        world.harness.displaySize = Room(columns: 80, rows: 50)
        await world.harness.settle()
        #expect(try #require(world.harness.screen.table("characters")).visibleRange.count == 7)
        #expect(world.service.started.filter { $0.hasPrefix("picture") }.count == 7, "the rows revealed ask for their pictures")
        #expect(world.harness.rendered(width: 80).contains("[7] Character 7 ›"))
    }

    @Test func scrollingKeepsTheTallerWindow() async throws {
        let world = RickAndMortyWorld(Room(columns: 80, rows: 50))
        await world.showList()
        try world.harness.send(.scroll(table: "characters", .by(3)))
        await world.harness.settle()
        #expect(try #require(world.harness.screen.table("characters")).visibleRange == 3..<9)
    }

    static let manyEpisodes = Dictionary(
        uniqueKeysWithValues: (1...40).map { ($0, RMEpisode(id: $0, name: "Episode \($0)", airDate: "2014", code: "S01E\($0)", characters: [])) })

    @Test("at 40 columns a long episode is one line, cut with …, and the card still fits", arguments: [Language.en, .ru])
    func longEpisodesAreCutToOneLine(language: Language) async throws {
        let long = Dictionary(
            uniqueKeysWithValues: (1...40).map {
                ($0, RMEpisode(id: $0, name: "Close Rick-counters of the Rick Kind", airDate: "April 7, 2014", code: "S01E\($0)", characters: []))
            })
        let page = CharacterPage(info: .init(count: 1, pages: 1), results: [Fixtures.character(1, episodes: Array(1...40))])
        let world = RickAndMortyWorld(Room(columns: 40, rows: 30), language: language, pages: [page], episodes: long)
        await world.showCard(1)
        let shown = try #require(world.harness.screen.table("episodes")).visibleRange
        // As the REPL draws it on 30 lines: the last is the prompt's.
        let renderer = TextRenderer(width: 40, height: 29, language: language)
        let frame = renderer.render(world.harness.frame)
        let rows = frame.split(separator: "\n").filter { $0.contains("S01E") }
        #expect(rows.count == shown.count && rows.allSatisfy { $0.contains("Close") && $0.contains("…") }, "\(frame)")
        #expect(frame.contains("↓ \(language == .en ? "\(40 - shown.upperBound) more" : "ещё \(40 - shown.upperBound)")"), "\(frame)")
        #expect(renderer.scrollRange(of: world.harness.frame) == 0...0, "the card fits whole, a line an episode:\n\(frame)")
    }

    /// At 24 lines the picture shrinks so that seven episodes show and the card fits.
    @Test(arguments: [(40, 24, 7), (80, 24, 7), (80, 50, 26), (160, 50, 26)])
    func theCardShowsTheEpisodesTheHeightHasRoomFor(width: Int, height: Int, episodes: Int) async throws {
        let page = CharacterPage(info: .init(count: 1, pages: 1), results: [Fixtures.character(1, episodes: Array(1...40))])
        let world = RickAndMortyWorld(
            Room(columns: width, rows: height), pages: [page],
            locations: [3: RMLocation(id: 3, name: "Citadel", type: "Space station", dimension: "C-137")],
            episodes: Self.manyEpisodes)
        await world.showCard(1)
        #expect(world.harness.screen.id == "rickandmorty.character")
        #expect(try #require(world.harness.screen.table("episodes")).visibleRange.count == episodes)
        #expect(try element("episodes", in: world)["visibleCount"] as? Int == episodes)
        let frame = world.harness.rendered(width: width)
        #expect(frame.contains("S01E\(episodes) ") && !frame.contains("S01E\(episodes + 1) "))
        let drawn = TextRenderer(width: width, height: height - 1).render(world.harness.frame)
        #expect(drawn.split(separator: "\n").count <= height - 1, "the card fits above the prompt:\n\(drawn)")
        #expect(TextRenderer(width: width, height: height - 1).scrollRange(of: world.harness.frame) == 0...0, "nothing of it is scrolled out:\n\(drawn)")
    }
}
