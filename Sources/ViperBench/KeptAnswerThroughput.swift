import EventMapServer
import Foundation
import Hummingbird
import Logging
import NIOCore
import Synchronization
import Viper

/// The box query a map repeats, answered from what the server kept, against the same bytes
/// served as a fixed body: both through one Hummingbird application with the server's own
/// routes and middleware, in one run, so the ratio is what keeping the answer leaves to gain.
func keptAnswerThroughput(of server: EventsServer, box: [URLQueryItem], client: HTTPClient, logger: Logger) async throws -> (kept: Double, fixed: Double) {
    let fixedBody = Mutex(ByteBuffer())
    let router = try EventsRoutes.router(of: server)
    router.get("/fixed") { _, _ in
        Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8"], body: ResponseBody(byteBuffer: fixedBody.withLock { $0 }))
    }
    let (bound, binding) = AsyncStream.makeStream(of: Int.self)
    let app = Application(
        router: router, configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
        onServerRunning: { channel in binding.yield(channel.localAddress?.port ?? 0) }, logger: logger)
    let running = Task { try await app.runService() }
    defer { running.cancel() }
    var ports = bound.makeAsyncIterator()
    guard let port = await ports.next() else { throw BenchmarkFailure("the application for the fixed body did not start") }
    let base = URL(string: "http://127.0.0.1:\(port)")!
    let boxURL = base.appending(path: "v1/events").appending(queryItems: box)
    let answer = try await client.send(Viper.HTTPRequest(url: boxURL)).body
    fixedBody.withLock { $0 = ByteBuffer(bytes: answer) }
    return (try await throughput(client, boxURL), try await throughput(client, base.appending(path: "fixed")))
}
