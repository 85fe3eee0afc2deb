import Foundation
import NIOCore
import NIOPosix

/// A TCP server on 127.0.0.1 that answers every connection with the same bytes and closes it:
/// not HTTP at all, for tests of what a client makes of an answer that is not HTTP.
public final class GarbageServer: Sendable {
    public let port: Int
    private let channel: any Channel

    private init(port: Int, channel: any Channel) {
        self.port = port
        self.channel = channel
    }

    public static func start(sending bytes: Data) async throws -> GarbageServer {
        let answer = ByteBuffer(bytes: bytes)
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .childChannelInitializer { child in
                child.eventLoop.makeCompletedFuture { try child.pipeline.syncOperations.addHandler(AnswerAndClose(answer)) }
            }
            .bind(host: "127.0.0.1", port: 0)
            .get()
        return GarbageServer(port: channel.localAddress?.port ?? 0, channel: channel)
    }

    /// `http://127.0.0.1:<port><path>`: a URL a client takes for HTTP.
    public func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    public func stop() {
        channel.close(promise: nil)
    }

    deinit {
        stop()
    }
}

private final class AnswerAndClose: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private let answer: ByteBuffer

    init(_ answer: ByteBuffer) {
        self.answer = answer
    }

    func channelActive(context: ChannelHandlerContext) {
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(answer)).whenComplete { _ in channel.close(promise: nil) }
    }
}
