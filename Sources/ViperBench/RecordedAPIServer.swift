import Foundation
import RickAndMorty
import Synchronization
import Viper
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Rick and Morty API on 127.0.0.1, answered from a recorded folder by the app's own
/// `RickAndMortyReplay`, each answer after `latency`, as the real server over a slow link.
/// Every connection gets a thread of its own that sleeps while it waits, so a client and the
/// app measured against it share one server that costs them no CPU.
final class RecordedAPIServer: Sendable {
    let port: UInt16
    private let listener: Int32
    private let replay: RickAndMortyReplay
    private let latency: Duration
    private let stopped = Atomic<Bool>(false)

    init(folder: URL, latency: Duration) throws {
        replay = RickAndMortyReplay(folder: folder)
        self.latency = latency
        listener = socket(AF_INET, SocketFlags.stream, 0)
        var reuse: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        guard listener >= 0, let bound = Self.bindLoopback(listener), listen(listener, 64) == 0 else {
            if listener >= 0 { close(listener) }
            throw ServerError(message: "cannot listen on 127.0.0.1: \(String(cString: strerror(errno)))")
        }
        port = bound
        Thread.detachNewThread { [self] in acceptConnections() }
    }

    struct ServerError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// What the app's `--api-base` takes.
    var base: URL { URL(string: "http://127.0.0.1:\(port)/api")! }

    /// Reads the recorded folder now, so the first measured request does not.
    func warmUp() async throws {
        let response = try await replay.send(HTTPRequest(url: base.appendingPathComponent("character")))
        guard response.status == 200 else { throw ServerError(message: "the recorded folder has no first page") }
    }

    func stop() {
        guard !stopped.exchange(true, ordering: .relaxed) else { return }
        shutdown(listener, Int32(SHUT_RDWR))
    }

    deinit {
        stop()
        close(listener)
    }

    private func acceptConnections() {
        while !stopped.load(ordering: .relaxed) {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            Thread.detachNewThread { [self] in answer(connection) }
        }
    }

    private func answer(_ connection: Int32) {
        defer { close(connection) }
        guard let target = Self.requestTarget(connection), let url = URL(string: "http://127.0.0.1:\(port)\(target)") else { return }
        let started = ContinuousClock.now
        let answer = respond(to: HTTPRequest(url: url))
        let response = target.hasSuffix(".jpeg") ? answer : linkingHere(answer)
        Thread.sleep(forTimeInterval: max(0, (latency - (ContinuousClock.now - started)).seconds))
        let head = "HTTP/1.1 \(response.status) \(response.status < 400 ? "OK" : "Error")\r\n"
            + "Content-Type: \(target.hasSuffix(".jpeg") ? "image/jpeg" : "application/json")\r\n"
            + "Content-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
        Self.transmit(Data(head.utf8) + response.body, to: connection)
    }

    /// The replay answers asynchronously; this thread only waits for it.
    private func respond(to request: HTTPRequest) -> HTTPResponse {
        let answer = Mutex<HTTPResponse?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task.detached { [replay] in
            let response: HTTPResponse
            do throws(HTTPError) {
                response = try await replay.send(request)
            } catch {
                response = HTTPResponse(status: 500, body: Data(error.message.utf8))
            }
            answer.withLock { $0 = response }
            done.signal()
        }
        done.wait()
        return answer.withLock { $0 } ?? HTTPResponse(status: 500, body: Data())
    }

    /// The recorded answers link to the public server; this one links to itself, as a server
    /// at its address would, or the app would refuse the links to the next page.
    private func linkingHere(_ response: HTTPResponse) -> HTTPResponse {
        let text = String(decoding: response.body, as: UTF8.self)
        let linked = text.replacingOccurrences(of: RickAndMortyAPI.defaultBase.absoluteString, with: base.absoluteString)
        return HTTPResponse(status: response.status, body: Data(linked.utf8))
    }

    /// The path and query of the request line, once the headers have arrived.
    private static func requestTarget(_ connection: Int32) -> String? {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while received.count < 65_536, !String(decoding: received, as: UTF8.self).contains("\r\n\r\n") {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            received += buffer[0..<count]
        }
        let requestLine = String(decoding: received, as: UTF8.self).prefix { $0 != "\r" }
        let parts = requestLine.split(separator: " ")
        return parts.count >= 2 ? String(parts[1]) : nil
    }

    private static func transmit(_ bytes: Data, to connection: Int32) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { send(connection, $0.baseAddress! + sent, $0.count - sent, SocketFlags.noSignal) }
            guard count > 0 else { return }
            sent += count
        }
    }

    private static func bindLoopback(_ socket: Int32) -> UInt16? {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        return bound == 0 && named == 0 ? UInt16(bigEndian: address.sin_port) : nil
    }
}
