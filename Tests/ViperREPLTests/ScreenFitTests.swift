import Darts
import EventMap
import Foundation
import MonsterHunt
import RickAndMorty
import SeaWorld
import Testing
import Viper
import ViperTesting

@testable import ViperREPL

/// Every screen of every app, visited by a tour of each, fits the terminal: at 80×24, 100×30 and
/// 40×20, in English and Russian, no frame is taller than the lines above the prompt or wider
/// than the terminal, the screens whose picture is the point (a game's board, a map) show whole,
/// without scrolling (Monster Hunt's map and Darts' board only from 24 rows), and each screen
/// keeps what it exists for (`ScreenPurpose`).
@MainActor
@Suite("Screens fit the terminal")
struct ScreenFitTests {
    struct Tour: Sendable, CustomStringConvertible {
        let arguments: [String]
        let lines: [String]
        /// Every screen the tour must show.
        let screens: Set<String>
        /// The screens that must fit without scrolling.
        let whole: Set<String>
        /// Those of them that must even at 40×20: Monster Hunt lists more than a small terminal
        /// holds, and Darts keeps a board large enough to draw every dart truly, scrolling instead.
        var wholeWhenSmall: Set<String> { whole.subtracting(["monsterhunt.map", "darts.game", "darts.history"]) }
        var description: String { arguments.joined(separator: " ") }
    }

    nonisolated static let tours = [
        Tour(
            arguments: ["seaworld", "--seed", "7"], lines: ["tap Sea", "tap Sea", "tap Restart"],
            screens: ["seaworld.sea"], whole: ["seaworld.sea"]),
        Tour(
            arguments: ["darts", "--seed", "7"],
            lines: [
                "tab Settings", "scroll down", "set attempts 5", "set seconds 10", "tab Game", "tap START", "wait 2s", "wait 60s",
                "tab Statistics", "tap 1", "swipe left", "tap Details", "tab Game", "tab Statistics", "back", "back", "tab Game",
            ], screens: ["darts.game", "darts.settings", "darts.statistics", "darts.history", "darts.details"], whole: ["darts.game", "darts.history"]),
        Tour(
            arguments: ["monsterhunt", "--seed", "4"],
            lines: [
                "tap allow", "tap 1", "tap settings", "toggle location", "tap 1", "tap 1",
                "sim walk 150 341", "tap 1", "tap try", "tap 1", "tap team", "back",
            ],
            screens: [
                "monsterhunt.location-request", "monsterhunt.no-permission", "monsterhunt.settings", "monsterhunt.map",
                "monsterhunt.catch", "monsterhunt.team",
            ], whole: ["monsterhunt.map"]),
        // Nine monsters near: zoomed out, several share a cell, and each is still listed.
        Tour(
            arguments: ["monsterhunt", "--seed", "71"],
            lines: [
                "tap allow", "tap 2", "tap Zoom out", "tap Zoom out", "tap Zoom out", "scroll down",
            ], screens: ["monsterhunt.location-request", "monsterhunt.map"], whole: ["monsterhunt.map"]),
        Tour(
            arguments: ["rickandmorty", "--replay", "../shared/data/rickandmorty", "--latency", "50"],
            lines: [
                "wait idle", "scroll down 2", "wait idle", "open character/1", "wait idle", "tap S01E01", "back", "scroll down", "back",
            ], screens: ["rickandmorty.characters", "rickandmorty.character", "rickandmorty.episode"], whole: ["rickandmorty.characters"]),
        // Read at once, so the splash is seen while it signs in.
        Tour(
            arguments: ["eventmap", "--no-settle"],
            lines: [
                "wait idle", "type email summer@example.org", "tap forgot", "wait idle", "back", "tap register", "type name \"Summer Smith\"",
                "type email summer@example.org", "set birthDate 2002-06-14", "type password \"cool summer\"", "type confirmation \"cool summer\"",
                "tap key", "wait idle", "longpress map 55.7540 37.6200", "type title \"Rooftop jazz\"", "set type 1", "tap create",
                "wait idle", "tap filter", "tap apply", "wait idle", "tap \"Rooftop jazz\"", "back", "tap profile", "wait idle",
            ],
            screens: [
                "eventmap.splash", "eventmap.sign-in", "eventmap.reset-password", "eventmap.registration", "eventmap.map",
                "eventmap.create", "eventmap.filter", "eventmap.details", "eventmap.profile",
            ], whole: ["eventmap.map"]),
    ]

    static let apps: [any ViperApp] = [SeaWorldApp(), RickAndMortyApp(), MonsterHuntApp(), DartsApp(), EventMapApp()]

    @Test(arguments: tours, [Room(columns: 80, rows: 24), Room(columns: 100, rows: 30), Room(columns: 40, rows: 20)])
    func everyScreenFits(tour: Tour, size: Room) async throws {
        for language in [Language.en, .ru] {
            let folder = try TemporaryFolder()
            var settings = try LaunchOptions.parse(tour.arguments, apps: Self.apps).settings
            settings.width = size.columns
            settings.height = size.rows
            settings.language = language
            settings.clock = .virtual
            settings.virtualClockStart = Date(timeIntervalSince1970: 1_767_225_600)
            settings.dataDirectory = folder.url.path
            let console = BufferConsole()
            let session = Session(apps: Self.apps, settings: settings, console: console)
            try await session.start(app: tour.arguments[0])
            var seen = Set<String>()
            var sheetTab: Int?
            for line in [""] + tour.lines {
                _ = await session.run(line)
                let place = "\(tour) at \(size.columns)×\(size.rows) in \(language) after \"\(line)\""
                let frame = session.currentRendering.split(separator: "\n")
                #expect(frame.count <= size.rows - 1, "\(place): \(frame.count) lines")
                #expect(frame.allSatisfy { TextWidth.of(String($0)) <= size.columns }, "\(place): a line is too wide")
                let shown = session.navigator.frame(localization: session.localization)
                #expect(ScreenPurpose.problems(in: shown, size: size).isEmpty, "\(place): \(ScreenPurpose.problems(in: shown, size: size))")
                // A sheet belongs to the tab it was shown on: gone on any other tab, back on its own.
                let selected = session.navigator.state.selectedTab
                if line.hasPrefix("tab "), let sheetTab {
                    #expect((shown.sheet != nil) == (selected == sheetTab), "\(place): the sheet shown on tab \(sheetTab) on tab \(selected)")
                }
                if shown.sheet != nil { sheetTab = selected } else if selected == sheetTab { sheetTab = nil }
                for entry in session.navigator.state.shownEntries { seen.insert(entry) }
                // Under an alert the screen is covered: its regions keep their least rows and it may scroll.
                if let top = session.navigator.state.top?.screen, session.navigator.state.alert == nil,
                    (size.rows >= 24 ? tour.whole : tour.wholeWhenSmall).contains(top)
                {
                    let range = session.output.renderer.scrollRange(of: session.navigator.frame(localization: session.localization))
                    #expect(range == 0...0, "\(place): \(top) scrolls")
                }
            }
            #expect(seen == tour.screens, "\(tour) in \(language) at \(size.columns)×\(size.rows)\n\(console.text)")
        }
    }
}

extension NavigationState {
    /// The screens on the stack shown now, and any sheet over them.
    fileprivate var shownEntries: [String] {
        activeStack.map(\.screen) + [sheet?.screen].compactMap { $0 }
    }
}
