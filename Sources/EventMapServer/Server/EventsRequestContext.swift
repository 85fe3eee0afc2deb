import Hummingbird
import NIOCore

/// A request's context: who sent it, for throttling by address.
public struct EventsRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    public let remoteAddress: SocketAddress?

    public init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        remoteAddress = source.channel.remoteAddress
    }

    /// The address a client is throttled by: its IP, without the port.
    var clientAddress: String {
        remoteAddress?.ipAddress ?? "unknown"
    }
}
