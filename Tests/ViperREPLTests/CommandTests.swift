import Testing
import Viper
import ViperLocation

@testable import ViperREPL

@Suite("Command grammar")
struct CommandTests {
    func parse(_ line: String) throws -> Command {
        try Command.parse(Lexer.words(in: line))
    }

    @Test func parsesEveryVerbCaseInsensitively() throws {
        #expect(try parse("TAP Restart") == .tap("Restart"))
        #expect(try parse("type login rick sanchez") == .type("login", text: "rick sanchez"))
        #expect(try parse("set volume 0.5") == .set("volume", value: "0.5"))
        #expect(try parse("scroll down") == .scroll(.down, rows: nil))
        #expect(try parse("scroll up 5") == .scroll(.up, rows: 5))
        #expect(try parse("scroll to \"Rick Sanchez\"") == .scrollTo("Rick Sanchez"))
        #expect(try parse("swipe Left") == .swipe(.left))
        #expect(try parse("longpress map 55.75 37.62") == .longPress("map", point: CanvasPoint(55.75, 37.62)))
        #expect(try parse("wait 500ms") == .wait(.milliseconds(500)))
        #expect(try parse("wait 1.5s") == .wait(.milliseconds(1500)))
        #expect(try parse("wait 5m") == .wait(.seconds(300)))
        #expect(try parse("wait idle") == .waitIdle)
        #expect(try parse("open character/2") == .open("character/2"))
        #expect(try parse("quit") == .quit)
    }

    @Test("a target of several words needs no quotes: the words after the verb are one label")
    func multiWordTargetsNeedNoQuotes() throws {
        #expect(try parse("tap Create event") == .tap("Create event"))
        #expect(try parse("select Rick Sanchez") == .select("Rick Sanchez"))
        #expect(try parse("toggle Sound of a correct answer") == .toggle("Sound of a correct answer"))
        #expect(try parse("clear Repeat password") == .clear("Repeat password"))
        #expect(try parse("tab My events") == .tab("My events"))
        #expect(try parse("scroll to Rick Sanchez") == .scrollTo("Rick Sanchez"))
        #expect(try parse("longpress Big map") == .longPress("Big map", point: nil))
        #expect(try parse("longpress 3") == .longPress("3", point: nil), "a target by its number, as tap names one")
        #expect(try parse("longpress Big map 55.75 37.62") == .longPress("Big map", point: CanvasPoint(55.75, 37.62)))
        #expect(try parse("tap \"Sign in\"") == .tap("Sign in"), "quotes still work")
    }

    @Test func wrongArgumentsGiveTheUsage() throws {
        #expect(throws: CommandError.usage("tap <target>")) { try parse("tap") }
        #expect(throws: CommandError.usage("back")) { try parse("back now") }
        #expect(throws: CommandError.usage("swipe left|right|up|down")) { try parse("swipe sideways") }
        #expect(CommandError.usage("back").message == "usage: back")
        #expect(CommandError.usage("tap <target>").message == "usage: tap <target>")
    }

    @Test func badValuesSayWhatWorks() {
        for line in ["wait soon", "wait -5s", "wait 2d", "wait 90000s", "scroll down 0", "scroll down x", "longpress map x 1", "longpress map 1 nan"] {
            #expect(throws: CommandError.self, "\(line)") { try parse(line) }
        }
    }

    @Test func unknownVerbsSuggestTheClosestOne() {
        #expect(throws: CommandError.unknownVerb("tpa", suggestion: "tap")) { try parse("tpa x") }
        #expect(throws: CommandError.unknownVerb("rout", suggestion: "routes")) { try parse("rout") }
        #expect(throws: CommandError.unknownVerb("xyzzy", suggestion: nil)) { try parse("xyzzy") }
    }
}
