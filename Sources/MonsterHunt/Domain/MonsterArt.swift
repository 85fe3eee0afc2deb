import Viper

/// Pixel art written as text: one character per pixel, `.` for the backdrop, letters from a palette.
struct MonsterArt: Equatable, Sendable {
    /// What is wrong with an art string.
    enum Problem: Error, Equatable, Sendable {
        case wrongHeight(expected: Int, found: Int)
        case wrongWidth(row: Int, expected: Int, found: Int)
        case unknownLetter(Character, row: Int, column: Int)
        case emptySize
    }

    /// The colour of `.` pixels: a bitmap has no alpha, so the background is a dark backdrop.
    static let backdrop = Color(red: 14, green: 16, blue: 26)
    static let transparent: Character = "."

    let name: String
    let width: Int
    let height: Int
    let rows: [String]
    let palette: [Character: Color]

    /// `art` is a block of text, one line a row.
    init(name: String, width: Int, height: Int, palette: [Character: Color], art: String) {
        self.name = name
        self.width = width
        self.height = height
        self.palette = palette
        rows = art.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The pixels, or the first thing wrong with the art.
    func parse() -> Result<Bitmap, Problem> {
        guard rows.count == height else { return .failure(.wrongHeight(expected: height, found: rows.count)) }
        var pixels: [Color] = []
        pixels.reserveCapacity(width * height)
        for (y, row) in rows.enumerated() {
            let letters = Array(row)
            guard letters.count == width else {
                return .failure(.wrongWidth(row: y, expected: width, found: letters.count))
            }
            for (x, letter) in letters.enumerated() {
                if letter == Self.transparent {
                    pixels.append(Self.backdrop)
                } else if let color = palette[letter] {
                    pixels.append(color)
                } else {
                    return .failure(.unknownLetter(letter, row: y, column: x))
                }
            }
        }
        guard let bitmap = Bitmap(width: width, height: height, pixels: pixels) else { return .failure(.emptySize) }
        return .success(bitmap)
    }

    /// The pixels; the drawings are compile-time data, so a bad one is a programmer error.
    func bitmap() -> Bitmap {
        switch parse() {
        case .success(let bitmap): return bitmap
        case .failure(let problem): preconditionFailure("Bad pixel art for \(name): \(problem)")
        }
    }

    /// Every kind's picture, parsed once.
    static let pictures: [MonsterKind: Bitmap] = Dictionary(
        uniqueKeysWithValues: MonsterKind.allCases.map { ($0, drawing(for: $0).bitmap()) }
    )
}
