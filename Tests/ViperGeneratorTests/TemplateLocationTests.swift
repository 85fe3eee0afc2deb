import Foundation
import Testing

@testable import ViperGenerator

/// Where the templates come from: `--templates DIR`, else the Templates folder shipped beside the
/// executable, else the package's own `Templates`; `--template` names a template or a folder.
@Suite struct TemplateLocationTests {
    @Test func theShippedTemplatesAreFoundAboveTheExecutablesRealPath() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let templates = try scratch.writeCheckout("viper")
        try scratch.write("viper/.build/x86_64-unknown-linux-gnu/debug/viper", "binary")
        try FileManager.default.createSymbolicLink(
            at: scratch.url("viper/.build/debug"),
            withDestinationURL: scratch.url("viper/.build/x86_64-unknown-linux-gnu/debug")
        )

        for executable in [".build/debug/viper", ".build/x86_64-unknown-linux-gnu/debug/viper"] {
            #expect(BundledTemplates.locate(executable: scratch.url("viper/\(executable)")) == templates)
        }
    }

    @Test("a generator built outside its checkout (swift run --scratch-path …) finds the checkout's templates")
    func theCheckoutsTemplatesAreFoundWithoutTheExecutable() {
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        #expect(BundledTemplates.ofTheCheckout == checkout.appendingPathComponent("Templates", isDirectory: true).standardizedFileURL)
    }

    @Test func noShippedTemplatesWithoutAViperModuleManifestAbove() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write("tool/Templates/other/manifest.json", "{}")
        try scratch.write("tool/bin/viper", "binary")

        #expect(BundledTemplates.locate(executable: scratch.url("tool/bin/viper")) == nil)
        #expect(BundledTemplates.locate(executable: nil) == nil)
    }

    @Test func theShippedTemplatesWinOverThePackagesOwn() throws {
        let package = try FixturePackage()
        defer { package.remove() }
        try package.write(
            "Shipped/viper-module/manifest.json",
            """
            {"files": [{"template": "One.tmpl", "output": "Sources/{{App}}/{{Name}}Shipped.swift"}]}
            """)
        try package.write("Shipped/viper-module/One.tmpl", "enum {{Name}}Shipped {}\n")

        let result = package.run(["module", "Tiny", "--app", "Demo"], bundledTemplates: package.url("Shipped"))

        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == ["created Sources/Demo/TinyShipped.swift"])
    }

    @Test func templatesOptionWinsOverTheShippedTemplates() throws {
        let package = try FixturePackage()
        defer { package.remove() }

        let result = package.run(
            ["module", "Tiny", "--app", "Demo", "--templates", "Templates"],
            bundledTemplates: package.url("Nowhere")
        )

        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.first == "created Sources/Demo/Modules/Tiny/TinyContract.swift")
    }

    @Test(arguments: ["./Other/mini", "Other/mini"])
    func templateOptionTakesAFolderRelativeToTheCurrentFolder(_ path: String) throws {
        let package = try FixturePackage()
        defer { package.remove() }
        try package.write(
            "Sources/Demo/Other/mini/manifest.json",
            """
            {"files": [{"template": "One.tmpl", "output": "Sources/{{App}}/{{Name}}.swift"}]}
            """)
        try package.write("Sources/Demo/Other/mini/One.tmpl", "enum {{Name}} {}\n")

        let result = package.run(["module", "Tiny", "--app", "Demo", "--template", path], from: "Sources/Demo")

        #expect(result.status == 0, "\(result.errors)")
        #expect(try package.read("Sources/Demo/Tiny.swift") == "enum Tiny {}\n")
    }

    @Test func aTemplateFolderWithoutManifestIsRefused() throws {
        let package = try FixturePackage()
        defer { package.remove() }
        let before = package.snapshot()

        let result = package.run(["module", "Tiny", "--app", "Demo", "--template", "./Sources"])

        #expect(result.status == 1)
        #expect(
            result.errors == [
                "error: no manifest.json in ./Sources: --template PATH names a template folder holding a manifest.json"
            ])
        #expect(package.snapshot() == before)
    }

    @Test func helpListsTheTemplatesThatWouldBeUsed() throws {
        let package = try FixturePackage()
        defer { package.remove() }
        try package.write("Shipped/shipped-one/manifest.json", #"{"summary": "shipped", "files": [{"template": "a", "output": "b"}]}"#)
        try package.write("Mine/mine/manifest.json", #"{"summary": "mine", "files": [{"template": "a", "output": "b"}]}"#)
        let shipped = package.url("Shipped")

        let plain = package.run(["--help"], bundledTemplates: shipped)
        #expect(plain.output.contains("TEMPLATES (in Shipped):"))
        #expect(plain.output.contains("  shipped-one: shipped"))
        #expect(!plain.output.contains("  viper-module: A small test module"))

        for arguments in [["--help", "--templates", "Mine"], ["module", "--templates=Mine", "-h"]] {
            let chosen = package.run(arguments, bundledTemplates: shipped)
            #expect(chosen.status == 0)
            #expect(chosen.output.contains("TEMPLATES (in Mine):"))
            #expect(chosen.output.contains("  mine: mine"))
            #expect(!chosen.output.contains("  shipped-one: shipped"))
        }
    }
}
