import Darts
import Viper

/// What each screen exists for, which a frame must keep however small the terminal: checked on
/// every frame of the tours, beside "it fits".
enum ScreenPurpose {
    /// What the frame's top screen has lost of what it is for; empty when nothing.
    static func problems(in frame: Frame, size: Room) -> [String] {
        guard frame.sheet == nil else { return [] }
        let screen = frame.screen
        switch screen.id {
        case "darts.game", "darts.history": return boardNumbers(screen)
        case "monsterhunt.map": return listedMonsters(screen)
        case "rickandmorty.characters": return charactersShown(screen, size: size)
        case "eventmap.map": return listedEvents(screen)
        default: return []
        }
    }

    /// All 20 sector numbers stand on the board.
    private static func boardNumbers(_ screen: Screen) -> [String] {
        guard let board = screen.canvas("board") else { return ["no board"] }
        let numbers = Set(board.lines.flatMap { $0.plainText.split { !$0.isNumber }.compactMap { Int($0) } })
        let missing = Set(Dartboard.sectors).subtracting(numbers)
        return missing.isEmpty ? [] : ["the board lacks the sector numbers \(missing.sorted())"]
    }

    /// Every monster in view is listed on its own line, by name and distance, never as `×2`.
    private static func listedMonsters(_ screen: Screen) -> [String] {
        let inView = markersInView(screen.canvas("map"))
        let items = screen.canvas("monsters")?.items ?? []
        var problems: [String] = []
        if items.count != inView.reduce(0, { $0 + $1.count }) { problems.append("\(items.count) monsters listed of \(inView.count) markers in view") }
        if items.contains(where: { $0.label.contains("×") || $0.image == nil }) { problems.append("a listed monster without its own line or picture") }
        return problems
    }

    /// At least five characters at once from 80×24 up, once five have loaded.
    private static func charactersShown(_ screen: Screen, size: Room) -> [String] {
        guard size.columns >= 80, size.rows >= 24, let table = screen.table("characters"), table.rows.count >= 5 else { return [] }
        return table.visibleRange.count >= 5 ? [] : ["\(table.visibleRange.count) characters on screen"]
    }

    /// Every event on the map is in the list under it, one row each or one for its cluster.
    private static func listedEvents(_ screen: Screen) -> [String] {
        let inView = markersInView(screen.canvas("map"))
        let counts = Dictionary(inView.map { ($0.id, $0.count) }) { first, _ in first }
        let listed = (screen.table("events")?.rows ?? []).reduce(0) { $0 + (counts[$1.id] ?? 1) }
        let events = inView.reduce(0) { $0 + $1.count }
        return listed == events ? [] : ["\(listed) events listed of \(events) on the map"]
    }

    /// The markers the map draws, each with how many it stands for.
    private static func markersInView(_ map: Canvas?) -> [(id: String, count: Int)] {
        guard case .array(let points)? = map?.model["points"] else { return [] }
        return points.compactMap { point in
            guard case .number? = point["column"], case .string(let id)? = point["id"] else { return nil }
            if case .number(let count)? = point["count"] { return (id, Int(count)) }
            return (id, 1)
        }
    }
}
