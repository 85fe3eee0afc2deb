import Foundation
import Testing

@testable import ViperGenerator

@Suite struct ArgumentTests {
    func parse(_ arguments: [String]) -> Result<Invocation, GeneratorError> {
        Result { () throws(GeneratorError) in try NewCommandLine.parse(arguments) }
    }

    @Test func parsesEveryOption() {
        let parsed = parse([
            "module", "CatchMonster", "--app", "MonsterHunt", "--template", "screen", "--templates=../T",
            "--set", "title=Catch", "--set", "withEntity=false", "--set=note=a=b", "--dry-run", "--force",
        ])

        #expect(
            parsed
                == .success(
                    .newModule(
                        NewModuleCommand(
                            name: "CatchMonster",
                            app: "MonsterHunt",
                            template: "screen",
                            templatesFolder: "../T",
                            assignments: ["title": "Catch", "withEntity": "false", "note": "a=b"],
                            dryRun: true,
                            force: true
                        ))))
    }

    @Test func defaultsAndOptionsBeforeTheName() {
        #expect(
            parse(["module", "--app", "Demo", "CatchMonster"])
                == .success(
                    .newModule(
                        NewModuleCommand(name: "CatchMonster", app: "Demo")
                    )))
    }

    @Test func parsesTheNewModuleOptions() {
        #expect(
            parse(["module", "Tasks", "--app", "Todo", "--package", "../todo", "--template", "./t", "--no-route"])
                == .success(
                    .newModule(
                        NewModuleCommand(
                            name: "Tasks", app: "Todo", template: "./t", packageFolder: "../todo", registersRoute: false
                        ))))
    }

    @Test func parsesNewApp() {
        #expect(parse(["app", "Todo"]) == .success(.newApp(NewAppCommand(name: "Todo"))))
        #expect(
            parse(["app", "--path=apps/todo", "Todo", "--viper", "../viper", "--templates", "T"])
                == .success(.newApp(NewAppCommand(name: "Todo", path: "apps/todo", viper: "../viper", templatesFolder: "T"))))
        #expect(parse(["app", "Todo", "--set", "title=My notes"]) == .success(.newApp(NewAppCommand(name: "Todo", assignments: ["title": "My notes"]))))
    }

    @Test(arguments: [
        (["app"], GeneratorError.missingAppName),
        (["app", "Todo", "--app", "X"], .badArguments("Unknown option '--app'. Did you mean '--path'?")),
        (["app", "Todo", "--force"], .badArguments("Unknown option '--force'")),
        (["app", "Todo", "Other"], .badArguments("Unexpected argument 'Other'")),
        (["app", "Todo", "--path"], .badArguments("Missing value for '--path <path>'")),
    ])
    func newAppUsageErrors(_ arguments: [String], expected: GeneratorError) {
        #expect(parse(arguments) == .failure(expected))
        #expect(expected.isUsageError)
    }

    @Test func helpRemembersTheTemplatesOption() {
        #expect(parse(["--help", "--templates", "T"]) == .success(.help(templatesFolder: "T")))
        #expect(parse(["app", "--templates=T", "-h"]) == .success(.help(templatesFolder: "T")))
    }

    @Test func anEmptyNameIsLeftForValidation() {
        #expect(parse(["module", "", "--app", "Demo"]) == .success(.newModule(NewModuleCommand(name: "", app: "Demo"))))
    }

    @Test(arguments: [["--help"], ["-h"], ["help"], ["module", "--help"], ["module", "X", "--app", "Demo", "-h"]])
    func help(_ arguments: [String]) {
        #expect(parse(arguments) == .success(.help(templatesFolder: nil)))
    }

    @Test(arguments: [
        ([], GeneratorError.missingSubcommand),
        (["--app", "Demo"], .missingSubcommand),
        (["screen", "CatchMonster"], .unknownSubcommand("screen")),
        (["module", "CatchMonster", "--app", "Demo", "--bogus"], .badArguments("Unknown option '--bogus'")),
        (["module", "CatchMonster", "--app", "Demo", "--force=yes"], .badArguments("The option '--force' does not take any value, but 'yes' was specified.")),
        (["module", "CatchMonster", "--app"], .badArguments("Missing value for '--app <app>'")),
        (["module", "CatchMonster", "--app", "--dry-run"], .badArguments("Missing value for '--app <app>'")),
        (["module", "CatchMonster", "--app="], .badArguments("Missing value for '--app <app>'")),
        (["module", "CatchMonster", "--app", "Demo", "--template"], .badArguments("Missing value for '--template <template>'")),
        (["module", "CatchMonster", "Extra", "--app", "Demo"], .badArguments("Unexpected argument 'Extra'")),
        (["module", "--app", "Demo"], .missingModuleName),
        (["module", "CatchMonster"], .missingApp),
        (["module", "CatchMonster", "--app", "Demo", "--set", "title"], .malformedAssignment("title")),
        (["module", "CatchMonster", "--app", "Demo", "--set", "=x"], .malformedAssignment("=x")),
        (["module", "CatchMonster", "--app", "Demo", "--set", "title=Say \"hi\""], .unsafeValue(key: "title")),
        (["module", "CatchMonster", "--app", "Demo", "--set", "title=back\\slash"], .unsafeValue(key: "title")),
        (["module", "CatchMonster", "--app", "Demo", "--set", "title=two\nlines"], .unsafeValue(key: "title")),
    ])
    func usageErrors(_ arguments: [String], expected: GeneratorError) {
        #expect(parse(arguments) == .failure(expected))
        #expect(expected.isUsageError)
    }

    @Test(arguments: [
        ["module", "CatchMonster", "--app", "Demo", "--bogus"],
        ["module", "CatchMonster", "--app"],
        ["module", "--app", "Demo"],
        ["module", "CatchMonster"],
        ["screen", "CatchMonster", "--app", "Demo"],
        [],
    ])
    func usageErrorsExitWithStatusTwoAndAHint(_ arguments: [String]) throws {
        let package = try FixturePackage()
        defer { package.remove() }
        let before = package.snapshot()

        let result = package.run(arguments)

        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors.count == 2)
        #expect(result.errors.first?.hasPrefix("error: ") == true)
        #expect(result.errors.last == "hint: run `viper new --help` for usage")
        #expect(package.snapshot() == before)
    }

    @Test func unknownOptionMessage() throws {
        let package = try FixturePackage()
        defer { package.remove() }

        let result = package.new("CatchMonster", "--frobnicate")

        #expect(result.errors.first == "error: Unknown option '--frobnicate'")
    }

    @Test func unknownSubcommandMessage() throws {
        let package = try FixturePackage()
        defer { package.remove() }

        let result = package.run(["screen", "X"])

        #expect(result.errors.first == "error: unknown kind \"screen\": viper new can only create a \"module\" or an \"app\"")
    }
}
