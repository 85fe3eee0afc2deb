/// What one client may hold of the server's connections, and for how long: the flags of
/// `eventmap-server` (`--header-timeout`, `--idle-timeout`, `--max-connections`,
/// `--max-connections-per-address`, `--trusted-proxy`).
public struct ConnectionPolicy: Sendable, Equatable {
    /// From a connection's first byte (or its opening) to the end of its request's head.
    public var headerTimeout: Duration
    /// How long a connection may wait between requests, or stay silent mid-request.
    public var idleTimeout: Duration
    /// Open connections in all: past it the server accepts no more until one closes.
    public var maxConnections: Int
    /// Open connections from one address: past it a new one is closed at once.
    public var maxConnectionsPerAddress: Int
    public var trustedProxies: TrustedProxies

    public init(
        headerTimeout: Duration = .seconds(10), idleTimeout: Duration = .seconds(60), maxConnections: Int = 10_000,
        maxConnectionsPerAddress: Int = 256, trustedProxies: TrustedProxies = .none
    ) {
        self.headerTimeout = headerTimeout
        self.idleTimeout = idleTimeout
        self.maxConnections = maxConnections
        self.maxConnectionsPerAddress = maxConnectionsPerAddress
        self.trustedProxies = trustedProxies
    }
}
