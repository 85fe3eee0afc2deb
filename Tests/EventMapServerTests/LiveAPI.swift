import EventMapServer
import Foundation
import Viper
import ViperHTTP

/// A server on a loopback port with a real HTTP client, for what the in-process router mode
/// cannot show: parallel requests, client addresses, connections.
struct LiveAPI: Sendable {
    let harness: APIHarness
    let running: RunningEventsServer
    let endings = SessionEndings()
    let transport: LiveTransport

    /// - Parameter policy: by default, 127.0.0.1 is a trusted proxy, so each request names its
    ///   client with `from:`.
    init(_ storage: Storage, policy: ConnectionPolicy = ConnectionPolicy(trustedProxies: TrustedProxies(["127.0.0.1"])!)) async throws {
        try await self.init(harness: try await APIHarness(storage, policy: policy))
    }

    init(harness: APIHarness) async throws {
        self.harness = harness
        running = try await harness.server.start()
        transport = LiveTransport(until: endings)
    }

    var base: URL { URL(string: "http://127.0.0.1:\(running.port)")! }

    /// The answer to `method path` with `json` as body, from the client at `address`.
    func send(_ method: HTTPMethod, _ path: String, json: [String: Any]? = nil, token: String? = nil, from address: String? = nil) async throws -> HTTPResponse
    {
        var headers: HTTPHeaders = ["Content-Type": "application/json"]
        if let address { headers["X-Forwarded-For"] = address }
        if let token { headers["Authorization"] = "Bearer \(token)" }
        let body = try json.map { try JSONSerialization.data(withJSONObject: $0) }
        return try await transport.send(HTTPRequest(method, url: URL(string: base.absoluteString + path)!, headers: headers, body: body))
    }

    func signIn(_ email: String, _ password: String, from address: String? = nil) async throws -> HTTPResponse {
        try await send(.post, "/v1/sessions", json: ["email": email, "password": password], from: address)
    }

    func stop() async {
        await running.stop()
        await endings.run()
    }
}

extension HTTPResponse {
    var errorCode: String? {
        ((try? JSONSerialization.jsonObject(with: body)) as? [String: Any]).flatMap { $0["error"] as? [String: Any] }?["code"] as? String
    }

    var retryAfter: Int? { headers["Retry-After"].flatMap { Int($0) } }
}
