import Testing
import ViperTesting

@testable import EventMap

/// Every text of the app exists in every language it ships, with the same placeholders.
@MainActor
@Suite("EventMap catalog")
struct EventMapCatalogTests {
    @Test func everyKeyIsInEveryLanguage() {
        expectCompleteCatalog(of: EventMapApp())
    }
}
