import Foundation
import Testing
import Viper
import ViperTesting

@testable import EventMap

/// The embedded server logs what it recovers from; the app shows it to the person at the screen.
@MainActor
@Suite("A damaged events database")
struct DamagedDatabaseTests {
    @Test func itIsMovedAsideTheAppOpensAndThePersonIsToldOnce() async throws {
        let folder = try TemporaryFolder()
        let damaged = Data(repeating: UInt8(ascii: "x"), count: 4_096)
        try damaged.write(to: folder.url.appendingPathComponent("events.sqlite"))

        let harness = ModuleHarness<EventMapApp>()
        try harness.launch(EventMapApp(), storage: folder.url)
        await harness.settle()

        let told = harness.notices.drain()
        #expect(told.count == 1)
        #expect(told.first?.hasPrefix("events.sqlite was damaged (the file is not a database); moved it to events.corrupt-1.sqlite") == true)
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("events.corrupt-1.sqlite")) == damaged, "kept as it was")
        #expect(harness.screen.id == "eventmap.sign-in", "the app opens on a fresh database")
    }
}
