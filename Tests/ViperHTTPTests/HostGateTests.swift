import Testing
import Viper

@testable import ViperHTTP

/// The order in which requests waiting for one host's connections go.
@Suite("Host gate", .timeLimit(.minutes(1)))
struct HostGateTests {
    @Test("with every place taken, a waiting request the user waits for goes before pictures that came first")
    func userWaitingGoesFirst() async throws {
        let gate = HostGate(limit: 2)
        try await gate.enter("h", priority: .background)
        try await gate.enter("h", priority: .background)
        let order = Order()
        let picture = Task {
            try await gate.enter("h", priority: .background)
            await order.append("picture")
        }
        try await waitUntilWaiting(gate, count: 1)
        let page = Task {
            try await gate.enter("h", priority: .userWaiting)
            await order.append("page")
        }
        try await waitUntilWaiting(gate, count: 2)
        gate.leave("h", priority: .background)
        try await page.value
        gate.leave("h", priority: .background)
        try await picture.value
        #expect(await order.names == ["page", "picture"])
    }

    @Test("other hosts do not wait for a full one")
    func hostsAreApart() async throws {
        let gate = HostGate(limit: 1)
        try await gate.enter("a", priority: .userWaiting)
        let secondToA = Task { try await gate.enter("a", priority: .userWaiting) }
        try await waitUntilWaiting(gate, count: 1, on: "a")

        // A gate that kept hosts together would make this wait for "a", until the suite's time limit.
        try await gate.enter("b", priority: .userWaiting)
        #expect(gate.waitingCount("b") == 0)
        #expect(gate.waitingCount("a") == 1, "the full host still holds its waiting request")

        gate.leave("a", priority: .userWaiting)
        try await secondToA.value
        #expect(gate.waitingCount("a") == 0)
        gate.leave("a", priority: .userWaiting)
        gate.leave("b", priority: .userWaiting)
    }

    @Test("a waiting request that is cancelled leaves the queue and throws")
    func cancelledWhileWaiting() async throws {
        let gate = HostGate(limit: 1)
        try await gate.enter("h", priority: .userWaiting)
        let waiting = Task { try await gate.enter("h", priority: .userWaiting) }
        try await waitUntilWaiting(gate, count: 1)
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
        #expect(gate.waitingCount("h") == 0)
        gate.leave("h", priority: .userWaiting)
        try await gate.enter("h", priority: .background)
    }

    @Test("pictures never take the places kept for the user: a fourth of six waits, and a page goes at once")
    func placesKeptForTheUser() async throws {
        let gate = HostGate(limit: 6, reserved: 3)
        for _ in 0..<3 { try await gate.enter("h", priority: .background) }
        let fourthPicture = Task { try await gate.enter("h", priority: .background) }
        try await waitUntilWaiting(gate, count: 1)
        for _ in 0..<3 { try await gate.enter("h", priority: .userWaiting) }
        #expect(gate.waitingCount("h") == 1)
        gate.leave("h", priority: .background)
        try await fourthPicture.value
        #expect(gate.waitingCount("h") == 0)
    }

    /// Yields until `count` requests wait on host "h": the tasks that enter run on their own.
    private func waitUntilWaiting(_ gate: HostGate, count: Int, on host: String = "h") async throws {
        while gate.waitingCount(host) < count { await Task.yield() }
    }
}

private actor Order {
    var names: [String] = []
    func append(_ name: String) { names.append(name) }
}
