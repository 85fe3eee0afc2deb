import Testing
import ViperTesting

@testable import SeaWorld

/// Every text of the app exists in every language it ships, with the same placeholders.
@MainActor
@Suite("SeaWorld catalog")
struct SeaWorldCatalogTests {
    @Test func everyKeyIsInEveryLanguage() {
        expectCompleteCatalog(of: SeaWorldApp())
    }
}
