import Testing
import ViperTesting

@testable import RickAndMorty

/// Every text of the app exists in every language it ships, with the same placeholders.
@MainActor
@Suite("RickAndMorty catalog")
struct RickAndMortyCatalogTests {
    @Test func everyKeyIsInEveryLanguage() {
        expectCompleteCatalog(of: RickAndMortyApp())
    }
}
