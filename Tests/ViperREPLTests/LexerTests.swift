import Testing

@testable import ViperREPL

@Suite("Lexer")
struct LexerTests {
    @Test func splitsOnSpacesAndTabsAndKeepsQuotedSpaces() throws {
        #expect(try Lexer.words(in: "  tap   Restart ") == ["tap", "Restart"])
        #expect(try Lexer.words(in: "type login\t\"rick sanchez\"") == ["type", "login", "rick sanchez"])
        #expect(try Lexer.words(in: "type title 'a \"quoted\" word'") == ["type", "title", "a \"quoted\" word"])
        #expect(try Lexer.words(in: #"type note "say \"hi\" \\ bye""#) == ["type", "note", #"say "hi" \ bye"#])
        #expect(try Lexer.words(in: "type note \"\"") == ["type", "note", ""])
    }

    @Test func refusesUnterminatedQuotesAndControlCharacters() {
        #expect(throws: CommandError.unterminatedQuote) { try Lexer.words(in: "tap \"Restart") }
        #expect(throws: CommandError.controlCharacter(0x1B)) { try Lexer.words(in: "tap \u{1B}[A") }
        #expect(throws: CommandError.controlCharacter(0x7F)) { try Lexer.words(in: "tap a\u{7F}") }
    }
}
