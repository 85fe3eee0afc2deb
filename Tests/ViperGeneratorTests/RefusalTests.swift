import Foundation
import Testing

@testable import ViperGenerator

/// Generations that are refused: exit status 1, exactly one `error: …` line, nothing written.
@Suite struct RefusalTests {
    /// Runs `arguments` and checks the refusal shape; returns the error line.
    func refusal(
        _ package: FixturePackage,
        _ arguments: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String {
        let before = package.snapshot()
        let result = package.run(arguments)
        #expect(result.status == 1, sourceLocation: sourceLocation)
        #expect(result.output.isEmpty, sourceLocation: sourceLocation)
        #expect(result.errors.count == 1, "\(result.errors)", sourceLocation: sourceLocation)
        #expect(package.snapshot() == before, "something was written", sourceLocation: sourceLocation)
        return result.errors.first ?? ""
    }

    @Test(arguments: ["123", "my-module", "catchMonster", "", "Catch_Monster", "Café"])
    func invalidModuleName(_ name: String) throws {
        let package = try FixturePackage()
        defer { package.remove() }

        let line = refusal(package, ["module", name, "--app", "Demo"])

        #expect(
            line == "error: invalid module name \"\(name)\": use UpperCamelCase letters and digits, "
                + "starting with a capital (e.g. CatchMonster)")
    }

    @Test func existingModuleIsNotOverwrittenWithoutForce() throws {
        let package = try FixturePackage()
        defer { package.remove() }
        #expect(package.new("CatchMonster").status == 0)
        try package.write(GenerationTests.contract, "// edited by hand\n")

        let line = refusal(package, ["module", "CatchMonster", "--app", "Demo"])

        #expect(
            line == "error: module CatchMonster already exists (\(GenerationTests.contract)); "
                + "use --force to overwrite it")
        #expect(try package.read(GenerationTests.contract) == "// edited by hand\n")
    }

    @Test func oneExistingOutputFileIsEnoughToRefuse() throws {
        let package = try FixturePackage()
        defer { package.remove() }
        try package.write(GenerationTests.presenterTests, "// already here\n")

        let line = refusal(package, ["module", "CatchMonster", "--app", "Demo", "--dry-run"])

        #expect(line.contains("module CatchMonster already exists (\(GenerationTests.presenterTests))"))
        #expect(!package.exists(GenerationTests.contract))
    }

    @Test func unknownAppListsTheAppsFound() throws {
        let package = try FixturePackage()
        defer { package.remove() }
        try package.write("Sources/MonsterHunt/MonsterHuntApp.swift", "@main struct MonsterHuntApp: ViperApp {}\n")
        try package.write("Sources/Library/Helpers.swift", "enum Helpers {}\n")

        let line = refusal(package, ["module", "CatchMonster", "--app", "Pokedex"])

        #expect(line == "error: unknown app \"Pokedex\": there is no folder Sources/Pokedex; apps found: Demo, MonsterHunt")
    }

    @Test func appMustBeAFolderNameInSources() throws {
        let package = try FixturePackage()
        defer { package.remove() }

        let line = refusal(package, ["module", "CatchMonster", "--app", "../Templates"])

        #expect(line.hasPrefix("error: unknown app \"../Templates\""))
    }

    @Test func unknownTemplateListsTheTemplatesAvailable() throws {
        let package = try FixturePackage()
        defer { package.remove() }
        try package.write("Templates/tiny/manifest.json", "{\"files\": []}")
        try package.write("Templates/notes/README.md", "not a template\n")

        let line = refusal(package, ["module", "CatchMonster", "--app", "Demo", "--template", "screen"])

        #expect(
            line == "error: unknown template \"screen\" in Templates; templates available: tiny, viper-module "
                + "(--templates DIR picks another folder, --template PATH a template folder directly)")
    }

    @Test func missingTemplatesFolderSaysNoneWereFound() throws {
        let package = try FixturePackage()
        defer { package.remove() }

        let line = refusal(package, ["module", "CatchMonster", "--app", "Demo", "--templates", "Nowhere"])

        #expect(line.hasPrefix("error: unknown template \"viper-module\" in Nowhere; no templates found there"))
    }

    @Test func undeclaredSetKeyListsTheDeclaredVariables() throws {
        let package = try FixturePackage()
        defer { package.remove() }

        let line = refusal(package, ["module", "CatchMonster", "--app", "Demo", "--set", "colour=red"])

        #expect(line == "error: --set colour: no such template variable; the template declares: title, route, withEntity")
    }

    @Test func builtInVariablesCannotBeSet() throws {
        let package = try FixturePackage()
        defer { package.remove() }

        let line = refusal(package, ["module", "CatchMonster", "--app", "Demo", "--set", "Name=Other"])

        #expect(line.hasPrefix("error: --set Name: no such template variable"))
    }

    @Test func conditionMustBeTrueOrFalse() throws {
        let package = try FixturePackage()
        defer { package.remove() }

        let line = refusal(package, ["module", "CatchMonster", "--app", "Demo", "--set", "withEntity=yes"])

        #expect(line.hasPrefix("error: variable \"withEntity\" must be true or false, got \"yes\""))
    }

    @Test func unknownVariableInATemplateNamesTheFileAndLine() throws {
        var templates = FixturePackage.templates
        templates["Entity.swift.tmpl"] = "// {{Name}}\n\nstruct {{Nmae}}Entity {}\n"
        let package = try FixturePackage(templates: templates)
        defer { package.remove() }

        let line = refusal(package, ["module", "CatchMonster", "--app", "Demo"])

        #expect(line == "error: unknown variable \"Nmae\" in Templates/viper-module/Entity.swift.tmpl line 3")
    }

    @Test func unknownVariableInAnExcludedBlockIsStillAnError() throws {
        var templates = FixturePackage.templates
        templates["PresenterTests.swift.tmpl"] = "{{^withEntity}}\n{{nothing}}\n{{/withEntity}}\n"
        let package = try FixturePackage(templates: templates)
        defer { package.remove() }

        let line = refusal(package, ["module", "CatchMonster", "--app", "Demo"])

        #expect(line == "error: unknown variable \"nothing\" in Templates/viper-module/PresenterTests.swift.tmpl line 2")
    }

    @Test func unclosedBlockNamesTheFileAndLine() throws {
        var templates = FixturePackage.templates
        templates["Contract.swift.tmpl"] = "protocol {{Name}}View {}\n{{#withEntity}}\ntypealias Model = {{Name}}Entity\n"
        let package = try FixturePackage(templates: templates)
        defer { package.remove() }

        let line = refusal(package, ["module", "CatchMonster", "--app", "Demo"])

        #expect(
            line == "error: unclosed block \"withEntity\" opened in Templates/viper-module/Contract.swift.tmpl "
                + "line 2: add {{/withEntity}}")
    }

    @Test func missingTemplateFileIsNamed() throws {
        var templates = FixturePackage.templates
        templates["Entity.swift.tmpl"] = nil
        let package = try FixturePackage(templates: templates)
        defer { package.remove() }

        let line = refusal(package, ["module", "CatchMonster", "--app", "Demo"])

        #expect(line == "error: cannot read Templates/viper-module/Entity.swift.tmpl: no such file")
    }

    @Test func missingRouteMarkerIsNamed() throws {
        let package = try FixturePackage()
        defer { package.remove() }
        try package.write("Sources/Demo/DemoApp.swift", "@main struct DemoApp: ViperApp {}\n")

        let line = refusal(package, ["module", "CatchMonster", "--app", "Demo"])

        #expect(line == "error: cannot register the route: no \"// viper:routes\" line in Sources/Demo/DemoApp.swift")
    }

    @Test func appWithoutAViperAppTypeIsRefused() throws {
        let package = try FixturePackage()
        defer { package.remove() }
        try FileManager.default.removeItem(at: package.url("Sources/Demo/DemoApp.swift"))
        try package.write("Sources/Demo/Main.swift", "// the app lives here\n")

        let line = refusal(package, ["module", "CatchMonster", "--app", "Demo"])

        #expect(
            line == "error: Sources/Demo is not an app: none of its Swift files declares a type conforming to "
                + "ViperApp (e.g. public struct DemoApp: ViperApp {)")
    }

    @Test func outputPathsMustStayInsideThePackage() throws {
        let manifest = """
            {"files": [{"template": "Entity.swift.tmpl", "output": "../{{Name}}.swift"}]}
            """
        let package = try FixturePackage(manifest: manifest)
        defer { package.remove() }

        let line = refusal(package, ["module", "CatchMonster", "--app", "Demo"])

        #expect(line.hasPrefix("error: path \"../CatchMonster.swift\" (output of Entity.swift.tmpl"))
        #expect(
            !FileManager.default.fileExists(
                atPath: package.root.deletingLastPathComponent()
                    .appendingPathComponent("CatchMonster.swift").path))
    }

    @Test func twoFilesWritingTheSamePathAreRefused() throws {
        let manifest = """
            {"files": [
              {"template": "Entity.swift.tmpl", "output": "Sources/{{App}}/{{Name}}.swift"},
              {"template": "PresenterTests.swift.tmpl", "output": "Sources/{{App}}/./{{Name}}.swift"}
            ]}
            """
        let package = try FixturePackage(manifest: manifest)
        defer { package.remove() }

        let line = refusal(package, ["module", "CatchMonster", "--app", "Demo"])

        #expect(line == "error: two template files would both write Sources/Demo/CatchMonster.swift")
    }

    @Test func aFolderWhereAFileGoesIsRefused() throws {
        let package = try FixturePackage()
        defer { package.remove() }
        try FileManager.default.createDirectory(
            at: package.url(GenerationTests.entity), withIntermediateDirectories: true
        )

        let line = refusal(package, ["module", "CatchMonster", "--app", "Demo", "--force"])

        #expect(line == "error: cannot write \(GenerationTests.entity): a folder is in the way")
    }

    @Test func aFileWhereAFolderGoesIsRefused() throws {
        let package = try FixturePackage()
        defer { package.remove() }
        try package.write("Tests/DemoTests", "not a folder\n")

        let line = refusal(package, ["module", "CatchMonster", "--app", "Demo"])

        #expect(line == "error: cannot write \(GenerationTests.presenterTests): Tests/DemoTests is a file, not a folder")
    }

    @Test func outsideAPackageTheErrorSaysSo() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("viper-generator-no-package-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var output: [String] = []
        var errors: [String] = []

        let status = GeneratorCLI.run(
            arguments: ["module", "CatchMonster", "--app", "Demo"],
            workingDirectory: folder,
            bundledTemplates: nil,
            output: { output.append($0) },
            errors: { errors.append($0) }
        )

        #expect(status == 1)
        #expect(output.isEmpty)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("error: no Package.swift in \(folder.standardizedFileURL.path)") == true)
    }
}
