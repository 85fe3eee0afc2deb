import Testing

@testable import Viper

@Suite("ImageRasterizer and fill modes")
struct ImageRasterizerTests {
    static let red = Color(red: 255, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 255)
    // One letter a pixel keeps the pictures below readable as pictures.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    let R: Color? = Self.red
    // swift-format-ignore: AlwaysUseLowerCamelCase
    let B: Color? = Self.blue
    let o: Color? = nil

    /// 4 wide, 2 tall: the left half red, the right half blue.
    let wide = Bitmap(width: 4, height: 2, pixels: [red, red, blue, blue, red, red, blue, blue])!
    /// 2 wide, 4 tall: the top half red, the bottom half blue.
    let tall = Bitmap(width: 2, height: 4, pixels: [red, red, red, red, blue, blue, blue, blue])!

    /// 4 wide, 1 tall, a different colour in every column.
    static let columns = (0..<4).map { Color(red: UInt8(10 + $0), green: 0, blue: 0) }
    let striped = Bitmap(width: 4, height: 1, pixels: columns)!

    func sample(_ bitmap: Bitmap, _ width: Int, _ height: Int, _ fill: FillMode) -> [[Color?]] {
        ImageRasterizer.sample(bitmap, width: width, height: height, fill: fill)
    }

    @Test("Bitmap rejects a pixel count that does not match its size")
    func bitmapSize() {
        #expect(Bitmap(width: 2, height: 2, pixels: [Self.red, Self.red, Self.red]) == nil)
        #expect(Bitmap(width: 2, height: 1, pixels: [Self.red, Self.red, Self.red]) == nil)
        #expect(Bitmap(width: 0, height: 0, pixels: []) == nil)
        #expect(wide[2, 1] == Self.blue)
        #expect(tall[1, 1] == Self.red && tall[0, 2] == Self.blue)
    }

    @Test("every mode gives a grid of exactly the box's size")
    func gridSize() {
        for fill in FillMode.allCases {
            let grid = sample(wide, 7, 3, fill)
            #expect(grid.count == 3 && grid.allSatisfy { $0.count == 7 })
        }
    }

    @Test("resize stretches to the box, whatever its shape")
    func resize() {
        #expect(sample(wide, 4, 4, .resize) == Array(repeating: [R, R, B, B], count: 4))
        #expect(sample(wide, 8, 2, .resize) == Array(repeating: [R, R, R, R, B, B, B, B], count: 2))
        #expect(sample(wide, 2, 6, .resize) == Array(repeating: [R, B], count: 6))
        #expect(sample(tall, 4, 2, .resize) == [[R, R, R, R], [B, B, B, B]])
        #expect(sample(tall, 2, 2, .resize) == [[R, R], [B, B]])
    }

    @Test("resize to any even width splits exactly at the middle: no blended column")
    func resizeSplitsCleanly() {
        for width in stride(from: 2, through: 64, by: 2) {
            for height in 1...9 {
                let expected = Array(repeating: Array(repeating: R, count: width / 2) + Array(repeating: B, count: width / 2), count: height)
                #expect(sample(wide, width, height, .resize) == expected, "\(width) × \(height)")
            }
        }
    }

    @Test("fit keeps the aspect ratio and pads evenly: a wide picture in a square box")
    func fitWideInSquare() {
        #expect(sample(wide, 4, 4, .fit) == [[o, o, o, o], [R, R, B, B], [R, R, B, B], [o, o, o, o]])
        #expect(
            sample(wide, 8, 8, .fit) == [[o, o, o, o, o, o, o, o], [o, o, o, o, o, o, o, o]]
                + Array(repeating: [R, R, R, R, B, B, B, B], count: 4)
                + [[o, o, o, o, o, o, o, o], [o, o, o, o, o, o, o, o]])
    }

    @Test("fit pads left and right when the box is wider than the picture")
    func fitInWideBox() {
        #expect(sample(wide, 8, 2, .fit) == Array(repeating: [o, o, R, R, B, B, o, o], count: 2))
        #expect(sample(tall, 4, 4, .fit) == [[o, R, R, o], [o, R, R, o], [o, B, B, o], [o, B, B, o]])
        #expect(
            sample(tall, 8, 4, .fit) == [
                [o, o, o, R, R, o, o, o], [o, o, o, R, R, o, o, o],
                [o, o, o, B, B, o, o, o], [o, o, o, B, B, o, o, o],
            ])
    }

    @Test("fit pads top and bottom when the box is taller than the picture")
    func fitInTallBox() {
        #expect(sample(wide, 4, 6, .fit) == [[o, o, o, o], [o, o, o, o], [R, R, B, B], [R, R, B, B], [o, o, o, o], [o, o, o, o]])
        #expect(sample(tall, 2, 8, .fit) == [[o, o], [o, o], [R, R], [R, R], [B, B], [B, B], [o, o], [o, o]])
    }

    @Test("fill keeps the aspect ratio and crops evenly: the centre of the picture covers the box")
    func fill() {
        #expect(sample(wide, 4, 4, .fill) == Array(repeating: [R, R, B, B], count: 4))
        #expect(sample(wide, 2, 4, .fill) == Array(repeating: [R, B], count: 4))
        #expect(sample(tall, 4, 4, .fill) == [[R, R, R, R], [R, R, R, R], [B, B, B, B], [B, B, B, B]])
        #expect(sample(tall, 4, 2, .fill) == [[R, R, R, R], [B, B, B, B]])
        for (width, height) in [(4, 4), (2, 4), (6, 2), (3, 5), (8, 2)] {
            #expect(sample(wide, width, height, .fill).joined().allSatisfy { $0 != nil })
            #expect(sample(tall, width, height, .fill).joined().allSatisfy { $0 != nil })
        }
    }

    @Test("fill crops the same amount from both sides")
    func fillCropsEvenly() {
        let c = Self.columns.map { Optional($0) }
        #expect(sample(striped, 2, 1, .fill) == [[c[1], c[2]]])
        #expect(sample(striped, 4, 2, .fill) == Array(repeating: [c[1], c[1], c[2], c[2]], count: 2))
        #expect(sample(striped, 4, 1, .fill) == [[c[0], c[1], c[2], c[3]]])
    }

    @Test("in colour each character is an upper half block: top pixel as foreground, bottom as background")
    func colourHalfBlocks() {
        let stacked = ImageRasterizer.lines(for: tall, columns: 2, rows: 1, fill: .resize, colored: true)
        #expect(stacked == [StyledLine(Array(repeating: Span("▀", foreground: Self.red, background: Self.blue), count: 2))])

        // A wide picture fitted into a 4 × 4-pixel box leaves a padding pixel above and below.
        let padded = ImageRasterizer.lines(for: wide, columns: 4, rows: 2, fill: .fit, colored: true)
        #expect(
            padded == [
                StyledLine([
                    Span("▄", foreground: Self.red), Span("▄", foreground: Self.red), Span("▄", foreground: Self.blue), Span("▄", foreground: Self.blue),
                ]),
                StyledLine([
                    Span("▀", foreground: Self.red), Span("▀", foreground: Self.red), Span("▀", foreground: Self.blue), Span("▀", foreground: Self.blue),
                ]),
            ])
    }

    @Test("without colour, brightness picks a ramp character: black is a space, white is @")
    func greyRamp() {
        let black = Color(red: 0, green: 0, blue: 0)
        let white = Color(red: 255, green: 255, blue: 255)
        let grey = Color(red: 128, green: 128, blue: 128)
        let bitmap = Bitmap(width: 3, height: 2, pixels: [black, white, grey, black, white, grey])!
        let lines = ImageRasterizer.lines(for: bitmap, columns: 3, rows: 1, fill: .resize, colored: false)
        #expect(lines.map(\.plainText) == [" @+"])
        #expect(lines.allSatisfy { $0.spans.allSatisfy { $0.foreground == nil && $0.background == nil } })

        let fitted = ImageRasterizer.lines(for: Bitmap(width: 1, height: 1, pixels: [white])!, columns: 4, rows: 1, fill: .fit, colored: false)
        #expect(fitted.map(\.plainText) == [" @@ "])
    }
}
