import Testing

@testable import Viper

@MainActor
@Suite("RouteTable and RoutePattern")
struct RouteTableTests {
    final class Opened {
        var log: [String] = []
    }

    let opened = Opened()

    func table() throws -> RouteTable {
        var table = RouteTable()
        let opened = opened
        try table.register("team", summary: "the team") { _ in opened.log.append("team") }
        try table.register("character/:id", summary: "one character") { parameters throws(RouteError) in
            opened.log.append("character \(try parameters.int("id"))")
        }
        try table.register("episode/:season/:number", summary: "an episode") { parameters throws(RouteError) in
            opened.log.append("episode \(try parameters.string("season")) \(try parameters.string("number"))")
        }
        return table
    }

    @Test("a literal route opens only on its own path")
    func literal() throws {
        try table().open("team")
        #expect(opened.log == ["team"])
        #expect(throws: RouteError.self) { try table().open("team/2") }
        #expect(throws: RouteError.self) { try table().open("teams") }
    }

    @Test("literals match case-insensitively; parameter values keep their case")
    func caseInsensitive() throws {
        try table().open("TEAM")
        try table().open("Episode/S01/E02")
        #expect(opened.log == ["team", "episode S01 E02"])
    }

    @Test(":param segments capture the path's values; slashes at the ends do not matter")
    func parameters() throws {
        try table().open("character/2")
        try table().open("/character/-17/")
        #expect(opened.log == ["character 2", "character -17"])
    }

    @Test("int parameters that are not whole numbers give badParameter")
    func badInt() {
        #expect(throws: RouteError.badParameter("id", value: "two", expected: "a whole number")) { try table().open("character/two") }
        #expect(throws: RouteError.badParameter("id", value: "2.5", expected: "a whole number")) { try table().open("character/2.5") }
        #expect(opened.log.isEmpty)
    }

    @Test("reading a parameter the route does not have is missingParameter")
    func missingParameter() throws {
        var table = RouteTable()
        try table.register("team", summary: "") { parameters throws(RouteError) in _ = try parameters.string("id") }
        #expect(throws: RouteError.missingParameter("id", route: "team")) { try table.open("team") }
    }

    @Test("a path no route matches is an error listing the known routes")
    func noRoute() throws {
        let error = #expect(throws: RouteError.self) { try table().open("character") }
        #expect(error == .noRoute("character", known: ["team", "character/:id", "episode/:season/:number"]))
        #expect(error?.message == "no route matches \"character\"; routes: team, character/:id, episode/:season/:number")
    }

    @Test("a route that one registered before matches every path of is refused, naming both")
    func duplicate() throws {
        var table = try table()
        #expect(throws: RouteError.duplicate("team", existing: "team")) { try table.register("team", summary: "") { _ in } }
        let error = #expect(throws: RouteError.self) { try table.register("Character/:number", summary: "") { _ in } }
        #expect(error?.message == "the route Character/:number could never open: character/:id, declared before it, matches every path it does")
        #expect(throws: RouteError.duplicate("character/new", existing: "character/:id")) { try table.register("character/new", summary: "") { _ in } }
        try table.register("character/:id/episodes", summary: "") { _ in }
    }

    @Test("the first matching route wins")
    func firstWins() throws {
        var table = RouteTable()
        let opened = opened
        try table.register("character/new", summary: "") { _ in opened.log.append("new") }
        try table.register("character/:id", summary: "") { _ in opened.log.append("by id") }
        try table.open("character/new")
        try table.open("character/new2")
        #expect(opened.log == ["new", "by id"])
    }
}
