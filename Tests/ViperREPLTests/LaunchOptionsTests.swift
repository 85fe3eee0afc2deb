import Darts
import EventMap
import Foundation
import SeaWorld
import Testing
import Viper

@testable import ViperREPL

@MainActor
@Suite("Command line")
struct LaunchOptionsTests {
    let apps: [any ViperApp] = [SeaWorldApp(), DartsApp()]

    @Test func readsTheAppAndEveryOptionTyped() throws {
        let options = try LaunchOptions.parse(
            [
                "seaworld", "--seed", "7", "--json", "--clock=system", "--width", "100", "--lang", "ru", "--no-color", "--strict", "--data-dir", "/tmp/x",
                "--rows", "20", "--cols=30",
            ],
            apps: apps
        )
        #expect(options.appName == "seaworld")
        #expect(options.settings.seed == 7)
        #expect(options.settings.json && options.settings.strict && options.session.noColor)
        #expect(options.session.clock == .system)
        #expect(options.session.width == 100)
        #expect(options.language(environment: [:]) == .ru)
        #expect(options.settings.dataDirectory == "/tmp/x")
        let sea = try #require(options.settings.appOptions as? SeaWorldOptions)
        #expect(sea.rows == 20 && sea.columns == 30)
    }

    @Test func aSessionSettlesBeforeEachCommandUnlessToldNotTo() throws {
        #expect(try LaunchOptions.parse(["seaworld"], apps: apps).settings.settles)
        #expect(try !LaunchOptions.parse(["seaworld", "--no-settle"], apps: apps).settings.settles)
    }

    @Test func withoutSeedEachLaunchDrawsANewWorldAndSeedGivesTheSameOneAgain() throws {
        let seeds = try (0..<3).map { _ in try LaunchOptions.parse(["seaworld"], apps: apps).settings.seed }
        #expect(Set(seeds).count == 3, "three launches, three worlds: \(seeds)")
        #expect(try LaunchOptions.parse(["seaworld", "--seed", "4"], apps: apps).settings.seed == 4)
    }

    @Test func startTimeTakesAnISO8601InstantWithItsZone() throws {
        let utc = try LaunchOptions.parse(["--start-time", "2026-01-01T00:00:00Z"], apps: apps)
        #expect(utc.session.startTime?.date == VirtualClock.fixedStart)
        let moscow = try LaunchOptions.parse(["--start-time=2026-01-01T03:00:00.250+03:00"], apps: apps)
        #expect(moscow.session.startTime?.date == VirtualClock.fixedStart.addingTimeInterval(0.25))
        #expect(try LaunchOptions.parse([], apps: apps).session.startTime == nil)
    }

    @Test func everyMistakeIsOneLineNamingIt() {
        let cases: [([String], String)] = [
            (["seawrld"], "unknown app \"seawrld\"; did you mean \"seaworld\"? Apps: seaworld, darts."),
            (["nosuchthing"], "unknown app \"nosuchthing\". Apps: seaworld, darts."),
            (["--bogus"], "Unknown option '--bogus'"),
            (["seaworld", "--bogus", "1"], "Unknown option '--bogus'. Did you mean '--rows'?; see viper seaworld --help"),
            (["--rows", "3"], "Unknown option '--rows'"),
            (["--seed", "-1"], "The value '-1' is invalid for '--seed <N>'"),
            (["--clock", "fast"], "The value 'fast' is invalid for '--clock <clock>'. Please provide one of 'virtual' and 'system'."),
            (["--start-time", "yesterday"], "The value 'yesterday' is invalid for '--start-time <ISO8601>'"),
            (["--start-time", "2026-01-01"], "The value '2026-01-01' is invalid for '--start-time <ISO8601>'"),
            (["--start-time=2026-01-01T00:00:00Z", "--clock", "system"], "--start-time sets where the virtual clock starts; it cannot go with --clock system"),
            (["--time-zone", "Mars/Olympus"], "The value 'Mars/Olympus' is invalid for '--time-zone <ZONE>'"),
            (["--width", "5"], "--width takes a whole number from 24 to 1000, not 5"),
            (["--lang", "de"], "--lang de: viper ships en, ru"),
            (["seaworld", "--rows"], "Missing value for '--rows <N>'; see viper seaworld --help"),
            (["--script"], "Missing value for '--script <FILE>'"),
            (["seaworld", "seaworld"], "Unexpected argument 'seaworld'; see viper seaworld --help"),
        ]
        for (arguments, message) in cases {
            #expect(throws: LaunchError(message), "\(arguments)") { try LaunchOptions.parse(arguments, apps: apps) }
        }
    }

    @Test("a typed app option out of its range is refused in one line that points to the app's help")
    func anAppOptionOutOfRange() {
        #expect(throws: LaunchError("--rows takes a whole number from 1 to 2000, not 0; see viper seaworld --help")) {
            try LaunchOptions.parse(["seaworld", "--rows", "0"], apps: apps)
        }
        #expect(throws: LaunchError("--cols takes a whole number from 1 to 2000, not 2001; see viper seaworld --help")) {
            try LaunchOptions.parse(["seaworld", "--cols=2001"], apps: apps)
        }
    }

    @Test func anExecutableOfOneAppTakesTheAppsOptionsAndNamesItselfInMessages() throws {
        let one: [any ViperApp] = [EventMapApp()]
        let options = try LaunchOptions.parse(["--server", "http://127.0.0.1:8080"], apps: one, program: "events")
        #expect((options.settings.appOptions as? EventMapOptions)?.server == "http://127.0.0.1:8080")
        #expect(options.appName == "eventmap")
        #expect(options.settings.executable == "events")
        #expect(throws: LaunchError("Unknown option '--rows'; see events --help")) { try LaunchOptions.parse(["--rows", "3"], apps: one, program: "events") }
        #expect(throws: LaunchError("Unexpected argument 'seaworld'; see events --help")) {
            try LaunchOptions.parse(["seaworld"], apps: one, program: "events")
        }
    }

    @Test("--help of an app is the parser's: the session's options, then the app's, in the user's language")
    func helpOfAnAppListsItsOptionsFromTheParser() throws {
        let help = try ViperMain.help(apps: apps, app: "seaworld", program: "viper", language: .en, columns: 100)
        #expect(help.contains("USAGE: viper seaworld"))
        #expect(help.contains("--seed <N>"))
        #expect(help.contains("--rows <N>") && help.contains("rows of the sea (default 15)"))
        #expect(help.contains("--cols <N>") && help.contains("columns of the sea (default 10)"))
        let russian = try ViperMain.help(apps: apps, app: "seaworld", program: "viper", language: .ru, columns: 100)
        #expect(russian.contains("строк в море"))
        let general = try ViperMain.help(apps: apps, app: nil, program: "viper", language: .en, columns: 100)
        #expect(general.contains("--script <FILE>") && general.contains(SeaWorldApp().summary.in(.en)))
        #expect(!general.contains("--rows"))
    }

    @Test("the --help of an app's own executable names only its command")
    func helpOfAnOwnExecutable() throws {
        let help = try ViperMain.help(apps: [EventMapApp()], app: "eventmap", program: "events", language: .en, columns: 100)
        #expect(help.contains("USAGE: events "))
        #expect(help.contains("--server <URL>"))
        #expect(!help.contains("viper"))
    }

    @Test("an app's own executable keeps its data in a folder named after it; viper keeps each app's under viper")
    func theDataFolderIsNamedAfterTheExecutable() {
        var settings = SessionSettings()
        settings.environment = ["XDG_DATA_HOME": "/xdg", "HOME": "/home/u"]
        settings.executable = "todo"
        #expect(Session(apps: [DartsApp()], settings: settings, console: BufferConsole()).dataFolder(of: DartsApp()).path == "/xdg/todo")
        settings.executable = "viper"
        #expect(Session(apps: apps, settings: settings, console: BufferConsole()).dataFolder(of: DartsApp()).path == "/xdg/viper/darts")
        settings.executable = "todo"
        settings.dataDirectory = "/srv/data"
        #expect(Session(apps: [DartsApp()], settings: settings, console: BufferConsole()).dataFolder(of: DartsApp()).path == "/srv/data/darts")
    }
}
