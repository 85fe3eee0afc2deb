import AsyncHTTPClient
import Synchronization
import Viper

/// The process's one AsyncHTTPClient, made when a session first needs the live network and
/// shut down when the last session using it ends; its pool keeps connections alive between
/// requests, and the gate in front of it keeps its per-host order.
final class SharedHTTPClient: Sendable {
    static let shared = SharedHTTPClient()

    /// Connections to one host at most, as browsers allow.
    static let connectionsPerHost = 6
    /// Places background requests leave to the ones the user waits for: an app keeping three
    /// pages in flight never waits for a picture to finish.
    static let reservedForTheUser = 3
    static let redirects = 5

    let gate = HostGate(limit: connectionsPerHost, reserved: reservedForTheUser)
    private let state = Mutex<(client: AsyncHTTPClient.HTTPClient?, users: Int)>((nil, 0))

    /// The client, for a session that gives it back as it ends.
    func client(until endings: SessionEndings) -> AsyncHTTPClient.HTTPClient {
        let client = state.withLock { state in
            state.users += 1
            if let client = state.client { return client }
            let client = AsyncHTTPClient.HTTPClient(eventLoopGroup: AsyncHTTPClient.HTTPClient.defaultEventLoopGroup, configuration: Self.configuration)
            state.client = client
            return client
        }
        endings.add { await self.release() }
        return client
    }

    private func release() async {
        let last = state.withLock { state -> AsyncHTTPClient.HTTPClient? in
            state.users -= 1
            guard state.users == 0 else { return nil }
            defer { state.client = nil }
            return state.client
        }
        try? await last?.shutdown()
    }

    private static var configuration: AsyncHTTPClient.HTTPClient.Configuration {
        var configuration = AsyncHTTPClient.HTTPClient.Configuration(
            redirectConfiguration: .follow(max: redirects, allowCycles: false),
            timeout: .init(connect: .seconds(10)),
            connectionPool: .init(idleTimeout: .seconds(60), concurrentHTTP1ConnectionsPerHostSoftLimit: connectionsPerHost)
        )
        // A refused connection is the user's to retry, told at once, not after the connect timeout.
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.httpVersion = .http1Only
        return configuration
    }
}
