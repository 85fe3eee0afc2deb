import Testing
import Viper
import ViperTesting
@testable import EventMap
@testable import EventMapServer

/// Another client can store any title; drawing it must not act on the user's terminal.
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
        let event = try await fixture.seed(Self.title)
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
