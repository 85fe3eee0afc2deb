import Viper

/// What a terminal would show after the bytes a program wrote: enough of a VT100 for the
/// REPL's output (printing with wrap, CR, LF with scrolling, backspace, cursor moves, erase
/// in line and display; colours are ignored). It counts how often the screen scrolled.
struct TerminalEmulator {
    let columns: Int
    let rows: Int
    private(set) var lines: [[Character]]
    private(set) var cursorRow = 0
    private(set) var cursorColumn = 0
    /// Lines pushed off the top so far.
    private(set) var scrolls = 0
    /// Set after writing the last column: the next character starts a new line (as xterm does).
    private var wrapPending = false

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        lines = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    init(columns: Int, rows: Int, showing output: String) {
        self.init(columns: columns, rows: rows)
        feed(output)
    }

    /// The text of row `row`, trailing spaces dropped.
    func text(ofRow row: Int) -> String {
        String(String(lines[row].filter { $0 != "\0" }).reversed().drop { $0 == " " }.reversed())
    }

    var screenText: String { (0..<rows).map(text(ofRow:)).joined(separator: "\n") }

    /// The row the cursor is on, up to the cursor.
    var textBeforeCursor: String {
        String(lines[cursorRow][..<cursorColumn].filter { $0 != "\0" })
    }

    mutating func feed(_ output: String) {
        var characters = output[...]
        while let character = characters.popFirst() {
            switch character {
            case "\r": carriageReturn()
            case "\n": lineFeed()
            case "\r\n":
                carriageReturn()
                lineFeed()
            case "\u{8}":
                cursorColumn = max(0, cursorColumn - 1)
                wrapPending = false
            case "\u{7}": break
            case "\u{1B}": escape(&characters)
            default: put(character)
            }
        }
    }

    private mutating func carriageReturn() {
        cursorColumn = 0
        wrapPending = false
    }

    private mutating func lineFeed() {
        wrapPending = false
        if cursorRow == rows - 1 {
            lines.removeFirst()
            lines.append(Array(repeating: " ", count: columns))
            scrolls += 1
        } else {
            cursorRow += 1
        }
    }

    private mutating func put(_ character: Character) {
        let width = max(1, TextWidth.of(character))
        if wrapPending || cursorColumn + width > columns {
            carriageReturn()
            lineFeed()
        }
        lines[cursorRow][cursorColumn] = character
        // A wide character's second column holds nothing of its own.
        for extra in 1..<width { lines[cursorRow][cursorColumn + extra] = "\0" }
        cursorColumn += width
        if cursorColumn == columns {
            cursorColumn = columns - 1
            wrapPending = true
        }
    }

    /// `ESC [ parameters final` (the ones the REPL writes); any other escape is skipped.
    private mutating func escape(_ characters: inout Substring) {
        guard characters.first == "[" else {
            _ = characters.popFirst()
            return
        }
        characters.removeFirst()
        var parameters = ""
        while let next = characters.popFirst() {
            guard let scalar = next.unicodeScalars.first, !(0x40...0x7E).contains(scalar.value) else {
                apply(final: next, count: max(1, Int(parameters) ?? 1), parameter: Int(parameters) ?? 0)
                return
            }
            parameters.append(next)
        }
    }

    private mutating func apply(final: Character, count: Int, parameter: Int) {
        wrapPending = false
        switch final {
        case "A": cursorRow = max(0, cursorRow - count)
        case "B": cursorRow = min(rows - 1, cursorRow + count)
        case "C": cursorColumn = min(columns - 1, cursorColumn + count)
        case "D": cursorColumn = max(0, cursorColumn - count)
        case "H" where parameter == 0: (cursorRow, cursorColumn) = (0, 0)
        case "K" where parameter == 0: erase(row: cursorRow, from: cursorColumn)
        case "J" where parameter == 0:
            erase(row: cursorRow, from: cursorColumn)
            for row in (cursorRow + 1)..<rows { erase(row: row, from: 0) }
        default: break
        }
    }

    private mutating func erase(row: Int, from column: Int) {
        for index in column..<columns { lines[row][index] = " " }
    }
}
