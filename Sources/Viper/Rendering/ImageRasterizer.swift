/// Draws a bitmap into a box of characters.
///
/// Each character cell is two square pixels stacked (terminal cells are about twice as
/// tall as wide). In colour, a cell is an upper half block with the top pixel as
/// foreground and the bottom one as background; without colour, the two pixels'
/// brightness picks a character from a ramp.
package enum ImageRasterizer {
    static let ramp = Array(" .:-=+*#%@")

    /// The lines of `bitmap` drawn into `columns × rows` characters, filling the box as `fill`
    /// says, in colour half blocks or, without colour, a ramp of characters.
    package static func lines(for bitmap: Bitmap, columns: Int, rows: Int, fill: FillMode, colored: Bool) -> [StyledLine] {
        let grid = sample(bitmap, width: columns, height: rows * 2, fill: fill)
        return (0..<rows).map { row in
            StyledLine(
                (0..<columns).map { column in
                    let top = grid[2 * row][column]
                    let bottom = grid[2 * row + 1][column]
                    return colored ? halfBlock(top: top, bottom: bottom) : rampCharacter(top: top, bottom: bottom)
                })
        }
    }

    /// The box's pixels: `nil` where the picture does not reach (fit's padding).
    package static func sample(_ bitmap: Bitmap, width: Int, height: Int, fill: FillMode) -> [[Color?]] {
        let placement = Placement(source: bitmap, width: width, height: height, fill: fill)
        return (0..<height).map { y in
            (0..<width).map { x in placement.color(atX: x, y: y) }
        }
    }

    private static func halfBlock(top: Color?, bottom: Color?) -> Span {
        switch (top, bottom) {
        case (nil, nil): Span(" ")
        case (let top?, nil): Span("▀", foreground: top)
        case (nil, let bottom?): Span("▄", foreground: bottom)
        case (let top?, let bottom?): Span("▀", foreground: top, background: bottom)
        }
    }

    private static func rampCharacter(top: Color?, bottom: Color?) -> Span {
        let shades = [top, bottom].compactMap { $0?.luminance }
        guard !shades.isEmpty else { return Span(" ") }
        let brightness = shades.reduce(0, +) / Double(shades.count)
        let index = min(ramp.count - 1, Int(brightness * Double(ramp.count)))
        return Span(String(ramp[index]))
    }
}

/// Where the source picture lands in the box, and the colour each box pixel averages.
private struct Placement {
    let source: Bitmap
    let scaleX: Double
    let scaleY: Double
    let offsetX: Double
    let offsetY: Double

    init(source: Bitmap, width: Int, height: Int, fill: FillMode) {
        self.source = source
        let fitX = Double(width) / Double(source.width)
        let fitY = Double(height) / Double(source.height)
        switch fill {
        case .resize:
            (scaleX, scaleY) = (fitX, fitY)
        case .fit:
            let scale = min(fitX, fitY)
            (scaleX, scaleY) = (scale, scale)
        case .fill:
            let scale = max(fitX, fitY)
            (scaleX, scaleY) = (scale, scale)
        }
        offsetX = (Double(width) - Double(source.width) * scaleX) / 2
        offsetY = (Double(height) - Double(source.height) * scaleY) / 2
    }

    /// The average of the source pixels under box pixel (x, y), or `nil` outside the picture.
    func color(atX x: Int, y: Int) -> Color? {
        let left = (Double(x) - offsetX) / scaleX
        let right = (Double(x + 1) - offsetX) / scaleX
        let top = (Double(y) - offsetY) / scaleY
        let bottom = (Double(y + 1) - offsetY) / scaleY
        let center = ((left + right) / 2, (top + bottom) / 2)
        guard center.0 >= 0, center.0 < Double(source.width), center.1 >= 0, center.1 < Double(source.height) else {
            return nil
        }
        let columns = pixelSpan(left, right, limit: source.width)
        let rows = pixelSpan(top, bottom, limit: source.height)
        var sum = (0, 0, 0)
        for row in rows {
            for column in columns {
                let pixel = source[column, row]
                sum.0 += Int(pixel.red)
                sum.1 += Int(pixel.green)
                sum.2 += Int(pixel.blue)
            }
        }
        let count = columns.count * rows.count
        return Color(red: UInt8(sum.0 / count), green: UInt8(sum.1 / count), blue: UInt8(sum.2 / count))
    }

    /// The source pixels a box pixel covers: at least one, clipped to the picture.
    private func pixelSpan(_ start: Double, _ end: Double, limit: Int) -> Range<Int> {
        let first = min(limit - 1, max(0, Int(start.rounded(.down))))
        let last = min(limit, max(first + 1, Int(end.rounded(.up))))
        return first..<last
    }
}
