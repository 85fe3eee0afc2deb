import Foundation
import Synchronization
import Viper
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 (a free port) for tests of live transports and of
/// apps against a live server. It answers canned replies by path — at once, a byte at a
/// time, endlessly, or never — and stops itself after `lifetime` so a broken test cannot
/// hang the run. Slow and endless replies run on a thread of their own per connection.
public final class LoopbackHTTPServer: Sendable {
    public enum Reply: Sendable {
        case respond(status: Int, body: String)
        case data(status: Int, body: Data)
        /// Sends these bytes as they are, status line and headers included, then closes.
        case raw(Data)
        /// Reads the request and never answers.
        case silent
        /// Announces a body of `length` bytes, then sends one byte every `interval`.
        case trickle(length: Int, interval: Duration)
        /// Sends `length` bytes, made as they go: never all held at once. Unannounced, the
        /// answer has no Content-Length and its body ends when the connection closes.
        case endless(length: Int, announced: Bool)
    }

    public let port: UInt16
    /// The path of each request, as it is read.
    public let requests: AsyncStream<String>

    private let listener: Int32
    private let routes: [String: Reply]
    private let events: AsyncStream<String>.Continuation
    private let held = Mutex<(stopped: Bool, sockets: [Int32])>((false, []))

    public init(routes: [String: Reply], lifetime: Duration = .seconds(120)) throws {
        listener = socket(AF_INET, SocketFlags.stream, 0)
        guard listener >= 0 else { throw ServerError.socket(errno) }
        var reuse: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        guard let bound = Self.bindLoopback(listener), listen(listener, 16) == 0 else {
            close(listener)
            throw ServerError.socket(errno)
        }
        port = bound
        self.routes = routes
        (requests, events) = AsyncStream.makeStream(of: String.self)
        let deadline = ContinuousClock.now + lifetime
        Thread.detachNewThread { [self] in serve(until: deadline) }
    }

    deinit {
        stop()
    }

    /// `http://127.0.0.1:<port><path>`.
    public func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// Closes every connection and stops accepting; idempotent.
    public func stop() {
        let sockets = held.withLock { held -> [Int32] in
            defer { held = (true, []) }
            return held.stopped ? [] : held.sockets
        }
        sockets.forEach { close($0) }
        events.finish()
    }

    /// A port on 127.0.0.1 that nothing listens on, so connecting is refused.
    public static func closedPort() throws -> UInt16 {
        let probe = socket(AF_INET, SocketFlags.stream, 0)
        guard probe >= 0 else { throw ServerError.socket(errno) }
        defer { close(probe) }
        guard let port = bindLoopback(probe) else { throw ServerError.socket(errno) }
        return port
    }

    public enum ServerError: Error {
        case socket(Int32)
    }

    private var isStopped: Bool { held.withLock { $0.stopped } }

    private func serve(until deadline: ContinuousClock.Instant) {
        defer {
            close(listener)
            stop()
        }
        while !isStopped, ContinuousClock.now < deadline {
            var waiting = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&waiting, 1, 50) > 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            let path = readRequestPath(connection)
            events.yield(path)
            switch routes[path] ?? .respond(status: 404, body: "") {
            case .respond(let status, let body):
                write(status: status, body: Data(body.utf8), to: connection)
                close(connection)
            case .data(let status, let body):
                write(status: status, body: body, to: connection)
                close(connection)
            case .raw(let bytes):
                _ = transmit(Array(bytes), to: connection)
                close(connection)
            case .silent:
                hold(connection)
            case .trickle(let length, let interval):
                hold(connection)
                Thread.detachNewThread { [self] in trickle(length: length, every: interval, to: connection) }
            case .endless(let length, let announced):
                hold(connection)
                Thread.detachNewThread { [self] in stream(length: length, announced: announced, to: connection) }
            }
        }
    }

    /// Keeps `connection` open until the server stops.
    private func hold(_ connection: Int32) {
        let stopped = held.withLock { held -> Bool in
            if !held.stopped { held.sockets.append(connection) }
            return held.stopped
        }
        if stopped { close(connection) }
    }

    private func trickle(length: Int, every interval: Duration, to connection: Int32) {
        guard transmit(Array(Self.head(status: 200, length: length).utf8), to: connection) else { return }
        for _ in 0..<length where !isStopped {
            Thread.sleep(forTimeInterval: interval.seconds)
            guard !isStopped, transmit([0x20], to: connection) else { return }
        }
    }

    private func stream(length: Int, announced: Bool, to connection: Int32) {
        guard transmit(Array(Self.head(status: 200, length: announced ? length : nil).utf8), to: connection) else { return }
        let chunk = [UInt8](repeating: 0x20, count: 65_536)
        var left = length
        while left > 0, !isStopped {
            let part = min(left, chunk.count)
            guard transmit(Array(chunk[0..<part]), to: connection) else { return }
            left -= part
        }
    }

    /// Reads up to the end of the headers (or two seconds) and returns the request's path.
    private func readRequestPath(_ connection: Int32) -> String {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let end = Array("\r\n\r\n".utf8)
        while received.count < 65_536, !received.ends(with: end) {
            var waiting = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            // Generous: on a loaded machine a client can take seconds to send what it connected for.
            guard poll(&waiting, 1, 20_000) > 0 else { break }
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            received += buffer[0..<count]
        }
        let requestLine = String(decoding: received, as: UTF8.self).split(separator: "\r\n").first ?? ""
        let parts = requestLine.split(separator: " ")
        return parts.count >= 2 ? String(parts[1]) : ""
    }

    private static func head(status: Int, length: Int?) -> String {
        "HTTP/1.1 \(status) \(status < 400 ? "OK" : "Error")\r\nContent-Type: application/json\r\n"
            + (length.map { "Content-Length: \($0)\r\n" } ?? "") + "Connection: close\r\n\r\n"
    }

    private func write(status: Int, body: Data, to connection: Int32) {
        _ = transmit(Array(Self.head(status: status, length: body.count).utf8) + body, to: connection)
    }

    /// Sends all of `bytes`; false once the peer has gone.
    private func transmit(_ bytes: [UInt8], to connection: Int32) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { send(connection, $0.baseAddress! + sent, $0.count - sent, SocketFlags.noSignal) }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    private static func bindLoopback(_ socket: Int32) -> UInt16? {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else { return nil }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        return named == 0 ? UInt16(bigEndian: address.sin_port) : nil
    }
}

private extension Array where Element == UInt8 {
    func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
