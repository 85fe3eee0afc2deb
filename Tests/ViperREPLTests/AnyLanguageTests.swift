import Foundation
import Testing
import Viper
import ViperTesting

@testable import ViperREPL

/// A language is any tag an app ships: `--lang de` for an app with a German catalog.
@MainActor
@Suite("Any language")
struct AnyLanguageTests {
    let console = BufferConsole()
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// The greeter's first screen, launched with `arguments` in `environment`.
    func screen(_ arguments: [String], environment: [String: String] = [:]) async throws -> String {
        let options = try LaunchOptions.parse(arguments, apps: [GreeterApp()])
        var settings = options.settings
        settings.language = options.language(environment: environment)
        settings.width = 60
        settings.dataDirectory = folder.url.path
        let session = Session(apps: [GreeterApp()], settings: settings, console: console)
        try await session.start(app: "greeter")
        return console.text
    }

    @Test func langDeShowsTheGermanCatalogAndAMissingKeyInEnglish() async throws {
        let shown = try await screen(["--lang", "de"])
        #expect(shown.contains("Grüßer"))
        #expect(shown.contains("Hallo, Ada!"))
        #expect(shown.contains("3 Äpfel"))
        #expect(shown.contains("Goodbye"), "German has no farewell: the base language's")
        #expect(!shown.contains("Hello"))
    }

    @Test func theEnvironmentsLocaleNamesTheLanguageWhenTheAppShipsIt() async throws {
        #expect(try await screen([], environment: ["LANG": "de_DE.UTF-8"]).contains("Hallo, Ada!"))
    }

    @Test func aLocaleTheAppDoesNotShipFallsBackToItsBaseLanguage() async throws {
        #expect(try await screen([], environment: ["LANG": "fr_FR.UTF-8"]).contains("Hello, Ada!"))
    }

    @Test func aTagTheAppDoesNotShipOrAMalformedOneIsRefusedInOneLineNamingTheShippedOnes() {
        #expect(throws: LaunchError("--lang fr: greeter ships en, de")) { try LaunchOptions.parse(["--lang", "fr"], apps: [GreeterApp()]) }
        #expect(throws: LaunchError("--lang \"d e\" is not a language tag; greeter ships en, de")) {
            try LaunchOptions.parse(["--lang", "d e"], apps: [GreeterApp()])
        }
    }

    @Test func aTagIsTakenInAnyCaseAndWithAnUnderscore() async throws {
        let options = try LaunchOptions.parse(["--lang", "DE"], apps: [GreeterApp()])
        #expect(options.language(environment: [:]) == Language("de"))
    }

    @Test func theCatalogCheckFindsTheKeyGermanLacks() {
        withKnownIssue {
            expectCompleteCatalog(of: GreeterApp())
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["de: no \"farewell\""]
        }
    }

    @Test func theREPLsAndTheFrameworksCatalogsAreComplete() {
        expectCompleteCatalog(REPLStrings.catalog)
        expectCompleteCatalog(FrameworkStrings.catalog)
    }
}
