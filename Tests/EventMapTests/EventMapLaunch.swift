import EventMapAPI
import Testing
import Viper
import ViperTesting

@testable import EventMap

extension ModuleHarness where App == EventMapApp {
    /// Launches Event Map at `start` on services a test built (over a real backend, or a
    /// faulty one), as the app's own would be.
    func launchEventMap(at start: EventMapDestination, services: EventMapServices, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            try launch(EventMapApp(), at: start) { _ in services }
        } catch {
            Issue.record("Event Map did not launch: \(error.message)", sourceLocation: sourceLocation)
        }
    }

    /// Fills in the registration form on screen for Summer Smith, and sends it with its key.
    func registerSummer() throws {
        try type("Summer Smith", into: "name")
        try type("summer@example.org", into: "email")
        try type("summer-secret", into: "password")
        try type("summer-secret", into: "confirmation")
        try tap("key")
    }
}

extension Screen {
    /// What the text field `id` shows while nothing is written in it.
    func placeholder(of id: String) -> String? {
        guard case .textField(let field)? = element(id)?.kind else { return nil }
        return field.placeholder
    }
}
