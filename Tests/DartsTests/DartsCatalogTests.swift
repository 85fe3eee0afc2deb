import Testing
import ViperTesting

@testable import Darts

/// Every text of the app exists in every language it ships, with the same placeholders.
@MainActor
@Suite("Darts catalog")
struct DartsCatalogTests {
    @Test func everyKeyIsInEveryLanguage() {
        expectCompleteCatalog(of: DartsApp())
    }
}
