import Testing

@testable import ViperGenerator

@Suite struct RouteInserterTests {
    static let file = """
        let routes = Routes {
            $0.add("home")
            // viper:routes
        }
        """

    func insert(_ route: String, into file: String = RouteInserterTests.file) throws(GeneratorError) -> String? {
        try RouteInserter.insert(RouteInserter.lines(of: route), into: file, marker: "// viper:routes", fileDisplay: "A.swift")
    }

    @Test func insertsAboveTheMarkerWithItsIndentation() throws {
        #expect(
            try insert("$0.add(\"catch-monster\")\n") == """
                let routes = Routes {
                    $0.add("home")
                    $0.add("catch-monster")
                    // viper:routes
                }
                """)
    }

    @Test func multiLineRoutesKeepTheirRelativeIndentation() throws {
        let route = "\n  $0.add(\"catch\") {\n      build()\n\n  }\n\n"
        #expect(
            try insert(route) == """
                let routes = Routes {
                    $0.add("home")
                    $0.add("catch") {
                        build()

                    }
                    // viper:routes
                }
                """)
    }

    @Test("an element of a list follows the last one, which a formatter left with no comma")
    func aListElementGetsItsSeparator() throws {
        let list = """
            [
                DestinationRoute("sea", opens: .sea)
                // viper:routes
            ]
            """
        #expect(
            try insert("DestinationRoute(\"harbour\", opens: .harbour),", into: list) == """
                [
                    DestinationRoute("sea", opens: .sea),
                    DestinationRoute("harbour", opens: .harbour),
                    // viper:routes
                ]
                """)
    }

    @Test func aRouteAlreadyThereIsNotInsertedAgain() throws {
        let once = try #require(try insert("$0.add(\"catch\")"))
        #expect(try insert("$0.add(\"catch\")", into: once) == nil)
        #expect(try insert("      $0.add(\"catch\")   ", into: once) == nil)
        #expect(try insert("$0.add(\"catch-monster\")", into: once) != nil)
    }

    @Test func tabsAndWindowsLineEndingsFollowTheMarkerLine() throws {
        let file = "func f() {\r\n\t\t// viper:routes\r\n}\r\n"
        #expect(try insert("add(1)", into: file) == "func f() {\r\n\t\tadd(1)\r\n\t\t// viper:routes\r\n}\r\n")
    }

    @Test func missingMarkerIsNamed() {
        #expect(throws: GeneratorError.routeMarkerMissing(marker: "// viper:routes", file: "A.swift")) {
            try insert("x", into: "struct App {}\n")
        }
    }

    @Test func blankRouteHasNoLines() {
        #expect(RouteInserter.lines(of: "\n  \n").isEmpty)
    }
}
