import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import Viper

/// The real network, `http://` and `https://`, on AsyncHTTPClient: pooled keep-alive
/// connections, at most six to a host with the requests the user waits for first (and three
/// kept for them, out of pictures' reach), TLS,
/// redirects (five at most, no cycles), a deadline per request, a body limit that stops
/// receiving, and cancellation that ends the request on the wire.
public struct LiveTransport: HTTPTransport, StreamingHTTPTransport {
    private let client: AsyncHTTPClient.HTTPClient
    private let gate: HostGate
    private let timeout: Duration

    /// A transport on the process's shared client, which is shut down when `endings` run
    /// (and no other session still uses it). `timeout` bounds a request that names none.
    public init(until endings: SessionEndings, timeout: Duration = .seconds(15)) {
        client = SharedHTTPClient.shared.client(until: endings)
        gate = SharedHTTPClient.shared.gate
        self.timeout = timeout
    }

    public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        let host = Self.host(of: request.url)
        try await enter(host, request)
        defer { gate.leave(host, priority: request.priority) }
        let (client, limit) = (client, request.bodyLimit)
        let timeout = request.timeout ?? timeout
        do {
            // The client's deadline ends at the answer's head; a body that trickles is stopped here.
            return try await withThrowingTaskGroup(of: HTTPResponse?.self) { group in
                group.addTask {
                    let response = try await client.execute(try Self.prepared(request), deadline: .now() + Self.amount(timeout))
                    if let length = response.headers.first(name: "Content-Length").flatMap(Int.init), length > limit {
                        throw HTTPError.tooLarge(limit: limit)
                    }
                    let body = try await response.body.collect(upTo: limit)
                    return HTTPResponse(status: Int(response.status.code), headers: Self.headers(response.headers), body: Data(body.readableBytesView))
                }
                group.addTask {
                    try await Task.sleep(for: timeout)
                    return nil
                }
                defer { group.cancelAll() }
                guard let response = try await group.next() ?? nil else { throw HTTPError.timeout }
                return response
            }
        } catch {
            throw LiveTransportError.map(error, limit: limit)
        }
    }

    /// The answer with its body as it arrives: its head within the request's timeout, its body
    /// for as long as it lasts. It holds one of the host's places until it ends or the reader stops.
    package func stream(_ request: HTTPRequest) async throws(HTTPError) -> HTTPStreamingResponse {
        let host = Self.host(of: request.url)
        try await enter(host, request)
        let response: HTTPClientResponse
        do {
            response = try await client.execute(try Self.prepared(request), deadline: .now() + Self.amount(request.timeout ?? timeout))
        } catch {
            gate.leave(host, priority: request.priority)
            throw LiveTransportError.map(error, limit: request.bodyLimit)
        }
        let (gate, body, limit, priority) = (gate, response.body, request.bodyLimit, request.priority)
        return HTTPStreamingResponse(
            status: Int(response.status.code), headers: Self.headers(response.headers),
            body: AsyncThrowingStream { continuation in
                let reading = Task {
                    defer { gate.leave(host, priority: priority) }
                    do {
                        for try await buffer in body { continuation.yield(Data(buffer.readableBytesView)) }
                        continuation.finish()
                    } catch {
                        continuation.finish(throwing: LiveTransportError.map(error, limit: limit))
                    }
                }
                continuation.onTermination = { _ in reading.cancel() }
            })
    }

    private func enter(_ host: String, _ request: HTTPRequest) async throws(HTTPError) {
        do {
            try await gate.enter(host, priority: request.priority)
        } catch {
            throw .cancelled
        }
    }

    /// Requests to one scheme, host and port share connections: `http://H` and `http://h:80`
    /// are one place to wait for. (A redirect to another host is not waited for again.)
    private static func host(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        return "\(scheme)://\(url.host?.lowercased() ?? ""):\(port)"
    }

    private static func prepared(_ request: HTTPRequest) throws(HTTPError) -> HTTPClientRequest {
        var prepared = HTTPClientRequest(url: request.url.absoluteString)
        prepared.method = NIOHTTP1.HTTPMethod(rawValue: request.method.rawValue)
        for field in request.headers { prepared.headers.add(name: field.name, value: field.value) }
        if let body = request.body { prepared.body = .bytes(ByteBuffer(bytes: body)) }
        return prepared
    }

    private static func headers(_ headers: NIOHTTP1.HTTPHeaders) -> Viper.HTTPHeaders {
        Viper.HTTPHeaders(headers.map { (name: $0.name, value: $0.value) })
    }

    /// A week at most: longer is the same as never, and nanoseconds must not overflow.
    private static func amount(_ duration: Duration) -> TimeAmount {
        let (seconds, attoseconds) = duration.components
        return .nanoseconds(min(max(seconds, 0), 604_800) * 1_000_000_000 + max(attoseconds, 0) / 1_000_000_000)
    }
}
