import Hummingbird
import Logging

/// A Hummingbird application on 127.0.0.1 at a port the system picks, running until its task
/// is cancelled or `lifetime` has passed, with its logs kept quiet.
public struct LoopbackApplication: Sendable {
    public let port: Int
    /// Ends when the server has stopped; cancel it to stop the server.
    public let running: Task<Void, Never>

    /// Starts serving with `responder`; `backlog` is the listen queue's length. `stopped` runs
    /// once the server has stopped.
    public static func start<Responder: HTTPResponder>(
        _ responder: Responder, backlog: Int = 256, lifetime: Duration = .seconds(86_400), stopped: @escaping @Sendable () -> Void = {}
    ) async throws -> LoopbackApplication where Responder.Context: InitializableFromSource<ApplicationRequestContextSource> {
        let (bound, binding) = AsyncStream.makeStream(of: Int.self)
        var quiet = Logger(label: "loopback")
        quiet.logLevel = .critical
        let app = Application(
            responder: responder,
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0), backlog: backlog),
            onServerRunning: { channel in binding.yield(channel.localAddress?.port ?? 0) },
            logger: quiet
        )
        let running = Task {
            await withTaskGroup(of: Void.self) { group in
                group.addTask { try? await app.run() }
                group.addTask { try? await Task.sleep(for: lifetime) }
                await group.next()
                group.cancelAll()
            }
            binding.finish()
            stopped()
        }
        var ports = bound.makeAsyncIterator()
        guard let port = await ports.next(), port > 0 else { throw LoopbackHTTPServer.ServerError(message: "the loopback server did not start") }
        return LoopbackApplication(port: port, running: running)
    }
}
