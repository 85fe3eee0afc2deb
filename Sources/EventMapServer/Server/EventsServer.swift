import EventMapAPI
import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import ServiceLifecycle
import UnixSignals

/// The whole server: the API on an address, and the follower that tells its change streams
/// of every change. `eventmap-server` runs it until a signal; tests and benchmarks start it in
/// the background on a loopback port.
public struct EventsServer: Sendable {
    public static let heartbeat = Duration.seconds(15)
    /// SIGTERM ends open change streams at once, then waits this long at most for requests in flight.
    public static let drainLimit = Duration.seconds(5)

    public let service: EventsService
    public let hub: ChangeHub
    /// The box queries' answers, kept until something changes.
    public let answers: AreaAnswers
    /// What `GET /metrics` tells.
    public let metrics = ServerMetrics()
    public let logger: Logger
    public let policy: ConnectionPolicy
    /// What `GET /openapi.yaml` serves.
    let document: String

    /// A server that logs nothing unless given a `logger`, as when an app embeds it.
    public init(
        service: EventsService, policy: ConnectionPolicy = ConnectionPolicy(),
        logger: Logger = Logger(label: "eventmap-server") { _ in SwiftLogNoOpLogHandler() }
    ) async throws(EventsError) {
        do {
            document = try APIDocument.text()
        } catch {
            throw .unreachable("the API's document could not be read: \(error.localizedDescription)")
        }
        self.service = service
        hub = try await ChangeHub(repository: service.repository)
        answers = AreaAnswers(repository: service.repository)
        self.logger = logger
        self.policy = policy
    }

    /// Serves on `host:port` (0: any free port) until SIGTERM or SIGINT; `onRunning` learns the port.
    public func run(host: String, port: Int, onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        try await serviceGroup(host: host, port: port, signals: [.sigterm, .sigint], onRunning: onRunning).run()
    }

    /// Starts serving on 127.0.0.1 at a free port, in the background.
    public func start() async throws -> RunningEventsServer {
        let (bound, binding) = AsyncStream.makeStream(of: Int.self)
        let group = try serviceGroup(host: "127.0.0.1", port: 0, signals: []) { port in binding.yield(port) }
        let running = Task {
            try? await group.run()
            binding.finish()
        }
        var ports = bound.makeAsyncIterator()
        guard let port = await ports.next() else { throw EventsError.unreachable("the server did not start") }
        return RunningEventsServer(port: port, group: group, running: running)
    }

    private func serviceGroup(host: String, port: Int, signals: [UnixSignal], onRunning: @escaping @Sendable (Int) async -> Void) throws -> ServiceGroup {
        let (policy, counts) = (policy, ConnectionCounts())
        let app = Application(
            router: try EventsRoutes.router(of: self, proxies: policy.trustedProxies),
            server: HTTPServerBuilder { responder in GuardedHTTP1Channel(responder: responder, policy: policy, counts: counts) },
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port), serverName: "eventmap-server", backlog: 1_024,
                availableConnectionsDelegate: MaximumAvailableConnections(policy.maxConnections, logger: logger)
            ),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) },
            logger: logger
        )
        var configuration = ServiceGroupConfiguration(
            services: [
                .init(service: app),
                // Last, so it stops first: the streams end, and the server can drain.
                .init(
                    service: ChangeFollower(repository: service.repository, hub: hub, answers: answers, heartbeat: Self.heartbeat),
                    successTerminationBehavior: .gracefullyShutdownGroup),
            ], gracefulShutdownSignals: signals, logger: logger)
        configuration.maximumGracefulShutdownDuration = Self.drainLimit
        return ServiceGroup(configuration: configuration)
    }
}

/// A server started in the background; `stop()` ends its streams and waits for it to stop.
public struct RunningEventsServer: Sendable {
    public let port: Int
    let group: ServiceGroup
    let running: Task<Void, Never>

    public func stop() async {
        await group.triggerGracefulShutdown()
        await running.value
    }
}

/// Wakes the hub whenever the database says something changed, forgetting the answers kept
/// from before, and sends heartbeats; ends every stream when the server stops.
struct ChangeFollower: Service {
    let repository: any EventsRepository
    let hub: ChangeHub
    let answers: AreaAnswers
    let heartbeat: Duration

    func run() async throws {
        let (repository, hub, answers, heartbeat) = (repository, hub, answers, heartbeat)
        await cancelWhenGracefulShutdown {
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    await repository.followChanges {
                        answers.forgetAll()
                        await hub.wake()
                    }
                }
                group.addTask {
                    while (try? await Task.sleep(for: heartbeat)) != nil { await hub.heartbeat() }
                }
                await hub.wake()
                await group.next()
                group.cancelAll()
            }
        }
        await hub.close()
    }
}
