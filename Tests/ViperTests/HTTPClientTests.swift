import Foundation
import Testing
import ViperTesting

@testable import Viper

@Suite("HTTPClient")
struct HTTPClientTests {
    struct Page: Decodable, Equatable, Sendable {
        struct Info: Decodable, Equatable, Sendable {
            let count: Int
            let pages: Int
        }

        let info: Info
    }

    @Test("a 2xx answer gives its body")
    func success() async throws {
        let client = HTTPClient(transport: StubTransport(status: 200, body: "hello"))
        let data = try await client.data(from: .test("/api/character"))
        #expect(String(decoding: data, as: UTF8.self) == "hello")
    }

    @Test(
        "an answer outside 2xx is .status with the API's error message",
        arguments: [
            (404, #"{"error":"Character not found"}"#, "Character not found" as String?),
            (404, #"{"error": "There is nothing here"}"#, "There is nothing here"),
            (500, "<html>Internal Server Error</html>", nil),
            (503, "", nil),
            (429, #"{"message":"slow down"}"#, nil),
            (301, #"{"error":"   "}"#, nil),
        ])
    func status(code: Int, body: String, message: String?) async {
        let client = HTTPClient(transport: StubTransport(status: code, body: body))
        await #expect(throws: HTTPError.status(code, message: message)) {
            try await client.data(from: .test("/api/character/9999"))
        }
    }

    @Test("decode reads JSON into the type")
    func decode() async throws {
        let client = HTTPClient(transport: StubTransport(body: #"{"info": {"count": 826, "pages": 42}, "results": []}"#))
        let page = try await client.decode(Page.self, from: .test("/api/character"))
        #expect(page == Page(info: .init(count: 826, pages: 42)))
    }

    @Test(
        "a body that does not decode is .undecodable with a short reason",
        arguments: [
            (#"{"info": {"count": 826}}"#, #"missing key "pages" at info"#),
            (#"{"info": {"count": "many", "pages": 1}}"#, "expected Int at info.count"),
            ("<html>", "not valid JSON"),
            ("", "not valid JSON"),
            (#"{"info": null}"#, "expected"),
        ])
    func undecodable(body: String, reason: String) async {
        let client = HTTPClient(transport: StubTransport(body: body))
        let error = await #expect(throws: HTTPError.self) {
            try await client.decode(Page.self, from: .test("/api/character"))
        }
        guard case .undecodable(let text) = error else {
            Issue.record("expected .undecodable, got \(String(describing: error))")
            return
        }
        #expect(text.contains(reason), "\(text)")
    }

    @Test("a transport's error passes through unchanged")
    func transportError() async {
        let client = HTTPClient(transport: StubTransport { _ in .failure(.offline("no route")) })
        await #expect(throws: HTTPError.offline("no route")) {
            try await client.data(from: .test("/api/character"))
        }
    }

    @Test("a task cancelled before the request is .cancelled and sends nothing")
    func cancelledBefore() async {
        let transport = StubTransport(body: "{}")
        let client = HTTPClient(transport: transport)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await client.data(from: .test("/api/character"))
        }
        await #expect(throws: HTTPError.cancelled) { try await task.value }
        #expect(transport.requests.isEmpty)
    }

    @Test("a task cancelled while waiting for the answer is .cancelled")
    @MainActor
    func cancelledDuring() async {
        let clock = VirtualClock()
        let slow = ConditionedTransport(StubTransport(body: "{}"), conditions: NetworkConditions(latency: .seconds(5)), clock: clock)
        let client = HTTPClient(transport: slow)
        let task = Task { try await client.data(from: .test("/api/character")) }
        await clock.untilAsleep(1)
        task.cancel()
        await #expect(throws: HTTPError.cancelled) { try await task.value }
        #expect(clock.sleeperCount == 0)
    }

    @Test("an answer that arrives after the task was cancelled is .cancelled")
    func answerAfterCancel() async {
        let client = HTTPClient(
            transport: StubTransport { _ in
                withUnsafeCurrentTask { $0?.cancel() }
                return .success(HTTPResponse(status: 200, body: Data("{}".utf8)))
            })
        await #expect(throws: HTTPError.cancelled) {
            try await Task { try await client.data(from: .test("/api/character")) }.value
        }
    }

    @Test("error messages read plainly")
    func messages() {
        #expect(HTTPError.status(404, message: "Character not found").message == "the server answered 404: Character not found")
        #expect(HTTPError.offline("simulated: offline").message == "the network cannot be reached (simulated: offline)")
    }
}
