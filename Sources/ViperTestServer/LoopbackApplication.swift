import Hummingbird
import Logging
import ServiceLifecycle

/// A Hummingbird application on 127.0.0.1 at a port the system picks, running until it is
/// stopped or `lifetime` has passed, with its logs kept quiet.
///
/// It stops by graceful shutdown, never by cancelling the task that serves: a cancelled server
/// drops the connections it accepted but had not yet taken up, and SwiftNIO traps on each
/// ("Deinited NIOAsyncWriter without calling finish()", swift-nio issue 2637).
public struct LoopbackApplication: Sendable {
    public let port: Int
    private let group: ServiceGroup

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
        var configuration = ServiceGroupConfiguration(services: [app], logger: quiet)
        // Past this, a connection that will not end is cut off.
        configuration.maximumGracefulShutdownDuration = .seconds(10)
        let group = ServiceGroup(configuration: configuration)
        Task {
            await withTaskGroup(of: Void.self) { tasks in
                tasks.addTask { try? await group.run() }
                tasks.addTask {
                    try? await Task.sleep(for: lifetime)
                    await group.triggerGracefulShutdown()
                }
                await tasks.next()
                tasks.cancelAll()
            }
            binding.finish()
            stopped()
        }
        var ports = bound.makeAsyncIterator()
        guard let port = await ports.next(), port > 0 else { throw LoopbackHTTPServer.ServerError(message: "the loopback server did not start") }
        return LoopbackApplication(port: port, group: group)
    }

    /// Stops accepting connections, lets the ones open finish and ends the server.
    public func stop() {
        Task { [group] in await group.triggerGracefulShutdown() }
    }
}
