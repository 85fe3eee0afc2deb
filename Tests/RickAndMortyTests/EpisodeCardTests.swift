import Foundation
import Testing
import Viper
import ViperTesting

@testable import RickAndMorty

/// The card's episodes open: a tap on one shows its name, code, air date and how many
/// characters it has.
@MainActor
@Suite("Episode card")
struct EpisodeCardTests {
    @Test(
        "a tapped episode opens its card, in English and Russian, and back closes it",
        arguments: [
            (Language.en, "Episode", ["Pilot", "Season and episode: S01E01", "Air date: December 2, 2013", "Characters: 2"]),
            (.ru, "Эпизод", ["Pilot", "Сезон и серия: S01E01", "Дата выхода: December 2, 2013", "Персонажей: 2"]),
        ])
    func aTappedEpisodeOpens(language: Language, title: String, lines: [String]) async throws {
        let world = RickAndMortyWorld(language: language, exhaustive: true)
        await world.showCard(1)

        try world.harness.send(.tap(element: "episodes", item: "1"))
        world.harness.expectNavigation("stack: rickandmorty.character > rickandmorty.episode")
        world.harness.expectShown(EpisodeCardViewModel(title: title, name: lines[0], code: lines[1], airDate: lines[2], characters: lines[3]))
        let screen = world.harness.screen
        #expect(screen.title == title)
        #expect(["name", "code", "airDate", "characters"].map { screen.text(of: $0) } == lines)

        try world.harness.back()
        world.harness.expectNavigation("stack: rickandmorty.character")
        world.harness.expectReleasedModulesGone()
    }

    @Test("over the recorded API: Rick's first episode is the Pilot, with its 19 characters")
    func overTheRecordedAPI() async throws {
        let data = try #require(
            FileManager.default.fileExists(atPath: Fixtures.sharedData.path) ? Fixtures.sharedData : nil,
            "the recorded data is missing: looked for \(Fixtures.sharedData.path)")
        let harness = ModuleHarness<RickAndMortyApp>()
        try harness.launch(RickAndMortyApp(), options: RickAndMortyOptions.parse(["--replay", data.path]))
        try harness.navigator.routes.open("character/1")
        await harness.settle()
        try harness.tap("S01E01")
        #expect(harness.screen.id == "rickandmorty.episode")
        #expect(
            ["name", "code", "airDate", "characters"].map { harness.screen.text(of: $0) }
                == ["Pilot", "Season and episode: S01E01", "Air date: December 2, 2013", "Characters: 19"])
    }
}
