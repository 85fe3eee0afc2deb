import Foundation
import Testing

@testable import ViperGenerator

@Suite struct ManifestTests {
    static let path = "Templates/viper-module/manifest.json"

    func problem(_ json: String) -> GeneratorError? {
        do {
            _ = try ManifestLoader.decode(json, display: Self.path)
            return nil
        } catch {
            return error
        }
    }

    @Test func decodesTheDocumentedManifest() throws {
        let manifest = try ManifestLoader.decode(FixturePackage.manifest, display: Self.path)

        #expect(manifest.summary == "A small test module")
        #expect(manifest.variables.map(\.name) == ["title", "route", "withEntity"])
        #expect(manifest.variables.first?.default == "{{Name}} screen")
        #expect(manifest.files.count == 3)
        #expect(manifest.files[1].when == "withEntity")
        #expect(
            manifest.route
                == .init(
                    template: "Route.swift.tmpl", file: "Sources/{{App}}/{{App}}App.swift", marker: "// viper:routes"
                ))
    }

    @Test func variablesAndRouteAreOptionalAndBooleanDefaultsAreAccepted() throws {
        let manifest = try ManifestLoader.decode(
            """
            {"variables": [{"name": "withTests", "default": false}], "files": [{"template": "a", "output": "b"}]}
            """, display: Self.path)

        #expect(manifest.variables == [.init(name: "withTests", default: "false")])
        #expect(manifest.route == nil)
    }

    @Test(arguments: [
        ("{\"files\": [", "not valid JSON"),
        ("{\n\"files\": x}", "not valid JSON (invalid value around line 2, column 10)"),
        ("[]", "the top level should be an object"),
        ("{\"summary\": \"x\"}", "missing key \"files\""),
        ("{\"files\": [{\"template\": \"a\"}]}", "missing key \"files[0].output\""),
        ("{\"files\": [{\"template\": \"a\", \"output\": 3}]}", "\"files[0].output\" should be a string"),
        ("{\"files\": {}}", "\"files\" should be a list"),
        ("{\"files\": [{\"template\": \"a\", \"output\": null}]}", "\"files[0].output\" is null"),
        ("{\"files\": []}", "\"files\" is empty"),
        (
            "{\"variables\": [{\"name\": \"x\", \"default\": 1}], \"files\": [{\"template\": \"a\", \"output\": \"b\"}]}",
            "\"variables[0].default\" should be a string"
        ),
        (
            "{\"files\": [{\"template\": \"a\", \"output\": \"b\", \"when\": \"withEntity\"}]}",
            "\"files[0].when\" names \"withEntity\", which is not a declared variable"
        ),
        (
            "{\"variables\": [{\"name\": \"Name\"}], \"files\": [{\"template\": \"a\", \"output\": \"b\"}]}",
            "redeclares the built-in variable \"Name\""
        ),
        (
            "{\"variables\": [{\"name\": \"a\"}, {\"name\": \"a\"}], \"files\": [{\"template\": \"a\", \"output\": \"b\"}]}",
            "\"variables[1].name\" declares \"a\" twice"
        ),
        (
            "{\"variables\": [{\"name\": \"my-var\"}], \"files\": [{\"template\": \"a\", \"output\": \"b\"}]}",
            "not a variable name"
        ),
        (
            "{\"files\": [{\"template\": \"a\", \"output\": \"b\"}], \"route\": {\"template\": \"r\", \"file\": \"f\"}}",
            "missing key \"route.marker\""
        ),
    ])
    func malformedManifestIsExplained(json: String, explanation: String) throws {
        let error = try #require(problem(json))
        guard case .malformedManifest(let path, let text) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(path == Self.path)
        #expect(text.contains(explanation), "\(text)")
        #expect(!error.message.contains("\n"))
        #expect(error.message.hasPrefix("malformed manifest \(Self.path): "))
    }

    @Test func malformedManifestRefusesTheRunWithOneLine() throws {
        let package = try FixturePackage(manifest: "{\"files\": [{\"template\": \"Entity.swift.tmpl\"}]}")
        defer { package.remove() }
        let before = package.snapshot()

        let result = package.new("CatchMonster")

        #expect(result.status == 1)
        #expect(
            result.errors == [
                "error: malformed manifest Templates/viper-module/manifest.json: missing key \"files[0].output\""
            ])
        #expect(package.snapshot() == before)
    }
}
