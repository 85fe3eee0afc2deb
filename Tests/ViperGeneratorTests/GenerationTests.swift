import Foundation
import Testing

@testable import ViperGenerator

/// `viper new module …` runs that succeed, end to end in a temporary package.
@Suite struct GenerationTests {
    static let contract = "Sources/Demo/Modules/CatchMonster/CatchMonsterContract.swift"
    static let entity = "Sources/Demo/Modules/CatchMonster/CatchMonsterEntity.swift"
    static let presenterTests = "Tests/DemoTests/CatchMonster/CatchMonsterPresenterTests.swift"
    static let appFile = "Sources/Demo/DemoApp.swift"

    @Test func rendersFilesWithSubstitutionsAndDerivedNames() throws {
        let package = try FixturePackage()
        defer { package.remove() }

        let result = package.new("CatchMonster")

        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        #expect(
            result.output == [
                "created \(Self.contract)",
                "created \(Self.entity)",
                "created \(Self.presenterTests)",
                "registered route \"catch-monster\" in \(Self.appFile)",
            ])
        #expect(
            try package.read(Self.contract) == """
                // CatchMonsterContract.swift, module of Demo (demo)
                protocol CatchMonsterView: AnyObject {
                    func show(title: String) // "CatchMonster screen"
                }
                typealias CatchMonsterModel = CatchMonsterEntity
                let catchMonsterRoute = "catch-monster"

                """)
        #expect(try package.read(Self.entity) == "struct CatchMonsterEntity: Equatable {}\n")
        #expect(try package.read(Self.presenterTests) == "@testable import Demo\n// tests of CatchMonsterPresenter\n")
    }

    @Test func derivesLowerCamelAndKebabNamesFromAcronyms() throws {
        let package = try FixturePackage()
        defer { package.remove() }

        let result = package.new("HTTPStatus")

        #expect(result.status == 0)
        #expect(result.output.last == "registered route \"http-status\" in \(Self.appFile)")
        let contract = try package.read("Sources/Demo/Modules/HTTPStatus/HTTPStatusContract.swift")
        #expect(contract.contains("let httpStatusRoute = \"http-status\""))
        #expect(contract.contains("protocol HTTPStatusView: AnyObject"))
    }

    @Test func optionalFileAndBlocksFollowTheVariable() throws {
        let package = try FixturePackage()
        defer { package.remove() }

        let result = package.new("CatchMonster", "--set", "withEntity=false")

        #expect(result.status == 0)
        #expect(
            result.output == [
                "created \(Self.contract)",
                "created \(Self.presenterTests)",
                "registered route \"catch-monster\" in \(Self.appFile)",
            ])
        #expect(!package.exists(Self.entity))
        let contract = try package.read(Self.contract)
        #expect(contract.contains("}\ntypealias CatchMonsterModel = Void\nlet catchMonsterRoute"))
        #expect(!contract.contains("CatchMonsterEntity"))
        #expect(!contract.contains("{{"))
    }

    @Test func setOverridesDefaultsAndTheRouteName() throws {
        let package = try FixturePackage()
        defer { package.remove() }

        let result = package.run(["module", "CatchMonster", "--app=Demo", "--set", "title=Hunt!", "--set=route=hunt"])

        #expect(result.status == 0)
        #expect(result.output.last == "registered route \"hunt\" in \(Self.appFile)")
        let contract = try package.read(Self.contract)
        #expect(contract.contains("func show(title: String) // \"Hunt!\""))
        #expect(contract.contains("let catchMonsterRoute = \"hunt\""))
        #expect(try package.read(Self.appFile).contains("router.register(\"hunt\") { CatchMonsterAssembly.build() }"))
    }

    @Test func insertsTheRouteAboveTheMarkerWithItsIndentation() throws {
        let package = try FixturePackage()
        defer { package.remove() }

        #expect(package.new("CatchMonster").status == 0)
        #expect(package.new("ReleaseMonster").status == 0)

        #expect(
            try package.read(Self.appFile) == """
                import Viper

                @main
                struct DemoApp: ViperApp {
                    static func register(_ router: Router) {
                        router.register("home") { HomeAssembly.build() }
                        router.register("catch-monster") { CatchMonsterAssembly.build() }
                        router.register("release-monster") { ReleaseMonsterAssembly.build() }
                        // viper:routes
                    }
                }

                """)
    }

    @Test func regeneratingWithForceOverwritesAndDoesNotDuplicateTheRoute() throws {
        let package = try FixturePackage()
        defer { package.remove() }
        #expect(package.new("CatchMonster").status == 0)
        let appAfterFirstRun = try package.read(Self.appFile)
        try package.write(Self.contract, "// edited by hand\n")

        let result = package.new("CatchMonster", "--force")

        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        #expect(
            result.output == [
                "overwrote \(Self.contract)",
                "overwrote \(Self.entity)",
                "overwrote \(Self.presenterTests)",
                "route \"catch-monster\" already registered in \(Self.appFile)",
            ])
        #expect(try package.read(Self.contract).hasPrefix("// CatchMonsterContract.swift"))
        #expect(try package.read(Self.appFile) == appAfterFirstRun)
    }

    @Test func dryRunWritesNothingAndListsWhatItWouldWrite() throws {
        let package = try FixturePackage()
        defer { package.remove() }
        let before = package.snapshot()

        let result = package.new("CatchMonster", "--dry-run")

        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        #expect(
            result.output == [
                "would create \(Self.contract)",
                "would create \(Self.entity)",
                "would create \(Self.presenterTests)",
                "would register route \"catch-monster\" in \(Self.appFile)",
            ])
        #expect(package.snapshot() == before)
    }

    @Test func dryRunWithForceSaysWhatItWouldOverwrite() throws {
        let package = try FixturePackage()
        defer { package.remove() }
        #expect(package.new("CatchMonster").status == 0)
        let before = package.snapshot()

        let result = package.new("CatchMonster", "--dry-run", "--force")

        #expect(result.status == 0)
        #expect(result.output.first == "would overwrite \(Self.contract)")
        #expect(result.output.last == "route \"catch-monster\" already registered in \(Self.appFile)")
        #expect(package.snapshot() == before)
    }

    @Test func findsThePackageFromAFolderInsideIt() throws {
        let package = try FixturePackage()
        defer { package.remove() }

        let result = package.run(["module", "CatchMonster", "--app", "Demo"], from: "Sources/Demo")

        #expect(result.status == 0)
        #expect(result.output.first == "created \(Self.contract)")
        #expect(package.exists(Self.contract))
    }

    @Test func usesATemplateFromTheTemplatesOption() throws {
        let package = try FixturePackage()
        defer { package.remove() }
        try package.write(
            "Other/Templates/mini/manifest.json",
            """
            {"files": [{"template": "One.tmpl", "output": "Sources/{{App}}/{{Name}}.swift"}]}
            """)
        try package.write("Other/Templates/mini/One.tmpl", "enum {{Name}} {}\n")
        let appBefore = try package.read(Self.appFile)

        let result = package.run(
            ["module", "Tiny", "--app", "Demo", "--templates", "Templates", "--template", "mini"],
            from: "Other"
        )

        #expect(result.status == 0)
        #expect(result.output == ["created Sources/Demo/Tiny.swift"])
        #expect(try package.read("Sources/Demo/Tiny.swift") == "enum Tiny {}\n")
        #expect(try package.read(Self.appFile) == appBefore)
    }

    @Test func helpPrintsUsageAndTheTemplatesVariables() throws {
        let package = try FixturePackage()
        defer { package.remove() }

        for arguments in [["--help"], ["module", "--help"], ["module", "CatchMonster", "-h"]] {
            let result = package.run(arguments)
            #expect(result.status == 0)
            #expect(result.errors.isEmpty)
            #expect(result.output.first == "USAGE: viper new module <Name> --app <App> [options]")
            #expect(result.output.contains("  viper-module: A small test module"))
            #expect(result.output.contains { $0.contains("--set withEntity=") && $0.contains("generate the Entity file") })
        }
        #expect(package.snapshot()[Self.contract] == nil)
    }
}
