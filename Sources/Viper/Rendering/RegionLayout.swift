/// Shares a screen's rows among its parts: elements and `.content` regions take the lines they
/// need, `.fixed` regions their rows, and `.fill` regions what is left, by their shares and never
/// below their minimums. With no rows to share (no height), a fill region is as tall as its
/// elements, but not below its minimum.
enum RegionLayout {
    enum Part {
        /// Lines that are what they are: an element outside any region.
        case lines(Int)
        case region(Region.Height, natural: Int)
    }

    /// The rows each part gets, in order.
    static func rows(of parts: [Part], room: Int?) -> [Int] {
        var rows = parts.map { part -> Int in
            switch part {
            case .lines(let count): count
            case .region(.content, let natural): natural
            case .region(.fixed(let count), _): max(0, count)
            case .region(.fill(let minimum, _), let natural): room == nil ? max(minimum, natural) : max(0, minimum)
            }
        }
        guard let room else { return rows }
        let fills = parts.indices.compactMap { index -> (index: Int, minimum: Int, share: Int)? in
            guard case .region(.fill(let minimum, let share), _) = parts[index] else { return nil }
            return (index, max(0, minimum), max(1, share))
        }
        let taken = rows.indices.filter { index in !fills.contains { $0.index == index } }.reduce(0) { $0 + rows[$1] }
        for (index, count) in shared(max(0, room - taken), among: fills) { rows[index] = count }
        return rows
    }

    /// `left` rows shared by shares, fr-style: a region whose share falls below its minimum gets
    /// its minimum and leaves the sharing; the rest split what remains, the earlier taking any
    /// odd rows.
    private static func shared(_ left: Int, among fills: [(index: Int, minimum: Int, share: Int)]) -> [(Int, Int)] {
        var left = left
        var pending = fills
        var result: [(Int, Int)] = []
        while let short = pending.first(where: { fill in
            fill.minimum * pending.reduce(0) { $0 + $1.share } > left * fill.share
        }) {
            result.append((short.index, short.minimum))
            left = max(0, left - short.minimum)
            pending.removeAll { $0.index == short.index }
        }
        let shares = pending.reduce(0) { $0 + $1.share }
        guard shares > 0 else { return result }
        var given = pending.map { left * $0.share / shares }
        var odd = left - given.reduce(0, +)
        for position in given.indices where odd > 0 {
            given[position] += 1
            odd -= 1
        }
        return result + zip(pending, given).map { ($0.index, $1) }
    }
}
