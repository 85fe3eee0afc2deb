import Foundation
import Synchronization
import Testing
import Viper
import ViperTestServer
import ViperTesting

@testable import ViperHTTP

/// The live transport against real servers on 127.0.0.1: what it sends, what it makes of what
/// comes back, and how it gives up.
@Suite("Live transport", .timeLimit(.minutes(2)))
struct LiveTransportTests {
    let endings = SessionEndings()
    /// A minute unless a request names its own timeout, as the tests of timeouts do: the others
    /// are not about time, and on a loaded 2-core machine, with tests side by side holding every
    /// thread, a loopback answer can wait many seconds for one (a redirect chain was cut off at 10 s).
    var transport: LiveTransport { LiveTransport(until: endings, timeout: .seconds(60)) }

    /// Asks `url` and expects the connection to be lost, whatever the reason; ends the session.
    func expectConnectionLost(_ url: URL, sourceLocation: SourceLocation = #_sourceLocation) async {
        let error = await #expect(throws: HTTPError.self, sourceLocation: sourceLocation) { try await transport.send(HTTPRequest(url: url)) }
        if case .connectionLost? = error {
        } else {
            Issue.record("expected .connectionLost, got \(String(describing: error))", sourceLocation: sourceLocation)
        }
        await finish()
    }

    /// Every test ends its session, so the shared client is shut down as a session's would be.
    func finish() async {
        await endings.run()
    }

    @Test("a 200 answer gives status, headers and body")
    func ok() async throws {
        let server = try await LoopbackHTTPServer.start(["/api/character/1": .respond(status: 200, body: #"{"id":1}"#)])
        defer { server.stop() }
        let response = try await transport.send(HTTPRequest(url: server.url("/api/character/1")))
        #expect(response.status == 200)
        #expect(response.body == Data(#"{"id":1}"#.utf8))
        #expect(response.headers["content-length"] == "8")
        await finish()
    }

    @Test(
        "an error answer reads as .status with the API's message, in either shape",
        arguments: [
            #"{"error":"Character not found"}"#, #"{"error":{"code":"not_found","message":"Character not found"}}"#,
        ])
    func errorMessage(body: String) async throws {
        let server = try await LoopbackHTTPServer.start(["/api/character/9999": .respond(status: 404, body: body)])
        defer { server.stop() }
        await #expect(throws: HTTPError.status(404, message: "Character not found")) {
            try await HTTPClient(transport: transport).data(from: server.url("/api/character/9999"))
        }
        await finish()
    }

    @Test("a POST carries its method, headers and JSON body")
    func post() async throws {
        struct Event: Codable {
            let title: String
            let age: Int
        }
        struct Echo: Decodable, Sendable {
            let method: String
            let path: String
            let headers: [String: String]
            let body: String
        }
        let server = try await LoopbackHTTPServer.start(["/v1/events": .echo])
        defer { server.stop() }
        let request = try HTTPRequest.json(
            .post, url: server.url("/v1/events"), body: Event(title: "Rooftop jazz", age: 16),
            headers: ["Authorization": "Bearer t0k3n"])
        let echo = try await HTTPClient(transport: transport).decode(Echo.self, answering: request)
        #expect(echo.method == "POST")
        #expect(echo.path == "/v1/events")
        #expect(echo.headers["content-type"] == "application/json")
        #expect(echo.headers["authorization"] == "Bearer t0k3n")
        let sent = try JSONDecoder().decode([String: AnyCodable].self, from: Data(echo.body.utf8))
        #expect(sent["title"] == .text("Rooftop jazz") && sent["age"] == .number(16))
        await finish()
    }

    @Test("requests one after another reuse one connection")
    func keepAlive() async throws {
        let server = try await LoopbackHTTPServer.start(["/ping": .respond(status: 200, body: "pong")])
        defer { server.stop() }
        let transport = transport
        for _ in 0..<10 { _ = try await transport.send(HTTPRequest(url: server.url("/ping"))) }
        #expect(server.connections == 1)
        await finish()
    }

    @Test("twelve requests at once to one host use at most six connections, and all are answered")
    func sixConnectionsAHost() async throws {
        let server = try await LoopbackHTTPServer.start(["/slow": .respond(status: 200, body: "ok")], latency: .milliseconds(200))
        defer { server.stop() }
        let transport = transport
        let answered = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<12 { group.addTask { try await transport.send(HTTPRequest(url: server.url("/slow"))).status } }
            return try await group.reduce(into: 0) { count, status in count += status == 200 ? 1 : 0 }
        }
        #expect(answered == 12)
        #expect((1...6).contains(server.connections), "\(server.connections) connections")
        await finish()
    }

    @Test("a refused connection is .offline at once")
    func refused() async throws {
        let port = try LoopbackHTTPServer.closedPort()
        let error = await #expect(throws: HTTPError.self) {
            try await transport.send(HTTPRequest(url: URL(string: "http://127.0.0.1:\(port)/api")!))
        }
        if case .offline? = error {} else { Issue.record("expected .offline, got \(String(describing: error))") }
        await finish()
    }

    @Test("a server that never answers is .timeout after the request's timeout")
    func timeout() async throws {
        let server = try await LoopbackHTTPServer.start(["/api/character": .silent])
        defer { server.stop() }
        await #expect(throws: HTTPError.timeout) {
            try await transport.send(HTTPRequest(url: server.url("/api/character"), timeout: .seconds(1)))
        }
        await finish()
    }

    @Test("cancelling the task ends the request in flight at once")
    func cancelled() async throws {
        let server = try await LoopbackHTTPServer.start(["/api/character": .silent])
        defer { server.stop() }
        let transport = transport
        let task = Task { try await transport.send(HTTPRequest(url: server.url("/api/character"))) }
        var requests = server.requests.makeAsyncIterator()
        #expect(await requests.next() == "/api/character")
        let started = ContinuousClock.now
        task.cancel()
        await #expect(throws: HTTPError.cancelled) { try await task.value }
        #expect(ContinuousClock.now - started < .seconds(5))
        await finish()
    }

    @Test("a body past the request's limit is refused while it arrives, announced or not", arguments: [true, false])
    func tooLarge(announced: Bool) async throws {
        let server = try await LoopbackHTTPServer.start(["/api/character": .endless(length: 1 << 30, announced: announced)])
        defer { server.stop() }
        let error = await #expect(throws: HTTPError.self) {
            try await HTTPClient(transport: transport).data(from: server.url("/api/character"), limit: 1 << 20)
        }
        #expect(error == .tooLarge(limit: 1 << 20))
        await finish()
    }

    @Test("a body that trickles in is cut off at the request's own timeout, not only at its head")
    func trickleHitsTheTimeout() async throws {
        let server = try await LoopbackHTTPServer.start(["/api/character": .trickle(length: 100_000, interval: .milliseconds(50))])
        defer { server.stop() }
        await #expect(throws: HTTPError.timeout) {
            try await transport.send(HTTPRequest(url: server.url("/api/character"), timeout: .seconds(1)))
        }
        await finish()
    }

    @MainActor
    @Test("a body that trickles in is cut off at the deadline on the session's clock")
    func trickleTimesOut() async throws {
        let server = try await LoopbackHTTPServer.start(["/api/character": .trickle(length: 100_000, interval: .milliseconds(50))])
        defer { server.stop() }
        let clock = VirtualClock()
        let deadlined = TimeoutTransport(transport, timeout: .seconds(15), clock: clock)
        let task = Task { try await deadlined.send(HTTPRequest(url: server.url("/api/character"))) }
        var requests = server.requests.makeAsyncIterator()
        #expect(await requests.next() == "/api/character")
        clock.advance(by: .seconds(15))
        await #expect(throws: HTTPError.timeout) { try await task.value }
        await finish()
    }

    @Test("a connection that breaks off mid-body is .connectionLost, not .offline")
    func brokenOff() async throws {
        let server = try await LoopbackHTTPServer.start(["/api/character": .breakOff(length: 10_000, sent: 100)])
        defer { server.stop() }
        await expectConnectionLost(server.url("/api/character"))
    }

    @Test("an answer that is not HTTP is .connectionLost")
    func garbage() async throws {
        let server = try await GarbageServer.start(sending: Data("SSH-2.0-OpenSSH_9.2\r\n\r\n".utf8))
        defer { server.stop() }
        await expectConnectionLost(server.url("/api"))
    }

    @Test("redirects are followed up to five; a sixth is refused")
    func redirects() async throws {
        var routes: [String: LoopbackHTTPServer.Reply] = ["/end": .respond(status: 200, body: "here")]
        for hop in 1...6 { routes["/hop/\(hop)"] = .redirect(to: hop == 6 ? "/end" : "/hop/\(hop + 1)") }
        let server = try await LoopbackHTTPServer.start(routes)
        defer { server.stop() }
        #expect(try await transport.send(HTTPRequest(url: server.url("/hop/2"))).body == Data("here".utf8))
        await #expect(throws: HTTPError.connectionLost("too many redirects")) {
            try await transport.send(HTTPRequest(url: server.url("/hop/1")))
        }
        await finish()
    }

    @Test("server-sent events arrive one by one while the stream stays open, and stopping to read ends it")
    func events() async throws {
        let server = try await LoopbackHTTPServer.start(["/v1/changes": .events(["one", "two", "three"])])
        defer { server.stop() }
        var received: [ServerSentEvent] = []
        for try await event in try await HTTPClient(transport: transport).events(HTTPRequest(url: server.url("/v1/changes"))) {
            received.append(event)
            if received.count == 3 { break }
        }
        #expect(received == [ServerSentEvent(id: "1", data: "one"), ServerSentEvent(id: "2", data: "two"), ServerSentEvent(id: "3", data: "three")])
        await finish()
    }
}

/// A JSON value of the two kinds the tests read back.
enum AnyCodable: Decodable, Equatable {
    case text(String)
    case number(Double)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self = .text(text)
        } else {
            self = .number(try container.decode(Double.self))
        }
    }
}
