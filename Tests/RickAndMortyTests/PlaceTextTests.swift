import Testing
import Viper
import ViperTesting

@testable import RickAndMorty

/// Brackets hold something or are not printed.
@Suite("No empty brackets")
struct PlaceTextTests {
    @Test(arguments: [
        ("Space Tahoe", "", "Space Tahoe"), ("Space Tahoe", "  ", "Space Tahoe"),
        ("Citadel of Ricks", "Space station", "Citadel of Ricks (Space station)"),
    ])
    func aPlaceShowsItsTypeOnlyWhenItHasOne(name: String, type: String, shown: String) {
        #expect(RickAndMortyStrings.place(RMLocation(id: 1, name: name, type: type, dimension: "")) == shown)
    }

    @Test(arguments: [
        (String?.none, "the server answered 500"), ("", "the server answered 500"),
        ("Internal error", "the server answered 500 (Internal error)"),
    ])
    func aStatusShowsItsMessageOnlyWhenItHasOne(message: String?, shown: String) {
        #expect(RickAndMortyStrings.describe(.status(500, message: message)).in(.en) == shown)
        #expect(!RickAndMortyStrings.describe(.status(500, message: message)).in(.ru).contains("()"))
    }

    @MainActor
    @Test(arguments: [Language.en, .ru])
    func theCardOfACharacterInAPlaceWithoutATypeHasNoEmptyBrackets(language: Language) async throws {
        let page = CharacterPage(info: .init(count: 1, pages: 1), results: [Fixtures.character(1)])
        let world = RickAndMortyWorld(
            language: language, pages: [page],
            locations: [3: RMLocation(id: 3, name: "Space Tahoe", type: "", dimension: "")],
            episodes: [1: RMEpisode(id: 1, name: "Pilot", airDate: "December 2, 2013", code: "S01E01", characters: [])])
        await world.showCard(1)
        let frame = world.harness.rendered()
        #expect(frame.contains(": Space Tahoe"), "\(frame)")
        #expect(!frame.contains("()"), "\(frame)")
    }
}

/// The API's words for gender and status, which Russian shows in its own.
@Suite("The card's facts in Russian")
struct CharacterFactsTests {
    @Test(arguments: [
        ("Male", "Alive", "мужской", "жив"), ("Female", "Dead", "женский", "мертва"),
        ("Genderless", "unknown", "нет", "неизвестно"), ("unknown", "Dead", "неизвестно", "мёртв"),
    ])
    func genderAndStatusInRussian(gender: String, status: String, russianGender: String, russianStatus: String) {
        #expect([Language.en, .ru].map(RickAndMortyStrings.gender(gender).in) == [gender, russianGender])
        #expect([Language.en, .ru].map(RickAndMortyStrings.status(status, gender: gender).in) == [status, russianStatus])
    }

    @Test func aWordTheAPIHasNotUsedBeforeIsShownAsItCame() {
        #expect(RickAndMortyStrings.gender("Fluid").in(.ru) == "Fluid")
        #expect(RickAndMortyStrings.status("Cronenberged", gender: "Male").in(.ru) == "Cronenberged")
    }
}
