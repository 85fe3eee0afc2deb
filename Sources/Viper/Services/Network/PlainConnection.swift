import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP connection whose every wait is a `poll` on the socket and on a wake-up pipe: a
/// byte on the pipe means the request was cancelled, and `silence` milliseconds without
/// news from the server mean it timed out.
struct PlainConnection {
    private let socket: Int32
    private let wake: Int32
    private let silence: Int32
    private let host: String

    init(host: String, port: Int, wake: Int32, silence: Int32) throws(HTTPError) {
        self.wake = wake
        self.silence = silence
        self.host = host
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = SocketFlags.stream
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let first = found else {
            throw .offline("cannot find \(host)")
        }
        defer { freeaddrinfo(first) }
        var lastError: HTTPError = .offline("cannot connect to \(host)")
        for address in sequence(first: first, next: { $0.pointee.ai_next }) {
            let candidate = Glibc.socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
            guard candidate >= 0 else { continue }
            do throws(HTTPError) {
                try Self.connect(candidate, to: address.pointee, host: host, wake: wake, silence: silence)
                socket = candidate
                return
            } catch {
                Glibc.close(candidate)
                if error == .cancelled || error == .timeout { throw error }
                lastError = error
            }
        }
        throw lastError
    }

    func close() {
        Glibc.close(socket)
    }

    func send(_ text: String) throws(HTTPError) {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            try Self.wait(for: Int16(POLLOUT), on: socket, wake: wake, silence: silence)
            let count = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress! + sent, $0.count - sent, SocketFlags.noSignal) }
            if count < 0 && Self.isTransient(errno) { continue }
            guard count > 0 else { throw lost }
            sent += count
        }
    }

    /// The next bytes from the server, at most `limit`; empty when it has closed the connection.
    func receive(upTo limit: Int) throws(HTTPError) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: max(1, limit))
        while true {
            try Self.wait(for: Int16(POLLIN), on: socket, wake: wake, silence: silence)
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count < 0 && Self.isTransient(errno) { continue }
            guard count >= 0 else { throw lost }
            return Array(buffer[0..<count])
        }
    }

    /// A readiness that did not last, or a signal: try again.
    private static func isTransient(_ error: Int32) -> Bool {
        error == EAGAIN || error == EWOULDBLOCK || error == EINTR
    }

    var lost: HTTPError { .offline("the connection to \(host) was lost") }

    private static func connect(_ socket: Int32, to address: addrinfo, host: String, wake: Int32, silence: Int32) throws(HTTPError) {
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
        if Glibc.connect(socket, address.ai_addr, address.ai_addrlen) != 0 {
            guard errno == EINPROGRESS else { throw .offline("cannot connect to \(host)") }
            try wait(for: Int16(POLLOUT), on: socket, wake: wake, silence: silence)
            var failure: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            guard getsockopt(socket, SOL_SOCKET, SO_ERROR, &failure, &length) == 0, failure == 0 else {
                throw .offline("cannot connect to \(host)")
            }
        }
    }

    private static func wait(for events: Int16, on socket: Int32, wake: Int32, silence: Int32) throws(HTTPError) {
        var fds = [pollfd(fd: socket, events: events, revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
        while true {
            let ready = poll(&fds, 2, silence)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { throw .timeout }
            if fds[1].revents != 0 { throw .cancelled }
            return
        }
    }
}
