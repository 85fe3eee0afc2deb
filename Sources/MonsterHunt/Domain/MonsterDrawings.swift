import Viper

/// The five monsters' pixel art. Sizes differ and none is square, so fit, fill and resize
/// each show a different crop or padding. Every palette keeps clear steps of brightness,
/// so the pictures read in grey-scale as well as in colour.
extension MonsterArt {
    static func drawing(for kind: MonsterKind) -> MonsterArt {
        switch kind {
        case .slime: slime
        case .bat: bat
        case .golem: golem
        case .flame: flame
        case .ghost: ghost
        }
    }

    /// A glossy green dome with wide eyes: 16 × 12.
    static let slime = MonsterArt(
        name: MonsterKind.slime.name, width: 16, height: 12,
        palette: [
            "D": Color(red: 34, green: 120, blue: 58), // rim
            "G": Color(red: 92, green: 204, blue: 96), // body
            "L": Color(red: 200, green: 250, blue: 180), // shine
            "W": Color(red: 245, green: 250, blue: 240), // eye white
            "K": Color(red: 20, green: 30, blue: 24), // pupil
            "M": Color(red: 20, green: 70, blue: 36), // mouth
        ],
        art: """
            ................
            .......DD.......
            .....DDGGDD.....
            ....DGGLLGGD....
            ...DGGLLGGGGD...
            ..DGGGLGGGGGGD..
            ..DGWWGGGGWWGD..
            .DGGWKGGGGWKGGD.
            .DGGGGGMMGGGGGD.
            DGGGGGGGGGGGGGGD
            DDGGGGGGGGGGGGDD
            .DDDDDDDDDDDDDD.
            """
    )

    /// Spread wings with pointed tips, tall ears, red eyes and two fangs: 20 × 12.
    static let bat = MonsterArt(
        name: MonsterKind.bat.name, width: 20, height: 12,
        palette: [
            "W": Color(red: 150, green: 96, blue: 190), // wing bones and edges
            "V": Color(red: 92, green: 52, blue: 120), // wing membrane
            "B": Color(red: 180, green: 140, blue: 205), // body and ears
            "R": Color(red: 255, green: 70, blue: 70), // eyes
            "F": Color(red: 250, green: 250, blue: 250), // fangs
        ],
        art: """
            ....................
            .W.....B....B.....W.
            .WW....BB..BB....WW.
            .WVW...BBBBBB...WVW.
            .WVVW..BRBBRB..WVVW.
            .WVVVW.BBBBBB.WVVVW.
            WVVVVVWBFBBFBWVVVVVW
            WVVVVVVWBBBBWVVVVVVW
            WVV.WVVVWBBWVVVW.VVW
            WV...WVV.BB.VVW...VW
            W.....WV....VW.....W
            ........B..B........
            """
    )

    /// A stone giant with mossy shoulders, glowing eyes, long arms and blocky feet: 12 × 16.
    static let golem = MonsterArt(
        name: MonsterKind.golem.name, width: 12, height: 16,
        palette: [
            "D": Color(red: 58, green: 56, blue: 54), // shadow
            "S": Color(red: 140, green: 136, blue: 128), // stone
            "L": Color(red: 200, green: 196, blue: 184), // lit stone
            "O": Color(red: 255, green: 200, blue: 60), // eyes
            "m": Color(red: 90, green: 160, blue: 70), // moss
            "c": Color(red: 30, green: 28, blue: 26), // cracks
        ],
        art: """
            ....LLLS....
            ...LSSSSD...
            ...SOSSOD...
            ...SScSSD...
            .mmLDDDDLmm.
            LSSSLLSSLSSD
            SSSDSSSDSSSD
            SSD.SScD.SSD
            SSD.SSSD.SSD
            LSD.SSSD.LSD
            SSD.LSSD.SSD
            DDD.SDDD.DDD
            ..LSD..LSD..
            ..SSD..SSD..
            .LSSD..LSSD.
            .DDDD..DDDD.
            """
    )

    /// A flame with a flickering tip, a white-hot core and a smiling face: 10 × 16.
    static let flame = MonsterArt(
        name: MonsterKind.flame.name, width: 10, height: 16,
        palette: [
            "R": Color(red: 190, green: 40, blue: 20), // outer flame
            "O": Color(red: 245, green: 130, blue: 30), // flame
            "Y": Color(red: 255, green: 220, blue: 80), // core
            "W": Color(red: 255, green: 255, blue: 230), // white-hot smile
            "K": Color(red: 60, green: 10, blue: 0), // eyes
        ],
        art: """
            ....R.....
            ....RR....
            ...ROR..R.
            ...ROOR.R.
            ..ROOOORR.
            ..ROOYOOR.
            .ROOYYYOR.
            .ROYYYYYOR
            ROYKYYKYOR
            ROYKYYKYOR
            ROYYYYYYOR
            ROYYWWYYOR
            .ROYYYYOR.
            .ROOYYOOR.
            ..RROORR..
            ....RR....
            """
    )

    /// A pale sheet with hollow eyes, a round mouth and a wavy hem: 12 × 14.
    static let ghost = MonsterArt(
        name: MonsterKind.ghost.name, width: 12, height: 14,
        palette: [
            "P": Color(red: 140, green: 160, blue: 200), // edge
            "W": Color(red: 225, green: 232, blue: 250), // sheet
            "K": Color(red: 30, green: 30, blue: 50), // eyes and mouth
        ],
        art: """
            ....PPPP....
            ..PPWWWWPP..
            .PWWWWWWWWP.
            .PWWWWWWWWP.
            PWWKKWWKKWWP
            PWWKKWWKKWWP
            PWWWWWWWWWWP
            PWWWWKKWWWWP
            PWWWWKKWWWWP
            PWWWWWWWWWWP
            PWWWWWWWWWWP
            PWWPWWWWPWWP
            PWP.PWWP.PWP
            .P...PP...P.
            """
    )
}
