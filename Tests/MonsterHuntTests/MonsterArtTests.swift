import Testing
import Viper

@testable import MonsterHunt

@Suite("Monster art")
struct MonsterArtTests {
    /// The app's three picture boxes, in characters: catch screen, team table, small marker.
    struct Box: Sendable, CustomStringConvertible {
        let columns: Int
        let rows: Int
        let fill: FillMode
        var description: String { "\(columns)×\(rows) \(fill)" }
    }

    static let catchBox = Box(columns: 24, rows: 12, fill: .fit)
    static let teamBox = Box(columns: 8, rows: 4, fill: .fill)
    static let smallBox = Box(columns: 4, rows: 2, fill: .resize)
    static let boxes = [catchBox, teamBox, smallBox]

    @Test("five kinds with unique names and single-width glyphs")
    func kinds() {
        let kinds = MonsterKind.allCases
        #expect(kinds.count == 5)
        #expect(Set(kinds.map(\.name)).count == 5)
        #expect(Set(kinds.map(\.glyph)).count == 5)
        for kind in kinds {
            #expect(!kind.name.isEmpty)
            #expect(kind.glyph.isASCII && !kind.glyph.isWhitespace, "\(kind)")
            #expect(MonsterKind(rawValue: kind.rawValue) == kind)
        }
    }

    @Test("every picture parses with its declared size, is not square and uses at least 3 colours", arguments: MonsterKind.allCases)
    func pictureParses(kind: MonsterKind) throws {
        let drawing = MonsterArt.drawing(for: kind)
        #expect(drawing.name == kind.name)
        let parsed = try drawing.parse().get()
        #expect(parsed.width == drawing.width)
        #expect(parsed.height == drawing.height)
        #expect(parsed.width != parsed.height)
        #expect(kind.picture == parsed)

        let colors = Set(parsed.pixels).subtracting([MonsterArt.backdrop])
        #expect(colors.count >= 3)
        #expect(colors.count == Set(drawing.palette.values).count, "every palette letter is used")
        #expect(parsed.pixels.contains(MonsterArt.backdrop), "the creature has a silhouette")
    }

    @Test("no two pictures are equal, and their shapes vary")
    func picturesDiffer() {
        let pictures = MonsterKind.allCases.map(\.picture)
        for (index, picture) in pictures.enumerated() {
            for other in pictures[(index + 1)...] {
                #expect(picture != other)
            }
        }
        #expect(pictures.contains { $0.width > $0.height })
        #expect(pictures.contains { $0.width < $0.height })
        #expect(Set(pictures.map { "\($0.width)×\($0.height)" }).count >= 4)
    }

    @Test("the backdrop is dark enough to stay blank in grey-scale")
    func backdropIsDark() {
        #expect(MonsterArt.backdrop.luminance < 0.1)
    }

    @Test("a bad art string is reported, not drawn")
    func rejectsBadArt() {
        let palette: [Character: Color] = ["A": Color(red: 255, green: 0, blue: 0)]
        let ragged = MonsterArt(name: "Ragged", width: 3, height: 2, palette: palette, art: "A.A\nAA")
        #expect(ragged.parse() == .failure(.wrongWidth(row: 1, expected: 3, found: 2)))
        let unknown = MonsterArt(name: "Unknown", width: 2, height: 2, palette: palette, art: "A.\n.B")
        #expect(unknown.parse() == .failure(.unknownLetter("B", row: 1, column: 1)))
        let short = MonsterArt(name: "Short", width: 2, height: 3, palette: palette, art: "A.\n.A")
        #expect(short.parse() == .failure(.wrongHeight(expected: 3, found: 2)))
        let empty = MonsterArt(name: "Empty", width: 0, height: 1, palette: palette, art: "")
        #expect(empty.parse() == .failure(.emptySize))
        let good = MonsterArt(name: "Good", width: 3, height: 1, palette: palette, art: "A.A")
        #expect(
            good.parse()
                == .success(
                    Bitmap(
                        width: 3, height: 1,
                        pixels: [
                            Color(red: 255, green: 0, blue: 0), MonsterArt.backdrop, Color(red: 255, green: 0, blue: 0),
                        ])!))
    }

    @Test("every kind fills every box size in every mode", arguments: MonsterKind.allCases, boxes)
    func sampleHasBoxSize(kind: MonsterKind, box: Box) {
        for fill in FillMode.allCases {
            let grid = ImageRasterizer.sample(kind.picture, width: box.columns, height: box.rows * 2, fill: fill)
            #expect(grid.count == box.rows * 2)
            #expect(grid.allSatisfy { $0.count == box.columns })
            for colored in [false, true] {
                let lines = ImageRasterizer.lines(
                    for: kind.picture, columns: box.columns, rows: box.rows, fill: fill, colored: colored
                )
                #expect(lines.count == box.rows)
                #expect(lines.allSatisfy { $0.plainText.count == box.columns })
            }
        }
    }

    @Test("fit on the catch box pads exactly the sides the aspect ratio leaves over", arguments: MonsterKind.allCases)
    func fitPadsCatchBox(kind: MonsterKind) {
        let box = Self.catchBox
        let picture = kind.picture
        let grid = ImageRasterizer.sample(picture, width: box.columns, height: box.rows * 2, fill: .fit)
        let topRow = grid[0]
        let bottomRow = grid[grid.count - 1]
        let leftColumn = grid.map { $0[0] }
        let rightColumn = grid.map { $0[box.columns - 1] }
        // The catch box is square in pixels (two per character, stacked).
        if picture.width > picture.height {
            #expect(topRow.allSatisfy { $0 == nil } && bottomRow.allSatisfy { $0 == nil })
            #expect(leftColumn.contains { $0 != nil } && rightColumn.contains { $0 != nil })
        } else {
            #expect(leftColumn.allSatisfy { $0 == nil } && rightColumn.allSatisfy { $0 == nil })
            #expect(topRow.contains { $0 != nil } && bottomRow.contains { $0 != nil })
        }
        // The picture itself shows: not every cell is padding or backdrop.
        let shown = grid.joined().compactMap { $0 }.filter { $0 != MonsterArt.backdrop }
        #expect(shown.count > box.columns * box.rows / 2)
    }

    @Test("fill and resize leave no padding; fill crops where resize stretches", arguments: MonsterKind.allCases)
    func fillHasNoPadding(kind: MonsterKind) {
        for box in Self.boxes {
            for fill in [FillMode.fill, .resize] {
                let grid = ImageRasterizer.sample(kind.picture, width: box.columns, height: box.rows * 2, fill: fill)
                #expect(grid.joined().allSatisfy { $0 != nil }, "\(box) \(fill)")
            }
        }
        let team = Self.teamBox
        let filled = ImageRasterizer.sample(kind.picture, width: team.columns, height: team.rows * 2, fill: .fill)
        let stretched = ImageRasterizer.sample(kind.picture, width: team.columns, height: team.rows * 2, fill: .resize)
        #expect(filled != stretched)
    }

    @Test("grey-scale renderings are not blank at any of the app's boxes", arguments: MonsterKind.allCases)
    func greyScaleShowsSomething(kind: MonsterKind) {
        for box in Self.boxes {
            let text = ImageRasterizer.lines(
                for: kind.picture, columns: box.columns, rows: box.rows, fill: box.fill, colored: false
            ).map(\.plainText).joined()
            #expect(text.contains { $0 != " " }, "\(box)")
        }
    }
}
