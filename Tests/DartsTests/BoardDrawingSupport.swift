import Foundation
import Testing
import Viper
import ViperTesting

@testable import Darts

/// A board canvas read the way a tool and a person read it: the JSON model's `regions` and
/// darts (`column`, `row`), and the text lines.
struct BoardReading {
    struct PlacedDart {
        let x: Double
        let y: Double
        let column: Int
        let row: Int
    }

    let regions: [[String]]
    let darts: [PlacedDart?]
    let text: [[Character]]

    init(_ canvas: Canvas) throws {
        let object = try #require(JSONSerialization.jsonObject(with: Data(canvas.model.serialized.utf8)) as? [String: Any])
        regions = try #require(object["regions"] as? [[String]])
        darts = try #require(object["darts"] as? [[String: Any]]).map { dart in
            guard let column = dart["column"] as? Int, let row = dart["row"] as? Int,
                let x = dart["x"] as? Double, let y = dart["y"] as? Double
            else { return nil }
            return PlacedDart(x: x, y: y, column: column, row: row)
        }
        text = canvas.lines.map { Array($0.plainText) }
    }

    /// The region code of every cell that has one.
    var regionCodes: Set<String> { Set(regions.joined()).subtracting([""]) }
}

enum BoardSizes {
    /// The display sizes the board is checked at: 40, 60, 80 and 160 columns, each tall enough
    /// for a board of every region.
    /// The REPL's common small terminals, where the board is at its smallest.
    static let smallDisplays = [Room(columns: 80, rows: 24), Room(columns: 40, rows: 20)]

    static let displays = [
        Room(columns: 40, rows: 32), Room(columns: 60, rows: 36),
        Room(columns: 80, rows: 40), Room(columns: 160, rows: 60),
    ]

    static func canvas(_ darts: [Dart], on display: Room, glyph: String = "✕", size: Int = 1, misses: Bool = true) -> Canvas {
        var settings = DartsSettings()
        settings.dartGlyph = glyph
        settings.dartSize = size
        settings.missesAllowed = misses
        return BoardCanvas.make(title: "Board", darts: darts, appearance: settings, missText: "Miss", room: room(in: display))
    }

    /// About the room the game's layout gives its board: the screen's, less the status and
    /// question lines, the answers and the tab bar (`BoardScreenTests` checks the game's own).
    static func room(in display: Room) -> (columns: Int, rows: Int) {
        (display.contentColumns, display.screenRows(tabBar: true) - 3)
    }

    /// Every region's code: S1–S20, D1–D20, T1–T20, SB, DB and M.
    static let allRegions = Set(Dartboard.allHits.map(\.regionCode))
}
