/// Inserts rendered route registration lines just above a marker line, indented like the marker.
enum RouteInserter {
    /// The route's lines with blank lines around them and their common indentation removed; empty when blank.
    static func lines(of route: String) -> [String] {
        var lines = route.splitLines.map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
        while let first = lines.first, isBlank(first) { lines.removeFirst() }
        while let last = lines.last, isBlank(last) { lines.removeLast() }
        let indentation = lines.filter { !isBlank($0) }.map { indent(of: $0).count }.min() ?? 0
        return lines.map { isBlank($0) ? "" : String($0.dropFirst(indentation)) }
    }

    /// The file's new text, or nil when the route's lines are already there (whatever their indentation).
    static func insert(
        _ routeLines: [String],
        into file: String,
        marker: String,
        fileDisplay: String
    ) throws(GeneratorError) -> String? {
        var fileLines = file.splitLines
        guard let markerIndex = fileLines.firstIndex(where: { $0.contains(marker) }) else {
            throw .routeMarkerMissing(marker: marker, file: fileDisplay)
        }
        if contains(fileLines.map(trimmed), run: routeLines.map(trimmed)) { return nil }
        let markerLine = fileLines[markerIndex]
        let prefix = indent(of: markerLine)
        let ending = markerLine.hasSuffix("\r") ? "\r" : ""
        let inserted = routeLines.map { $0.isEmpty ? ending : prefix + $0 + ending }
        if routeLines.last?.hasSuffix(",") == true { separateLastElement(above: markerIndex, in: &fileLines) }
        fileLines.insert(contentsOf: inserted, at: markerIndex)
        return fileLines.joined(separator: "\n")
    }

    /// Gives the list element above the marker the comma a formatter drops from a last element
    /// (`[.sea]` written one to a line), so that the inserted element follows it.
    private static func separateLastElement(above markerIndex: Int, in fileLines: inout [String]) {
        guard let index = fileLines[..<markerIndex].lastIndex(where: { !isBlank($0) && !trimmed($0).hasPrefix("//") }) else { return }
        let line = fileLines[index]
        let ending = line.hasSuffix("\r") ? "\r" : ""
        let code = trimmed(line)
        guard !code.hasSuffix(","), !code.hasSuffix("["), !code.hasSuffix("("), !code.hasSuffix("{") else { return }
        fileLines[index] = String(line.dropLast(ending.count)) + "," + ending
    }

    private static func contains(_ lines: [String], run: [String]) -> Bool {
        guard !run.isEmpty, run.count <= lines.count else { return false }
        return (0...(lines.count - run.count)).contains { start in
            lines[start..<(start + run.count)].elementsEqual(run)
        }
    }

    private static func indent(of line: String) -> Substring {
        line.prefix { $0 == " " || $0 == "\t" }
    }

    private static func isBlank(_ line: String) -> Bool {
        line.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
    }

    private static func trimmed(_ line: String) -> String {
        String(line.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
