import Viper

/// Table cells padded to the widest of their column, so the columns line up in a monospace
/// rendering whatever the language: numbers to the right, text to the left.
enum Columns {
    enum Alignment {
        case leading, trailing
    }

    /// `lines` (a header's titles among them, when there is one) with every cell padded.
    static func pad(_ lines: [[String]], _ alignments: [Alignment]) -> [[String]] {
        let widths = alignments.indices.map { column in lines.map { TextWidth.of($0[column]) }.max() ?? 0 }
        return lines.map { cells in
            zip(cells, zip(widths, alignments)).map { cell, column in
                let fill = String(repeating: " ", count: column.0 - TextWidth.of(cell))
                return column.1 == .trailing ? fill + cell : cell + fill
            }
        }
    }
}
