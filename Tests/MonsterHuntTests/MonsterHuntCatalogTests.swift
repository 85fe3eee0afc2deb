import Testing
import ViperTesting

@testable import MonsterHunt

/// Every text of the app exists in every language it ships, with the same placeholders.
@MainActor
@Suite("MonsterHunt catalog")
struct MonsterHuntCatalogTests {
    @Test func everyKeyIsInEveryLanguage() {
        expectCompleteCatalog(of: MonsterHuntApp())
    }
}
