/// The lines that differ between two texts, as `diff -u` shows them: hunks of `-` (expected)
/// and `+` (actual) lines with `context` unchanged lines around each.
public enum UnifiedDiff {
    /// The unified diff of `expected` and `actual`, empty when they are the same.
    ///
    /// - Parameters:
    ///   - expected: The text expected, whose lines are marked `-`.
    ///   - actual: The text had, whose lines are marked `+`.
    ///   - expectedName: The name the diff's `---` line gives the expected text.
    ///   - actualName: The name the diff's `+++` line gives the actual text.
    ///   - context: How many unchanged lines to show around each change.
    public static func between(expected: String, actual: String, expectedName: String = "expected", actualName: String = "actual", context: Int = 3) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let lines = script(from: old, to: new)
        let changed = lines.indices.filter { lines[$0].mark != " " }
        guard !changed.isEmpty else { return "" }
        var output = ["--- \(expectedName)", "+++ \(actualName)"]
        var hunkStart = changed[0]
        var hunkEnd = changed[0]
        func flush() {
            let range = max(0, hunkStart - context)...min(lines.count - 1, hunkEnd + context)
            let hunk = lines[range]
            let oldStart = (hunk.first?.oldLine ?? 0) + 1
            let newStart = (hunk.first?.newLine ?? 0) + 1
            output.append("@@ -\(oldStart),\(hunk.filter { $0.mark != "+" }.count) +\(newStart),\(hunk.filter { $0.mark != "-" }.count) @@")
            output += hunk.map { "\($0.mark)\($0.text)" }
        }
        for index in changed.dropFirst() {
            if index - hunkEnd > 2 * context {
                flush()
                hunkStart = index
            }
            hunkEnd = index
        }
        flush()
        return output.joined(separator: "\n")
    }

    private struct Line {
        let mark: Character
        let text: String
        /// Where the line stands in each text (before it, for a line the other lacks).
        let oldLine: Int
        let newLine: Int
    }

    /// Both texts interleaved: kept lines once, removed ones before the added ones that took their place.
    private static func script(from old: [String], to new: [String]) -> [Line] {
        let difference = new.difference(from: old)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var lines: [Line] = []
        var (oldIndex, newIndex) = (0, 0)
        while oldIndex < old.count || newIndex < new.count {
            if oldIndex < old.count, removed.contains(oldIndex) {
                lines.append(Line(mark: "-", text: old[oldIndex], oldLine: oldIndex, newLine: newIndex))
                oldIndex += 1
            } else if newIndex < new.count, inserted.contains(newIndex) {
                lines.append(Line(mark: "+", text: new[newIndex], oldLine: oldIndex, newLine: newIndex))
                newIndex += 1
            } else {
                lines.append(Line(mark: " ", text: old[oldIndex], oldLine: oldIndex, newLine: newIndex))
                oldIndex += 1
                newIndex += 1
            }
        }
        return lines
    }
}
