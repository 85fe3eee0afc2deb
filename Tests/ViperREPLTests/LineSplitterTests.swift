import Testing

@testable import ViperREPL

@Suite("Line splitter")
struct LineSplitterTests {
    func split(_ chunks: [[UInt8]], limit: Int = 16) -> [InputLine] {
        var splitter = LineSplitter(limit: limit)
        var lines = chunks.flatMap { splitter.feed($0[...]) }
        if let last = splitter.finish() { lines.append(last) }
        return lines
    }

    @Test func joinsChunksAndHandlesCRLFAndAMissingLastNewline() {
        let lines = split([Array("tap a\r\nta".utf8), Array("p b\nlook".utf8)])
        #expect(lines == [.line("tap a"), .line("tap b"), .line("look")])
    }

    @Test func invalidUTF8BecomesReplacementCharacters() {
        #expect(split([[0x74, 0xFF, 0xC3, 0x0A]]) == [.line("t\u{FFFD}\u{FFFD}")])
    }

    @Test func aLineOverTheLimitIsReportedWithItsSizeAndTheNextLineSurvives() {
        let long = [UInt8](repeating: 0x61, count: 40)
        let lines = split([Array(long[0..<10]), Array(long[10...]) + [0x0A] + Array("look\n".utf8)])
        #expect(lines == [.tooLong(bytes: 40), .line("look")])
    }

    @Test func emptyLinesStayLinesAndEmptyInputIsNothing() {
        #expect(split([Array("\n\n".utf8)]) == [.line(""), .line("")])
        #expect(split([]) == [])
    }
}
