import Foundation
import MonsterHunt
import RickAndMorty
import Testing
import Viper
import ViperTesting

@testable import ViperREPL

/// `scroll down` with no count moves a page: of a list, or of a region that scrolls on its own.
@MainActor
@Suite("Scrolling by a page")
struct ScrollPageTests {
    let console = BufferConsole()

    func session(_ arguments: [String]) async throws -> Session {
        let apps: [any ViperApp] = [RickAndMortyApp(), MonsterHuntApp()]
        var settings = try LaunchOptions.parse(arguments, apps: apps).settings
        (settings.width, settings.height) = (80, 24)
        settings.clock = .virtual
        settings.dataDirectory = try TemporaryFolder().url.path
        let session = Session(apps: apps, settings: settings, console: console)
        try await session.start(app: arguments[0])
        return session
    }

    @Test("scroll down moves the characters by the rows on screen, not by one")
    func aListMovesAPage() async throws {
        let session = try await session(["rickandmorty", "--replay", "../shared/data/rickandmorty"])
        _ = await session.run("wait idle")
        let before = try #require(session.navigator.frame(localization: session.localization).screen.table("characters")?.visibleRange)
        #expect(before.count >= 5)
        _ = await session.run("scroll down")
        let after = try #require(session.navigator.frame(localization: session.localization).screen.table("characters")?.visibleRange)
        #expect(after.lowerBound == before.upperBound, "\(before) then \(after)")
    }

    @Test("scroll down moves the monsters under the map by their region's rows, the map staying put")
    func aRegionMovesAPage() async throws {
        let session = try await session(["monsterhunt", "--seed", "71"])
        _ = await session.run("tap allow")
        _ = await session.run("tap 2")
        func list() -> Region? {
            if case .region(let region)? = session.navigator.frame(localization: session.localization).screen.element("listArea")?.kind { region } else { nil }
        }
        let rows = try #require(list()?.rows)
        let map = session.navigator.frame(localization: session.localization).screen.canvas("map")
        _ = await session.run("scroll down")
        #expect(list()?.firstLine == rows - 1, "a page is the region's rows less the line saying what is above")
        #expect(session.navigator.frame(localization: session.localization).screen.canvas("map") == map)
    }
}
