import Foundation
import ViperTesting

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP connection made by hand, to be slow or silent on purpose, or from another loopback
/// address (127.0.0.2): what no HTTP client does.
public final class LoopbackConnection {
    public let descriptor: Int32

    /// Connects to 127.0.0.1:`port` from `source` (any address of 127.0.0.0/8), on a thread of
    /// its own: a connect can wait seconds when the server's queue is full.
    public static func open(port: Int, from source: String = "127.0.0.1") async throws -> LoopbackConnection {
        try await onOwnThread { try LoopbackConnection(port: port, from: source) }
    }

    /// Connects as `open` does, blocking the calling thread: for a thread that may block.
    public init(port: Int, from source: String = "127.0.0.1") throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure("socket: \(String(cString: strerror(errno)))") }
        var local = sockaddr_in()
        local.sin_family = sa_family_t(AF_INET)
        inet_pton(AF_INET, source, &local.sin_addr)
        var server = sockaddr_in()
        server.sin_family = sa_family_t(AF_INET)
        server.sin_port = in_port_t(UInt16(port).bigEndian)
        inet_pton(AF_INET, "127.0.0.1", &server.sin_addr)
        let bound = withUnsafePointer(to: &local) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        let connected = withUnsafePointer(to: &server) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, connected == 0 else {
            close(descriptor)
            throw Failure("connect from \(source): \(String(cString: strerror(errno)))")
        }
    }

    deinit {
        close(descriptor)
    }

    public func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Ends the connection from this side, as a client that goes away does.
    public func hangUp() {
        shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// What the server sends until it closes the connection, or `nil` if it is still open after `limit`.
    public func closed(within limit: Duration) async -> String? {
        await onOwnThread { self.read(within: limit) { _ in false }.closed }
    }

    /// What the server sends until the text so far contains `marker` (or the connection closes,
    /// or `limit` passes).
    public func received(until marker: String, within limit: Duration) async -> String {
        await onOwnThread { self.read(within: limit) { $0.contains(marker) }.text }
    }

    private func read(within limit: Duration, enough: (String) -> Bool) -> (text: String, closed: String?) {
        var received: [UInt8] = []
        let deadline = ContinuousClock.now + limit
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while ContinuousClock.now < deadline {
            let left = deadline - ContinuousClock.now
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(left.components.seconds * 1_000 + left.components.attoseconds / 1_000_000_000_000_000)
            guard poll(&poller, 1, max(1, milliseconds)) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return (String(decoding: received, as: UTF8.self), String(decoding: received, as: UTF8.self)) }
            received += buffer[..<count]
            if enough(String(decoding: received, as: UTF8.self)) { break }
        }
        return (String(decoding: received, as: UTF8.self), nil)
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }
}

extension LoopbackConnection: @unchecked Sendable {}
