import AsyncHTTPClient
import NIOCore
import NIOHTTP1
import NIOPosix
import Viper

#if canImport(Glibc)
    import Glibc
#endif

/// What went wrong on the wire, in the framework's words.
enum LiveTransportError {
    static func map(_ error: any Error, limit: Int) -> HTTPError {
        if let error = error as? HTTPError { return error }
        if error is CancellationError || Task.isCancelled { return .cancelled }
        if error is NIOTooManyBytesError { return .tooLarge(limit: limit) }
        if let error = error as? AsyncHTTPClient.HTTPClientError { return map(error) }
        if error is NIOConnectionError { return .offline("cannot connect") }
        if let error = error as? IOError { return errno(error.errnoCode) }
        if error is HTTPParserError { return .connectionLost("the answer is not HTTP") }
        return .connectionLost(String(describing: error))
    }

    private static func map(_ error: AsyncHTTPClient.HTTPClientError) -> HTTPError {
        switch error {
        case .deadlineExceeded, .readTimeout, .writeTimeout, .connectTimeout, .tlsHandshakeTimeout, .getConnectionFromPoolTimeout:
            .timeout
        case .cancelled, .requestStreamCancelled:
            .cancelled
        case .remoteConnectionClosed:
            .connectionLost("the server closed the connection")
        case .redirectLimitReached, .redirectCycleDetected:
            .connectionLost("too many redirects")
        case .invalidURL, .emptyHost, .emptyScheme:
            .offline("not a URL the client can reach")
        default:
            .connectionLost(error.shortDescription)
        }
    }

    private static func errno(_ code: Int32) -> HTTPError {
        switch code {
        case ECONNREFUSED: .offline("connection refused")
        case ENETUNREACH, EHOSTUNREACH: .offline("no route to the host")
        case ECONNRESET, EPIPE: .connectionLost("the connection was reset")
        default: .connectionLost(SystemErrorText.of(code))
        }
    }
}
