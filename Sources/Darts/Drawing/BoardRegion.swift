extension Hit {
    /// The region's code in a board canvas's model: "T20", "S1", "D5", "SB" (single bull),
    /// "DB" (double bull) or "M" (the miss area).
    var regionCode: String {
        switch ring {
        case .innerBull: "DB"
        case .outerBull: "SB"
        case .miss: "M"
        case .single: "S\(sector)"
        case .treble: "T\(sector)"
        case .double: "D\(sector)"
        }
    }
}
