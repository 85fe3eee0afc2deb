import Viper

/// The dartboard as a canvas, shared by the game, the history and the settings preview:
/// the picture in the chosen dart glyph and size, as large as the room allows, and for tools
/// the darts themselves (x, y in millimetres from the centre, y up, with sector and points, and
/// the cell each is drawn on: `column`, `row`, and `sharesCell` when an earlier dart is drawn
/// there too) and `regions`, the region code each cell depicts.
enum BoardCanvas {
    /// `room`: the columns and rows the board may take.
    static func make(
        title: String, darts: [Dart], appearance: DartsSettings, missText: String,
        room: (columns: Int, rows: Int)
    ) -> Canvas {
        let size = BoardPicture.size(fitting: room.columns, rows: room.rows)
        let picture = BoardPicture(
            columns: size.columns, rows: size.rows, dartGlyph: appearance.dartGlyph,
            dartSize: appearance.dartSize, showsMissZone: appearance.missesAllowed)
        let drawing = picture.draw(darts)
        return Canvas(
            title: title, lines: drawing.lines,
            model: .object([
                (
                    "darts",
                    .array(
                        zip(darts, drawing.placements).map { dart, placement in
                            let hit = Dartboard.hit(dart)
                            return .object([
                                ("x", .number(dart.x)), ("y", .number(dart.y)),
                                ("sector", .string(hit.label(missText: missText))), ("points", .number(Double(hit.points))),
                                ("column", placement.map { .number(Double($0.column)) } ?? .null),
                                ("row", placement.map { .number(Double($0.row)) } ?? .null),
                                ("sharesCell", .bool(placement?.isShared ?? false)),
                            ])
                        })
                ),
                ("total", .number(Double(darts.map { Dartboard.hit($0).points }.reduce(0, +)))),
                ("regions", .array(drawing.regions.map { row in .array(row.map(JSONValue.string)) })),
            ]))
    }
}
