import EventMapAPI
import EventMapServer
import Foundation
import Glibc
import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization
import Viper
import ViperLocation

/// How many open change streams are all told of one create within 1 s: 1,000, then 2,000,
/// 5,000, 9,000 and 10,000 (the goal) connections, each a `GET /v1/changes` spoken through
/// SwiftNIO's HTTP/1 codec, until a size fails.
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
            let told = ToldCount()
            let streams = try await openStreams(count, port: port, told: told)
            let start = ContinuousClock.now
            _ = try await service.createEvent(
                EventDraft(
                    title: "Fan-out", description: "", address: "", type: .music, age: .none,
                    position: Coordinate(latitude: 1, longitude: 1)!), token: token)
            let toldCount = await told.wait(for: count, within: .seconds(1))
            let elapsed = (ContinuousClock.now - start) / .milliseconds(1)
            for stream in streams { try? await stream.close() }
            reached.append(String(format: "%d of %d in %.0f ms", toldCount, count, elapsed))
            if toldCount < count { break }
        }
        return "open change streams told of a create within 1 s: " + reached.joined(separator: "; ") + " (goal ≥ 1000, 10000 hoped for)"
    } catch {
        return "open change streams: " + (reached + ["stopped: \(error)"]).joined(separator: "; ")
    }
}

/// `count` change streams opened one after another, each answered (its first comment read).
private func openStreams(_ count: Int, port: Int, told: ToldCount) async throws -> [any Channel] {
    var channels: [any Channel] = []
    do {
        for _ in 0..<count { channels.append(try await openStream(port: port, told: told)) }
        return channels
    } catch {
        for channel in channels { try? await channel.close() }
        throw error
    }
}

/// A `GET /v1/changes` through SwiftNIO's HTTP/1 codec, once the server has answered it.
private func openStream(port: Int, told: ToldCount) async throws -> any Channel {
    let loop = MultiThreadedEventLoopGroup.singleton.next()
    let opened = loop.makePromise(of: Void.self)
    let channel = try await ClientBootstrap(group: loop)
        .channelInitializer { channel in
            channel.eventLoop.makeCompletedFuture {
                try channel.pipeline.syncOperations.addHTTPClientHandlers()
                try channel.pipeline.syncOperations.addHandler(ChangeStreamReader(opened: opened, told: told))
            }
        }
        .connect(host: "127.0.0.1", port: port).get()
    do {
        try await opened.futureResult.get()
    } catch {
        try? await channel.close()
        throw error
    }
    return channel
}

/// Reads one change stream: says when it opened, and counts itself once when a change comes.
private final class ChangeStreamReader: ChannelInboundHandler {
    typealias InboundIn = HTTPClientResponsePart
    typealias OutboundOut = HTTPClientRequestPart

    private let opened: EventLoopPromise<Void>
    private let told: ToldCount
    private var isOpen = false
    private var isTold = false

    init(opened: EventLoopPromise<Void>, told: ToldCount) {
        self.opened = opened
        self.told = told
    }

    func channelActive(context: ChannelHandlerContext) {
        let head = HTTPRequestHead(
            version: .http1_1, method: .GET, uri: "/v1/changes", headers: ["Host": "127.0.0.1", "Accept": "text/event-stream"])
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head) where head.status != .ok:
            failOpening("the stream was refused: \(head.status.code)")
        case .body(let buffer):
            let text = String(buffer: buffer)
            if !isOpen, text.contains(": connected") {
                isOpen = true
                opened.succeed()
            }
            if isOpen, !isTold, text.contains("id: ") {
                isTold = true
                told.add()
            }
        default:
            break
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        failOpening("the stream closed before it opened")
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        failOpening("the stream failed: \(error)")
        context.close(promise: nil)
    }

    private func failOpening(_ reason: String) {
        guard !isOpen else { return }
        isOpen = true
        opened.fail(BenchmarkFailure(reason))
    }
}

/// How many streams have been told of a change.
private final class ToldCount: Sendable {
    private let count = Atomic(0)

    var value: Int { count.load(ordering: .acquiring) }

    func add() {
        count.add(1, ordering: .releasing)
    }

    /// Waits until `target` streams were told, or `limit` passed; answers how many were.
    func wait(for target: Int, within limit: Duration) async -> Int {
        let deadline = ContinuousClock.now + limit
        while value < target, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(1))
        }
        return min(value, target)
    }
}
