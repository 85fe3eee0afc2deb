import Foundation
import Testing

@testable import ViperGenerator

/// `viper new module <Name> --app <App> --root`: the app starts on the new module.
@Suite("viper new module --root")
struct RootModuleTests {
    static let appFile = "Sources/Demo/DemoApp.swift"

    /// The fixture's app, with a `root` spelled as `declaration`, routes registered in the same file.
    private func package(root declaration: String) throws -> FixturePackage {
        let package = try FixturePackage()
        try package.write(
            Self.appFile,
            FixturePackage.appFile.replacingOccurrences(of: "struct DemoApp: ViperApp {\n", with: "struct DemoApp: ViperApp {\n    \(declaration)\n"))
        return package
    }

    @Test(
        "the app's root names the module, in either spelling, beside the route registered in the same file",
        arguments: [
            ("public var root: DemoDestination { .home }", "public var root: DemoDestination { .catchMonster }"),
            ("public let root = DemoDestination.home", "public let root = DemoDestination.catchMonster"),
            ("var root: DemoDestination {\n        .home\n    }", "var root: DemoDestination {\n        .catchMonster\n    }"),
        ])
    func pointsTheRootAtTheModule(_ declaration: String, expected: String) throws {
        let package = try package(root: declaration)
        defer { package.remove() }

        let result = package.new("CatchMonster", "--root")

        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.suffix(2) == ["registered route \"catch-monster\" in \(Self.appFile)", "started the app on .catchMonster in \(Self.appFile)"])
        let app = try package.read(Self.appFile)
        #expect(app.contains(expected))
        #expect(app.contains("router.register(\"catch-monster\") { CatchMonsterAssembly.build() }\n        // viper:routes"))
    }

    @Test("a dry run says so and changes nothing; a module that is the root already is left as it is")
    func dryRunAndAlreadyRoot() throws {
        let package = try package(root: "public var root: DemoDestination { .catchMonster }")
        defer { package.remove() }
        let before = package.snapshot()

        let dry = package.new("Other", "--root", "--dry-run")
        #expect(dry.output.last == "would start the app on .other in \(Self.appFile)")
        #expect(package.snapshot() == before)

        let again = package.new("CatchMonster", "--root", "--no-route")
        #expect(again.status == 0, "\(again.errors)")
        #expect(again.output.last == "the app already starts on .catchMonster in \(Self.appFile)")
    }

    @Test("an app whose root is not a case of its destinations is refused in one line, and nothing is written")
    func noRootDeclaration() throws {
        let package = try package(root: "public var root: DemoDestination { makeRoot() }")
        defer { package.remove() }
        let before = package.snapshot()

        let result = package.new("CatchMonster", "--root")

        #expect(result.status == 1)
        #expect(
            result.errors == [
                "error: cannot make the module the app's root: no \"var root: … { .name }\" or \"let root = ….name\" in \(Self.appFile)"
            ])
        #expect(package.snapshot() == before)
    }
}
