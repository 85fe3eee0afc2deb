import EventMapAPI
import Testing
import Viper
import ViperLocation
import ViperTesting

@testable import EventMap
@testable import EventMapServer

/// The server refuses control characters in titles now, but a title stored before that rule, or
/// by another program on the database, can hold any; drawing it must not act on the user's terminal.
@MainActor
@Suite("A title that holds terminal controls")
struct HostileTitleTests {
    /// OSC 0 sets the terminal's title to "x"; BEL ends the sequence.
    static let title = "Rave\u{1B}]0;x\u{07}"

    func controls(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { $0 != "\n" && Sanitized.isControl($0) }
    }

    @Test func theMapAndTheDetailsDrawItNeutralised() async throws {
        let fixture = try MapScreensFixture()
        let owner = try await fixture.seed("Out of sight", at: 10, 10).ownerID
        let stored = EventDraft(
            title: Self.title, description: "", address: "Red Square", type: .music, age: .none, position: Coordinate(latitude: 55.754, longitude: 37.6208)!)
        let event = try await fixture.backend.repository.insertEvents([stored], ownerID: owner)[0]
        try await fixture.showMap()
        #expect(fixture.listed == [String(event.id)])
        let map = fixture.harness.rendered()
        #expect(controls(in: map).isEmpty, "\(map.debugDescription)")
        #expect(map.contains("Rave\u{FFFD}]0;x\u{FFFD}"))

        try fixture.harness.send(.tap(element: "events", item: String(event.id)))
        #expect(fixture.screen.text(of: "title") == Self.title, "the model keeps the stored title; only the drawing changes")
        let details = fixture.harness.rendered()
        #expect(controls(in: details).isEmpty, "\(details.debugDescription)")
        #expect(details.contains("Rave\u{FFFD}]0;x\u{FFFD}"))
    }
}
