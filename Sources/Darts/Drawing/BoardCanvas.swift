import Viper

/// The dartboard as a canvas, shared by the game, the history and the settings preview:
/// the picture in the chosen dart glyph and size, and for tools the darts themselves
/// (x, y in millimetres from the centre, y up, with sector and points).
enum BoardCanvas {
    static func make(title: String, darts: [Dart], appearance: DartsSettings, missText: String) -> Canvas {
        let picture = BoardPicture(dartGlyph: appearance.dartGlyph, dartSize: appearance.dartSize, showsMissZone: appearance.missesAllowed)
        return Canvas(title: title, lines: picture.lines(darts: darts), model: .object([
            ("darts", .array(darts.map { dart in
                let hit = Dartboard.hit(dart)
                return .object([
                    ("x", .number(dart.x)), ("y", .number(dart.y)),
                    ("sector", .string(hit.label(missText: missText))), ("points", .number(Double(hit.points))),
                ])
            })),
            ("total", .number(Double(darts.map { Dartboard.hit($0).points }.reduce(0, +)))),
        ]))
    }
}
