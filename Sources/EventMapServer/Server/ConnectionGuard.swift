import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTPTypes
import Synchronization

/// HTTP/1.1 for Hummingbird with `ConnectionPolicy` kept: each connection first passes a
/// `ConnectionGuardHandler` (its address's share of connections, the header deadline), and
/// a `RequestBoundaryHandler` past the HTTP decoder tells it where requests begin and end.
struct GuardedHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    let base: HTTP1Channel
    let policy: ConnectionPolicy
    let counts: ConnectionCounts

    init(responder: @escaping HTTPChannelHandler.Responder, policy: ConnectionPolicy, counts: ConnectionCounts) {
        base = HTTP1Channel(
            responder: responder,
            configuration: .init(
                additionalChannelHandlers: [RequestBoundaryHandler()], idleTimeout: TimeAmount(policy.idleTimeout)
            ))
        self.policy = policy
        self.counts = counts
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let (policy, counts) = (policy, counts)
        return channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(ConnectionGuardHandler(policy: policy, counts: counts))
        }.flatMap { base.setup(channel: channel, logger: logger) }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}

/// How many connections each address holds now.
final class ConnectionCounts: Sendable {
    private let open = Mutex<[String: Int]>([:])

    /// Counts a connection from `address`, unless it already holds `limit`.
    func admit(_ address: String, limit: Int) -> Bool {
        open.withLock { open in
            guard open[address, default: 0] < limit else { return false }
            open[address, default: 0] += 1
            return true
        }
    }

    func release(_ address: String) {
        open.withLock { open in
            open[address, default: 1] -= 1
            if open[address] == 0 { open[address] = nil }
        }
    }
}

/// Where a connection's requests begin and end, told by `RequestBoundaryHandler`.
enum RequestBoundary {
    case headRead
    case responseEnded
}

/// The first handler of a connection: closes it at once when its address holds its share
/// already, and when a request's head has not all come `headerTimeout` after the connection
/// opened or the request's first byte.
final class ConnectionGuardHandler: ChannelDuplexHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private let policy: ConnectionPolicy
    private let counts: ConnectionCounts
    private enum Phase { case awaitingHead, inRequest, betweenRequests }

    private var admitted: String?
    private var phase = Phase.awaitingHead
    private var deadline: Scheduled<Void>?

    init(policy: ConnectionPolicy, counts: ConnectionCounts) {
        self.policy = policy
        self.counts = counts
    }

    /// A connection may be active already when the handler is added, or become so later.
    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { admit(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        admit(context)
        context.fireChannelActive()
    }

    private func admit(_ context: ChannelHandlerContext) {
        guard admitted == nil else { return }
        let address = context.channel.remoteAddress?.ipAddress ?? "unknown"
        guard counts.admit(address, limit: policy.maxConnectionsPerAddress) else {
            context.close(promise: nil)
            return
        }
        admitted = address
        startHeadDeadline(context)
    }

    /// A client that ends its side has gone (as Go's server takes it too): the connection
    /// closes, and with it any change stream it was reading.
    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case .inputClosed = event as? ChannelEvent {
            context.close(promise: nil)
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    func channelInactive(context: ChannelHandlerContext) {
        deadline?.cancel()
        if let admitted { counts.release(admitted) }
        admitted = nil
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if phase == .betweenRequests { startHeadDeadline(context) }
        context.fireChannelRead(data)
    }

    func triggerUserOutboundEvent(context: ChannelHandlerContext, event: Any, promise: EventLoopPromise<Void>?) {
        guard let boundary = event as? RequestBoundary else {
            context.triggerUserOutboundEvent(event, promise: promise)
            return
        }
        switch boundary {
        case .headRead:
            phase = .inRequest
            deadline?.cancel()
            deadline = nil
        case .responseEnded:
            phase = .betweenRequests
        }
        promise?.succeed(())
    }

    private func startHeadDeadline(_ context: ChannelHandlerContext) {
        phase = .awaitingHead
        deadline?.cancel()
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        deadline = context.eventLoop.scheduleTask(in: TimeAmount(policy.headerTimeout)) {
            loopBound.value.close(promise: nil)
        }
    }
}

/// Past the HTTP decoder: tells `ConnectionGuardHandler` when a request's head has come and
/// when its response has gone.
final class RequestBoundaryHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head = unwrapInboundIn(data) { context.triggerUserOutboundEvent(RequestBoundary.headRead, promise: nil) }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let isEnd = if case .end = unwrapOutboundIn(data) { true } else { false }
        context.write(data, promise: promise)
        if isEnd { context.triggerUserOutboundEvent(RequestBoundary.responseEnded, promise: nil) }
    }
}
