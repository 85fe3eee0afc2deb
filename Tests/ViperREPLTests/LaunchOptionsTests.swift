import Foundation
import Testing
import Viper
import Darts
import EventMap
import SeaWorld
@testable import ViperREPL

@MainActor
@Suite("Command line")
struct LaunchOptionsTests {
    let apps: [any ViperApp] = [SeaWorldApp(), DartsApp()]

    @Test func readsTheAppAndEveryOption() throws {
        let options = try LaunchOptions.parse(
            ["seaworld", "--seed", "7", "--json", "--clock=system", "--width", "100", "--lang", "ru", "--no-color", "--strict", "--data-dir", "/tmp/x", "--rows", "20", "--cols=30"],
            apps: apps
        )
        #expect(options.appName == "seaworld")
        #expect(options.settings.seed == 7)
        #expect(options.settings.json && options.settings.strict && options.noColor)
        #expect(options.clockGiven == .system)
        #expect(options.widthGiven == 100)
        #expect(options.languageGiven == .ru)
        #expect(options.settings.dataDirectory == "/tmp/x")
        #expect(options.settings.appOptions == AppOptionValues(["rows": .integer(20), "cols": .integer(30)]))
    }

    @Test func withoutSeedEachLaunchDrawsANewWorldAndSeedGivesTheSameOneAgain() throws {
        let seeds = try (0..<3).map { _ in try LaunchOptions.parse(["seaworld"], apps: apps).settings.seed }
        #expect(Set(seeds).count == 3, "three launches, three worlds: \(seeds)")
        #expect(try LaunchOptions.parse(["seaworld", "--seed", "4"], apps: apps).settings.seed == 4)
    }

    @Test func startTimeTakesAnISO8601InstantWithItsZone() throws {
        let utc = try LaunchOptions.parse(["--start-time", "2026-01-01T00:00:00Z"], apps: apps)
        #expect(utc.startTimeGiven == VirtualClock.fixedStart)
        let moscow = try LaunchOptions.parse(["--start-time=2026-01-01T03:00:00.250+03:00"], apps: apps)
        #expect(moscow.startTimeGiven == VirtualClock.fixedStart.addingTimeInterval(0.25))
        #expect(try LaunchOptions.parse([], apps: apps).startTimeGiven == nil)
    }

    @Test func everyMistakeIsOneLineNamingIt() {
        let cases: [([String], String)] = [
            (["seawrld"], "unknown app \"seawrld\"; did you mean \"seaworld\"? Apps: seaworld, darts."),
            (["nosuchthing"], "unknown app \"nosuchthing\". Apps: seaworld, darts."),
            (["--bogus"], "unknown option --bogus; see viper --help"),
            (["seaworld", "--bogus", "1"], "unknown option --bogus; see viper seaworld --help"),
            (["--rows", "3"], "unknown option --rows; see viper --help"),
            (["seaworld", "--rows", "0"], "--rows takes a whole number from 1 to 2000, not \"0\""),
            (["--seed", "-1"], "--seed takes a whole number from 0 to 18446744073709551615, not \"-1\""),
            (["--clock", "fast"], "--clock takes virtual or system, not \"fast\""),
            (["--start-time", "yesterday"], "--start-time takes an ISO 8601 date and time such as 2026-01-01T00:00:00Z, not \"yesterday\""),
            (["--start-time", "2026-01-01"], "--start-time takes an ISO 8601 date and time such as 2026-01-01T00:00:00Z, not \"2026-01-01\""),
            (["--start-time=2026-01-01T00:00:00Z", "--clock", "system"], "--start-time sets where the virtual clock starts; it cannot go with --clock system"),
            (["--width", "5"], "--width takes a whole number from 24 to 1000, not \"5\""),
            (["--lang", "de"], "--lang takes en or ru, not \"de\""),
            (["seaworld", "--rows"], "Missing value for '--rows <N>'; see viper seaworld --help"),
            (["--script"], "Missing value for '--script <script>'"),
            (["seaworld", "seaworld"], "unexpected argument \"seaworld\"; name one app"),
        ]
        for (arguments, message) in cases {
            #expect(throws: LaunchError(message), "\(arguments)") { try LaunchOptions.parse(arguments, apps: apps) }
        }
    }

    @Test func anExecutableOfOneAppTakesTheAppsOptionsAndNamesItselfInMessages() throws {
        let one: [any ViperApp] = [EventMapApp()]
        let options = try LaunchOptions.parse(["--server", "http://127.0.0.1:8080"], apps: one, program: "events")
        #expect(options.settings.appOptions.text("server") == "http://127.0.0.1:8080")
        #expect(options.appName == "eventmap")
        #expect(throws: LaunchError("unknown option --rows; see events --help")) { try LaunchOptions.parse(["--rows", "3"], apps: one, program: "events") }
        #expect(throws: LaunchError("unexpected argument \"seaworld\"")) { try LaunchOptions.parse(["seaworld"], apps: one, program: "events") }
    }

    @Test func helpListsTheCommonOptionsAndTheAppsOwn() {
        let general = Usage.text(apps: apps, app: nil, language: .en)
        #expect(general.contains("--script FILE"))
        #expect(general.contains("seaworld"))
        #expect(!general.contains("--rows"))
        let seaWorld = Usage.text(apps: apps, app: SeaWorldApp(), language: .en)
        #expect(seaWorld.contains("--rows N"))
        #expect(seaWorld.contains("--cols N"))
        #expect(Usage.text(apps: apps, app: SeaWorldApp(), language: .ru).contains("строк в море"))
    }
}
