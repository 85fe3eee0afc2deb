import Foundation
import Hummingbird
import NIOCore
import Synchronization
import Viper

#if canImport(Glibc)
    import Glibc
#endif

/// A real HTTP server on 127.0.0.1 (a free port), on Hummingbird, for tests of live transports
/// and of apps against a live server. It answers by path and query — at once, a byte at a
/// time, endlessly, never, or breaking off — and stops itself after `lifetime`, so a broken test
/// cannot hang the run.
///
///     let server = try await LoopbackHTTPServer.start(["/api/character?page=1": .respond(status: 200, body: page)])
///     defer { server.stop() }
public final class LoopbackHTTPServer: Sendable {
    public enum Reply: Sendable {
        case respond(status: Int, body: String)
        case data(status: Int, body: Data)
        /// The request as the server read it, as JSON: `method`, `path`, `headers` (names in
        /// lower case) and `body` (as text).
        case echo
        /// A redirect to `location`, with status 302.
        case redirect(to: String)
        /// Reads the request and never answers.
        case silent
        /// Announces a body of `length` bytes, then sends one byte every `interval`.
        case trickle(length: Int, interval: Duration)
        /// Sends `length` bytes, made as they go: never all held at once. Unannounced, the
        /// answer is chunked.
        case endless(length: Int, announced: Bool)
        /// Announces a body of `length` bytes, sends `sent` of them and closes the connection.
        case breakOff(length: Int, sent: Int)
        /// `text/event-stream`: each event as `id:` (its place, from 1) and `data:`, then the
        /// stream stays open until the server stops.
        case events([String])
    }

    public let port: Int
    /// The path and query of each request, as it arrives.
    public let requests: AsyncStream<String>
    /// How many connections requests came on so far: a client that keeps connections alive
    /// opens few.
    public var connections: Int { peers.count }

    private let application: LoopbackApplication
    private let events: AsyncStream<String>.Continuation
    private let stopped: StopSignal
    private let peers: Peers

    private init(
        port: Int, application: LoopbackApplication, requests: AsyncStream<String>, events: AsyncStream<String>.Continuation, stopped: StopSignal,
        peers: Peers
    ) {
        self.peers = peers
        self.port = port
        self.application = application
        self.requests = requests
        self.events = events
        self.stopped = stopped
    }

    /// Starts a server answering `routes` (a request matching none gets 404); `backlog` is the
    /// listen queue's length and `latency` is waited before each answer.
    public static func start(
        _ routes: [String: Reply], backlog: Int = 256, latency: Duration = .zero, lifetime: Duration = .seconds(120)
    ) async throws -> LoopbackHTTPServer {
        let (requests, events) = AsyncStream.makeStream(of: String.self)
        let stopped = StopSignal()
        let peers = Peers()
        let responder = CallbackResponder { (request: Request, context: PeerContext) in
            let target = request.uri.description
            if let peer = context.peerPort { peers.insert(peer) }
            events.yield(target)
            if latency > .zero { try? await stopped.wait(latency) }
            return try await answer(routes[target], to: request, stopped: stopped)
        }
        let application = try await LoopbackApplication.start(responder, backlog: backlog, lifetime: lifetime) {
            stopped.stop()
            events.finish()
        }
        let port = application.port
        return LoopbackHTTPServer(port: port, application: application, requests: requests, events: events, stopped: stopped, peers: peers)
    }

    deinit {
        stop()
    }

    /// `http://127.0.0.1:<port><path>`.
    public func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// Ends every answer still going and stops listening; idempotent.
    public func stop() {
        stopped.stop()
        application.stop()
        events.finish()
    }

    /// A port on 127.0.0.1 that nothing listens on, so connecting is refused: one the system
    /// just handed out and that was let go at once.
    public static func closedPort() throws -> Int {
        let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard probe >= 0 else { throw ServerError(message: "no socket: \(SystemErrorText.current)") }
        defer { close(probe) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(probe, $0, length) == 0 && getsockname(probe, $0, &length) == 0 }
        }
        guard named else { throw ServerError(message: "cannot bind 127.0.0.1: \(SystemErrorText.current)") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    public struct ServerError: Error, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    private static func answer(_ reply: Reply?, to request: Request, stopped: StopSignal) async throws -> Response {
        switch reply {
        case nil:
            return Response(status: .notFound, body: ResponseBody(byteBuffer: ByteBuffer(string: #"{"error":"There is nothing here"}"#)))
        case .respond(let status, let body)?:
            return Response(status: .init(code: status), body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
        case .data(let status, let body)?:
            return Response(status: .init(code: status), body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
        case .echo?:
            return Response(status: .ok, body: ResponseBody(byteBuffer: ByteBuffer(bytes: try await echo(request))))
        case .redirect(let location)?:
            var headers = HTTPFields()
            headers[.location] = location
            return Response(status: .found, headers: headers)
        case .silent?:
            try await stopped.wait(.seconds(86_400))
            throw CancellationError()
        case .trickle(let length, let interval)?:
            return Response(
                status: .ok,
                body: ResponseBody(contentLength: length) { writer in
                    for _ in 0..<length {
                        try await stopped.wait(interval)
                        try await writer.write(ByteBuffer(string: "x"))
                    }
                    try await writer.finish(nil)
                })
        case .endless(let length, let announced)?:
            return Response(
                status: .ok,
                body: ResponseBody(contentLength: announced ? length : nil) { writer in
                    let chunk = ByteBuffer(repeating: UInt8(ascii: "x"), count: 64 << 10)
                    var left = length
                    while left > 0, !stopped.isStopped {
                        try await writer.write(chunk.getSlice(at: 0, length: min(left, chunk.readableBytes))!)
                        left -= min(left, chunk.readableBytes)
                    }
                    try await writer.finish(nil)
                })
        case .events(let texts)?:
            var headers = HTTPFields()
            headers[.contentType] = "text/event-stream"
            return Response(
                status: .ok, headers: headers,
                body: ResponseBody { writer in
                    for (index, text) in texts.enumerated() {
                        try await writer.write(ByteBuffer(string: "id: \(index + 1)\ndata: \(text)\n\n"))
                    }
                    try await stopped.wait(.seconds(86_400))
                })
        case .breakOff(let length, let sent)?:
            return Response(
                status: .ok,
                body: ResponseBody(contentLength: length) { writer in
                    try await writer.write(ByteBuffer(repeating: UInt8(ascii: "x"), count: min(sent, length)))
                    throw ServerError(message: "broken off on purpose")
                })
        }
    }

    private static func echo(_ request: Request) async throws -> Data {
        let body = try await request.body.collect(upTo: 1 << 20)
        var headers: [String: String] = [:]
        for field in request.headers { headers[field.name.canonicalName] = field.value }
        let echoed: [String: any Sendable] = [
            "method": request.method.rawValue, "path": request.uri.description, "headers": headers,
            "body": String(buffer: body),
        ]
        return try JSONSerialization.data(withJSONObject: echoed, options: [.sortedKeys])
    }
}

/// Lets answers that wait (silent, trickling, slow) end as soon as the server stops.
final class StopSignal: Sendable {
    private let state = Mutex<(stopped: Bool, waiters: [Int: CheckedContinuation<Void, Never>], next: Int)>((false, [:], 0))

    var isStopped: Bool { state.withLock { $0.stopped } }

    func stop() {
        let waiters = state.withLock { state in
            state.stopped = true
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Waits `duration`, or less if the server stops; throws once it has stopped.
    func wait(_ duration: Duration) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await Task.sleep(for: duration) }
            group.addTask { await self.untilStopped() }
            try await group.next()
            group.cancelAll()
        }
        if isStopped { throw CancellationError() }
    }

    private func untilStopped() async {
        let id = state.withLock { state in
            defer { state.next += 1 }
            return state.next
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let resumeNow = state.withLock { state in
                    if state.stopped || Task.isCancelled { return true }
                    state.waiters[id] = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
        }
    }
}

/// A request's context that knows the port of the client's end of its connection.
struct PeerContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    let peerPort: Int?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        peerPort = source.channel.remoteAddress?.port
    }
}

/// The client ports requests came from.
final class Peers: Sendable {
    private let ports = Mutex<Set<Int>>([])

    var count: Int { ports.withLock { $0.count } }

    func insert(_ port: Int) {
        _ = ports.withLock { $0.insert(port) }
    }
}
