import Hummingbird
import NIOCore

/// A request's context: who sent it (its address, or the client's behind a trusted proxy,
/// which `ClientAddressMiddleware` sets), for the limits, and its connection, so that a
/// change stream ends when its client goes.
public struct EventsRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    public let remoteAddress: SocketAddress?
    let connection: any Channel
    /// The address the limits count by: the peer's IP without its port, until a trusted proxy
    /// names another.
    var clientAddress: String
    /// The request's id, which its answer (`X-Request-ID`) and its log lines carry: Hummingbird's
    /// own when its logger keeps it, else a fresh one (a logger that drops metadata keeps none).
    let requestID: String

    public init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        remoteAddress = source.channel.remoteAddress
        connection = source.channel
        clientAddress = source.channel.remoteAddress?.ipAddress ?? "unknown"
        requestID = source.logger[metadataKey: "hb.request.id"]?.description ?? RequestID().description
    }
}
