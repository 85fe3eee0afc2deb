import Viper

/// The board's colours in a picture: foreground for the cell's glyph, background for its fill.
enum BoardColors {
    struct Style: Equatable {
        let glyph: Character
        let foreground: Color?
        let background: Color?
    }

    static let darkSingle = Style(glyph: ":", foreground: Color(red: 85, green: 85, blue: 85), background: Color(red: 28, green: 28, blue: 28))
    static let lightSingle = Style(glyph: ".", foreground: Color(red: 170, green: 150, blue: 110), background: Color(red: 232, green: 218, blue: 178))
    static let redTreble = Style(glyph: "=", foreground: Color(red: 255, green: 150, blue: 150), background: Color(red: 196, green: 36, blue: 40))
    static let greenTreble = Style(glyph: "~", foreground: Color(red: 150, green: 230, blue: 170), background: Color(red: 20, green: 130, blue: 60))
    static let redDouble = Style(glyph: "#", foreground: redTreble.foreground, background: redTreble.background)
    static let greenDouble = Style(glyph: "%", foreground: greenTreble.foreground, background: greenTreble.background)
    static let outerBull = Style(glyph: "o", foreground: greenTreble.foreground, background: greenTreble.background)
    static let innerBull = Style(glyph: "@", foreground: redTreble.foreground, background: redTreble.background)
    static let missZone = Style(glyph: "·", foreground: Color(red: 120, green: 100, blue: 80), background: Color(red: 58, green: 44, blue: 34))
    static let outside = Style(glyph: " ", foreground: nil, background: nil)

    static let number = Color(red: 245, green: 245, blue: 245)
    static let dart = Color(red: 255, green: 230, blue: 0)
    static let dartBackground = Color(red: 0, green: 90, blue: 220)
    static let dartHaloBackground = Color(red: 0, green: 55, blue: 150)

    /// Singles alternate dark and light from 20 (dark), in the glyphs `:` `.` `;` `,` in turn; the rings of dark
    /// sectors are red (`=`, `#`), of light ones green (`~`, `%`).
    static func style(for hit: Hit) -> Style {
        switch hit.ring {
        case .innerBull: return innerBull
        case .outerBull: return outerBull
        case .miss: return missZone
        case .single, .treble, .double:
            let index = Dartboard.sectors.firstIndex(of: hit.sector) ?? 0
            let dark = index.isMultiple(of: 2)
            switch hit.ring {
            case .treble: return dark ? redTreble : greenTreble
            case .double: return dark ? redDouble : greenDouble
            default:
                let single = dark ? darkSingle : lightSingle
                // Near the bull a cell may touch the sector after next, so every other dark (light) single has its own glyph.
                return index % 4 < 2 ? single : Style(glyph: dark ? ";" : ",", foreground: single.foreground, background: single.background)
            }
        }
    }
}
