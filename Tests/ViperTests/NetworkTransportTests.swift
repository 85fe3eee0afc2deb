import Foundation
import Synchronization
import Testing
import ViperTesting

@testable import Viper

private let request = HTTPRequest(url: .test("/api/character?page=2"))

/// The transports that wrap another: conditions, timeout, faults, recording; and the live one.
@Suite("Network transports")
struct NetworkTransportTests {}

extension NetworkTransportTests {
    @MainActor
    @Suite("ConditionedTransport")
    struct Conditioned {
        let clock = VirtualClock()
        let inner = StubTransport(body: "page 2")

        @Test("offline fails at once without reaching the inner transport")
        func offline() async {
            let transport = ConditionedTransport(inner, conditions: NetworkConditions(isOnline: false, latency: .seconds(1)), clock: clock)
            await #expect(throws: HTTPError.offline("simulated: offline")) { try await transport.send(request) }
            #expect(inner.requests.isEmpty)
            #expect(clock.sleeperCount == 0)
        }

        @Test("the answer arrives only once the clock has moved past the latency")
        func latency() async throws {
            let conditions = NetworkConditions()
            conditions.latency = .milliseconds(300)
            let transport = ConditionedTransport(inner, conditions: conditions, clock: clock)
            let task = Task { try await transport.send(request) }
            await clock.untilAsleep(1)
            #expect(clock.nextWakeUp == .milliseconds(300))
            clock.advance(by: .milliseconds(299))
            #expect(clock.sleeperCount == 1)
            #expect(inner.requests.isEmpty)
            clock.advance(by: .milliseconds(1))
            let response = try await task.value
            #expect(String(response) == "page 2")
            #expect(inner.requests == [request])
        }

        @Test("no latency sends at once; a negative latency counts as none")
        func noLatency() async throws {
            let conditions = NetworkConditions(latency: .milliseconds(-5))
            #expect(conditions.latency == .zero)
            let response = try await ConditionedTransport(inner, conditions: conditions, clock: clock).send(request)
            #expect(response.status == 200)
        }

        @Test("going offline while the request is on its way drops it: the connection was lost, not never made")
        func offlineDuringLatency() async {
            let conditions = NetworkConditions(latency: .seconds(1))
            let transport = ConditionedTransport(inner, conditions: conditions, clock: clock)
            let task = Task { try await transport.send(request) }
            await clock.untilAsleep(1)
            conditions.isOnline = false
            clock.advance(by: .seconds(1))
            await #expect(throws: HTTPError.connectionLost("simulated: the network went away")) { try await task.value }
            #expect(inner.requests.isEmpty)
        }

        @Test("cancelling during the latency is .cancelled and leaves nothing asleep")
        func cancelled() async {
            let transport = ConditionedTransport(inner, conditions: NetworkConditions(latency: .seconds(1)), clock: clock)
            let task = Task { try await transport.send(request) }
            await clock.untilAsleep(1)
            task.cancel()
            await #expect(throws: HTTPError.cancelled) { try await task.value }
            #expect(clock.sleeperCount == 0)
            #expect(inner.requests.isEmpty)
        }
    }
}

extension NetworkTransportTests {
    @MainActor
    @Suite("TimeoutTransport")
    struct Timeout {
        let clock = VirtualClock()
        let idle = IdleTracker()
        let inner = StubTransport(body: "page 2")

        func slow(_ latency: Duration) -> ConditionedTransport {
            ConditionedTransport(inner, conditions: NetworkConditions(latency: latency), clock: clock)
        }

        @Test("an answer slower than the timeout is .timeout, and the slow request is cancelled")
        func timesOut() async {
            let transport = TimeoutTransport(slow(.seconds(10)), timeout: .seconds(5), clock: clock)
            let task = Task { try await transport.send(request) }
            await clock.untilAsleep(1)
            clock.advance(by: .milliseconds(4999))
            #expect(clock.sleeperCount == 1, "the request still waits")
            clock.advance(by: .milliseconds(1))
            await #expect(throws: HTTPError.timeout) { try await task.value }
            #expect(clock.sleeperCount == 0)
            #expect(inner.requests.isEmpty)
        }

        @Test("an answer within the timeout goes through and the deadline is taken off the clock")
        func inTime() async throws {
            let transport = TimeoutTransport(slow(.seconds(1)), timeout: .seconds(5), clock: clock)
            let task = Task { try await transport.send(request) }
            await clock.untilAsleep(1)
            #expect(clock.nextDeadline == .seconds(1))
            clock.advance(by: .seconds(1))
            #expect(try await task.value.status == 200)
            #expect(clock.nextDeadline == nil)
        }

        @Test("the inner transport's errors pass through")
        func innerError() async {
            let transport = TimeoutTransport(StubTransport { _ in .failure(.offline("down")) }, timeout: .seconds(5), clock: clock)
            await #expect(throws: HTTPError.offline("down")) { try await transport.send(request) }
            #expect(clock.nextDeadline == nil)
        }

        /// The deadline is not work at rest: an inner transport busy in real time keeps the
        /// work active, so settling waits for it rather than jumping to the deadline.
        @Test("settling does not move time to the deadline while the request is busy in real time")
        @MainActor
        func deadlineIsNotRest() async throws {
            let held = HeldTransport()
            let transport = TimeoutTransport(held, timeout: .seconds(5), clock: clock)
            let answer = Mutex<String?>(nil)
            idle.task {
                let text = (try? await transport.send(request)).map(String.init) ?? "failed"
                answer.withLock { $0 = text }
            }
            let settling = WorkSettler(idle: idle, clock: clock, limit: .milliseconds(100))
            await #expect(throws: SettleTimeout.self) { try await settling.untilIdle() }
            #expect(clock.now == .zero)
            held.answer("late")
            try await WorkSettler(idle: idle, clock: clock).untilIdle()
            #expect(answer.withLock { $0 } == "late")
        }

        @Test("cancelling the caller cancels the request and takes the deadline off the clock")
        func cancelled() async {
            let transport = TimeoutTransport(slow(.seconds(10)), timeout: .seconds(5), clock: clock)
            let task = Task { try await transport.send(request) }
            await clock.untilAsleep(1)
            task.cancel()
            await #expect(throws: HTTPError.cancelled) { try await task.value }
            #expect(clock.sleeperCount == 0)
            #expect(clock.nextDeadline == nil)
        }
    }
}

extension NetworkTransportTests {
    @Suite("FaultInjectingTransport")
    struct FaultInjecting {
        let inner = StubTransport(body: #"{"info": {"count": 826, "pages": 42}}"#)

        @Test("a status fault answers the API's error without reaching the inner transport")
        func status() async throws {
            let transport = FaultInjectingTransport(inner, rules: [.urlContains("page=2", fault: .apiError(404, "There is nothing here"))])
            let client = HTTPClient(transport: transport)
            await #expect(throws: HTTPError.status(404, message: "There is nothing here")) { try await client.data(from: request.url) }
            #expect(inner.requests.isEmpty)
            #expect(try await client.data(from: .test("/api/character?page=1")).isEmpty == false)
            #expect(transport.faultsApplied == 1)
        }

        @Test("a rule limited to N matches fails the first N, then lets requests through")
        func limited() async throws {
            let transport = FaultInjectingTransport(inner)
            transport.add(.init(limit: 2, fault: .offline()))
            await #expect(throws: HTTPError.offline("injected: offline")) { try await transport.send(request) }
            await #expect(throws: HTTPError.offline("injected: offline")) { try await transport.send(request) }
            #expect(try await transport.send(request).status == 200)
            #expect(inner.requests.count == 1)
        }

        @Test("rules are tried in order; a spent rule gives way to the next")
        func order() async {
            let transport = FaultInjectingTransport(
                inner,
                rules: [
                    .init(limit: 1, fault: .timeout),
                    .init(fault: .status(503, body: Data())),
                ])
            await #expect(throws: HTTPError.timeout) { try await transport.send(request) }
            #expect(await (try? transport.send(request))?.status == 503)
            #expect(await (try? transport.send(request))?.status == 503)
        }

        @Test("a truncated body keeps its first bytes and no longer decodes")
        func truncated() async throws {
            let transport = FaultInjectingTransport(inner, rules: [.init(fault: .truncated(bytes: 10))])
            #expect(try await String(transport.send(request)) == #"{"info": {"#)
            let error = await #expect(throws: HTTPError.self) {
                try await HTTPClient(transport: transport).decode([String: Int].self, from: request.url)
            }
            #expect(error == .undecodable("not valid JSON"))
        }

        @Test("a malformed body replaces the answer's bytes, keeping its status")
        func malformed() async throws {
            let transport = FaultInjectingTransport(inner, rules: [.init(fault: .malformed(Data("<html>".utf8))) { $0.url.query == "page=2" }])
            let response = try await transport.send(request)
            #expect(response == HTTPResponse(status: 200, body: Data("<html>".utf8)))
            #expect(inner.requests == [request])
        }
    }
}

extension NetworkTransportTests {
    @Suite("RecordingTransport")
    struct Recording {
        let folder: TemporaryFolder

        init() throws {
            folder = try TemporaryFolder(prefix: "viper-recording")
        }

        /// Each answer as `pages/<query>.json` and a copy under `all/`.
        static let layout: RecordingTransport.Layout = { request, response in
            let name = "\(request.url.query ?? "none").json"
            return [("pages/\(name)", response.body), ("all/deep/\(name)", response.body)]
        }

        func files(under url: URL) -> [String] {
            let enumerator = FileManager.default.enumerator(atPath: url.path)
            return ((enumerator?.allObjects as? [String]) ?? []).filter { !$0.hasSuffix("pages") && !$0.hasSuffix("all") && !$0.hasSuffix("deep") }.sorted()
        }

        @Test("each successful answer is written in the layout, folders created, nothing else left")
        func writes() async throws {
            let transport = RecordingTransport(StubTransport(body: "page 2"), folder: folder.url, layout: Self.layout)
            let response = try await transport.send(request)
            #expect(String(response) == "page 2")
            #expect(files(under: folder.url) == ["all/deep/page=2.json", "pages/page=2.json"])
            #expect(try String(contentsOf: folder.url.appendingPathComponent("pages/page=2.json"), encoding: .utf8) == "page 2")
        }

        @Test("a later answer replaces the recorded file")
        func replaces() async throws {
            let body = Mutex("first")
            let transport = RecordingTransport(
                StubTransport { _ in .success(HTTPResponse(status: 200, body: Data(body.withLock { $0 }.utf8))) }, folder: folder.url, layout: Self.layout)
            _ = try await transport.send(request)
            body.withLock { $0 = "second" }
            _ = try await transport.send(request)
            #expect(try String(contentsOf: folder.url.appendingPathComponent("pages/page=2.json"), encoding: .utf8) == "second")
            #expect(files(under: folder.url).count == 2)
        }

        @Test("answers outside 2xx and failures are not recorded")
        func onlySuccess() async {
            let notFound = RecordingTransport(StubTransport(status: 404, body: "{}"), folder: folder.url, layout: Self.layout)
            #expect(await (try? notFound.send(request))?.status == 404)
            let offline = RecordingTransport(StubTransport { _ in .failure(.offline("down")) }, folder: folder.url, layout: Self.layout)
            await #expect(throws: HTTPError.offline("down")) { try await offline.send(request) }
            #expect(files(under: folder.url).isEmpty)
        }

        @Test("a write that fails does not fail the request and is reported")
        func writeFailure() async throws {
            let blocked = folder.url.appendingPathComponent("not-a-folder")
            try Data("file".utf8).write(to: blocked)
            let failures = Mutex<[RecordingTransport.Failure]>([])
            let transport = RecordingTransport(StubTransport(body: "page 2"), folder: blocked, layout: Self.layout) { failure in
                failures.withLock { $0.append(failure) }
            }
            #expect(try await String(transport.send(request)) == "page 2")
            #expect(failures.withLock { $0.map(\.relativePath) } == ["pages/page=2.json", "all/deep/page=2.json"])
            #expect(failures.withLock { $0.first?.description.hasPrefix("cannot record pages/page=2.json: ") } == true)
        }

        @Test("a layout path that leaves the folder is refused")
        func escaping() async throws {
            let failures = Mutex<[String]>([])
            let transport = RecordingTransport(
                StubTransport(body: "x"), folder: folder.url,
                layout: { _, response in
                    [("../escaped.json", response.body), ("/etc/escaped.json", response.body)]
                }, onError: { failure in failures.withLock { $0.append(failure.relativePath) } })
            _ = try await transport.send(request)
            #expect(failures.withLock { $0 } == ["../escaped.json", "/etc/escaped.json"])
            #expect(!FileManager.default.fileExists(atPath: folder.url.deletingLastPathComponent().appendingPathComponent("escaped.json").path))
        }
    }
}

extension NetworkTransportTests {
    /// The live transports against a server this test starts on 127.0.0.1; real time, bounded.
}

/// Holds the one request it is sent, busy in real time (neither asleep on a clock nor
/// parked), until the test answers it.
private final class HeldTransport: HTTPTransport {
    private let held = Mutex<(waiter: CheckedContinuation<HTTPResponse, Never>?, answer: String?)>((nil, nil))

    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        await withCheckedContinuation { continuation in
            let answered = held.withLock { held -> String? in
                if held.answer == nil { held.waiter = continuation }
                return held.answer
            }
            if let answered { continuation.resume(returning: HTTPResponse(status: 200, body: Data(answered.utf8))) }
        }
    }

    func answer(_ text: String) {
        let waiter = held.withLock { held in
            held.answer = text
            defer { held.waiter = nil }
            return held.waiter
        }
        waiter?.resume(returning: HTTPResponse(status: 200, body: Data(text.utf8)))
    }
}
