import Testing
import Viper
import ViperTesting
@testable import EventMap

extension ModuleHarness {
    /// Launches Event Map at `start` on services a test built (over a real backend, or a
    /// faulty one), as the app's own would be.
    func launchEventMap(at start: EventMapDestination, services: EventMapServices, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            try launch(EventMapApp(), at: start) { _ in services }
        } catch {
            Issue.record("Event Map did not launch: \(error.message)", sourceLocation: sourceLocation)
        }
    }
}
