import Testing

@testable import ViperGenerator

@Suite struct NamingTests {
    @Test(arguments: [
        ("CatchMonster", "catchMonster", "catch-monster"),
        ("HTTPStatus", "httpStatus", "http-status"),
        ("HTTP2Status", "http2Status", "http2-status"),
        ("Level2Boss", "level2Boss", "level2-boss"),
        ("Monster3D", "monster3D", "monster3d"),
        ("URL", "url", "url"),
        ("A", "a", "a"),
        ("Home", "home", "home"),
        ("MyURLView", "myURLView", "my-url-view"),
    ])
    func derivedNames(name: String, lowerCamel: String, kebab: String) {
        #expect(ModuleNaming.lowerCamel(name) == lowerCamel)
        #expect(ModuleNaming.kebab(name) == kebab)
    }

    @Test(arguments: ["CatchMonster", "A", "HTTP2", "X1y2"])
    func validNames(_ name: String) {
        #expect(ModuleNaming.isValidModuleName(name))
    }

    @Test(arguments: ["", "123", "1Monster", "my-module", "catchMonster", "Catch Monster", "Catch_Monster", "Éclair", "Café"])
    func invalidNames(_ name: String) {
        #expect(!ModuleNaming.isValidModuleName(name))
    }

    @Test func builtInVariables() {
        let variables = TemplateVariables.builtIns(name: "HTTPStatus", app: "MonsterHunt")
        #expect(variables.names == ["Name", "name", "kebabName", "App", "app", "root"])
        #expect(variables["name"] == "httpStatus")
        #expect(variables["kebabName"] == "http-status")
        #expect(variables["app"] == "monsterhunt")
        #expect(variables["root"] == "false")
        #expect(TemplateVariables.builtIns(name: "Inbox", app: "Notes", root: true)["root"] == "true")
    }

    @Test func manifestDefaultsSeeBuiltInsAndEarlierVariables() throws {
        let manifest = TemplateManifest(
            variables: [
                .init(name: "title", default: "{{Name}} screen"),
                .init(name: "heading", default: "{{title}} ({{app}})"),
                .init(name: "route", default: "{{kebabName}}"),
            ],
            files: [.init(template: "a", output: "b")]
        )

        let variables = try TemplateVariables.resolve(
            manifest: manifest, builtIns: .builtIns(name: "CatchMonster", app: "Demo"), overrides: ["title": "Hunt"], manifestDisplay: "m.json"
        )

        #expect(variables["title"] == "Hunt")
        #expect(variables["heading"] == "Hunt (demo)")
        #expect(variables["route"] == "catch-monster")
    }

    @Test func aDefaultCannotSeeALaterVariable() {
        let manifest = TemplateManifest(
            variables: [.init(name: "first", default: "{{second}}"), .init(name: "second", default: "x")],
            files: [.init(template: "a", output: "b")]
        )

        #expect(throws: GeneratorError.unknownVariable("second", file: "m.json (default of \"first\")", line: 1)) {
            try TemplateVariables.resolve(manifest: manifest, builtIns: .builtIns(name: "A", app: "B"), manifestDisplay: "m.json")
        }
    }

    @Test func safeRelativePaths() {
        #expect(PackageLayout.safeRelativePath("Sources/App//Modules/./X.swift") == "Sources/App/Modules/X.swift")
        #expect(PackageLayout.safeRelativePath("/etc/passwd") == nil)
        #expect(PackageLayout.safeRelativePath("Sources/../../x") == nil)
        #expect(PackageLayout.safeRelativePath("~/x") == nil)
        #expect(PackageLayout.safeRelativePath("") == nil)
        #expect(PackageLayout.safeRelativePath("./") == nil)
    }
}
