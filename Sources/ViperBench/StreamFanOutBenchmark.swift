import EventMapServer
import Foundation
import Glibc
import Viper
import ViperLocation

/// How many open change streams are all told of one create within 1 s: 1,000, then 2,000,
/// 5,000, 9,000 and 10,000 (the goal) plain sockets, each a `GET /v1/changes`, until a size fails.
func streamsToldOfACreate(server port: Int, service: EventsService) async -> String {
    var limit = rlimit()
    getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    limit.rlim_cur = limit.rlim_max
    setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    // Each stream is two descriptors in this process (client and server side); running out
    // of them would stop the process (libdispatch cannot read /proc then), so sizes stop short.
    let room = (Int(limit.rlim_cur) - 1_000) / 3
    var reached: [String] = []
    do {
        let token = try await service.register(
            Registration(name: "Fan", email: "fan-\(UUID().uuidString)@example.org", birthDate: "1990-01-01", password: "benchmark")
        ).token
        let sizes = [1_000, 2_000, 5_000, 9_000, 10_000].filter { $0 <= room }
        if sizes.last != 10_000 { reached.append("(the descriptor limit, \(limit.rlim_cur), leaves room for \(room) streams)") }
        for count in sizes {
            let sockets = try (0..<count).map { _ in try openStream(port: port) }
            defer { for socket in sockets { close(socket) } }
            let start = ContinuousClock.now
            _ = try await service.createEvent(
                EventDraft(
                    title: "Fan-out", description: "", address: "", type: .music, age: .none,
                    position: Coordinate(latitude: 1, longitude: 1)!), token: token)
            let told = waitUntilTold(sockets, within: .seconds(1))
            let elapsed = (ContinuousClock.now - start) / .milliseconds(1)
            reached.append(String(format: "%d of %d in %.0f ms", told, count, elapsed))
            if told < count { break }
        }
        return "open change streams told of a create within 1 s: " + reached.joined(separator: "; ") + " (goal ≥ 1000, 10000 hoped for)"
    } catch {
        return "open change streams: " + (reached + ["stopped: \(error)"]).joined(separator: "; ")
    }
}

/// A connected socket whose `GET /v1/changes` has been answered (its first comment read).
private func openStream(port: Int) throws -> Int32 {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw BenchmarkFailure("socket: \(String(cString: strerror(errno)))") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else {
        close(socket)
        throw BenchmarkFailure("connect: \(String(cString: strerror(errno)))")
    }
    let request = Array("GET /v1/changes HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n".utf8)
    guard write(socket, request, request.count) == request.count else { throw BenchmarkFailure("write failed") }
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var received = ""
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !received.contains(": connected") {
        let count = read(socket, &buffer, buffer.count)
        guard count > 0 else { throw BenchmarkFailure("the stream did not open") }
        received += String(decoding: buffer[..<count], as: UTF8.self)
    }
    return socket
}

/// How many of `sockets` received an event (`id:`) before the time ran out.
private func waitUntilTold(_ sockets: [Int32], within limit: Duration) -> Int {
    let deadline = ContinuousClock.now + limit
    var waiting = Set(sockets)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !waiting.isEmpty, ContinuousClock.now < deadline {
        var descriptors = waiting.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let remaining = max(1, Int32((deadline - ContinuousClock.now) / .milliseconds(1)))
        guard poll(&descriptors, nfds_t(descriptors.count), remaining) > 0 else { continue }
        for descriptor in descriptors where descriptor.revents & Int16(POLLIN) != 0 {
            let count = read(descriptor.fd, &buffer, buffer.count)
            if count > 0, String(decoding: buffer[..<count], as: UTF8.self).contains("id: ") { waiting.remove(descriptor.fd) }
        }
    }
    return sockets.count - waiting.count
}
