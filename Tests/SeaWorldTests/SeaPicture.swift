import Viper

@testable import SeaWorld

/// The sea canvas read back the way a person sees it: its cell size from the model, and
/// the text of each grid cell cut out of the picture by display width.
struct SeaPicture {
    let canvas: Canvas
    let cellColumns: Int
    let cellRows: Int
    let gridRows: Int
    let gridColumns: Int

    init?(_ canvas: Canvas) {
        guard case .number(let columns)? = canvas.model["cell"]?["columns"], case .number(let rows)? = canvas.model["cell"]?["rows"],
            case .number(let gridRows)? = canvas.model["rows"], case .number(let gridColumns)? = canvas.model["columns"]
        else { return nil }
        self.canvas = canvas
        cellColumns = Int(columns)
        cellRows = Int(rows)
        self.gridRows = Int(gridRows)
        self.gridColumns = Int(gridColumns)
    }

    var glyphs: String? {
        if case .string(let glyphs)? = canvas.model["cell"]?["glyphs"] { glyphs } else { nil }
    }

    /// The blank columns left of the grid on its lines (the grid ends each line).
    var leftMargins: [Int] {
        canvas.lines.map { TextWidth.of($0.plainText) - gridColumns * cellColumns }
    }

    /// The cells of each text line, left to right, after the centring margin.
    func cells(onLine index: Int) -> [String] {
        var rest = Array(canvas.lines[index].plainText.dropFirst(leftMargins[index]))
        var cells: [String] = []
        while !rest.isEmpty {
            var cell = ""
            while TextWidth.of(cell) < cellColumns, !rest.isEmpty { cell.append(rest.removeFirst()) }
            cells.append(cell)
        }
        return cells
    }

    /// The text of a grid cell's middle line, where an organism's glyph is drawn.
    func middle(row: Int, column: Int) -> String {
        cells(onLine: row * cellRows + cellRows / 2)[column]
    }
}
