import Viper

/// Name–description pairs laid out to the width of the screen, as `help`, `routes` and `apps`
/// print them: the descriptions share one column and wrap under themselves. A name too long
/// for the column gets a line of its own; on a screen too narrow for a column, each
/// description goes under its name.
enum ColumnList {
    static func lines(_ rows: [(name: String, text: String)], width: Int, indent: Int = 2) -> [String] {
        let nameLimit = min(width / 2, width - minimumTextWidth) - indent - 2
        let nameWidth = rows.map { TextWidth.of($0.name) }.filter { $0 <= nameLimit }.max() ?? 0
        let stacked = nameLimit < minimumNameWidth
        let column = stacked ? indent + 4 : indent + nameWidth + 2
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        for row in rows {
            let text = TextWidth.wrap(row.text, to: width - column)
            let rowNameWidth = TextWidth.of(row.name)
            if !stacked, rowNameWidth <= nameWidth {
                lines.append(pad + row.name + String(repeating: " ", count: column - indent - rowNameWidth) + text[0])
                lines += text.dropFirst().map { String(repeating: " ", count: column) + $0 }
            } else {
                lines += nameLines(row.name, width: width - indent).map { pad + $0 }
                lines += text.map { String(repeating: " ", count: column) + $0 }
            }
        }
        return lines
    }

    private static let minimumTextWidth = 24
    private static let minimumNameWidth = 6

    /// A long name breaks first where it lists alternatives (` · `), then at spaces, indented
    /// under the alternative it continues.
    private static func nameLines(_ name: String, width: Int) -> [String] {
        guard TextWidth.of(name) > width else { return [name] }
        return name.split(separator: " · ").map(String.init).flatMap { alternative in
            guard TextWidth.of(alternative) > width else { return [alternative] }
            let wrapped = TextWidth.wrap(alternative, to: width - 2)
            return [wrapped[0]] + wrapped.dropFirst().map { "  " + $0 }
        }
    }
}
