import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The live transport for plain `http://`, over a socket of its own: each request runs on a
/// thread that sleeps in `poll` until the server sends something or the request is
/// cancelled, so waiting costs no CPU (URLSession on Linux keeps a write source on the
/// socket that fires without pause while it waits for the answer), and the body is read
/// only up to the request's `bodyLimit`.
public struct PlainHTTPTransport: HTTPTransport {
    private let timeout: Duration

    /// `timeout`: the longest silence from the server before the request fails.
    public init(timeout: Duration = .seconds(15)) {
        self.timeout = timeout
    }

    public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        if Task.isCancelled { throw .cancelled }
        let exchange = try PlainExchange(request: request, silence: timeout)
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<HTTPResponse, HTTPError>, Never>) in
                Thread.detachNewThread { continuation.resume(returning: exchange.run()) }
            }
        } onCancel: {
            exchange.cancel()
        }
        return try outcome.get()
    }
}

/// One request on one connection, run on its own thread. Cancelling writes to a pipe the
/// thread also polls, so a cancelled request wakes at once wherever it waits.
private final class PlainExchange: Sendable {
    private let request: HTTPRequest
    private let host: String
    private let port: Int
    private let target: String
    private let silence: Int32
    /// The pipe's ends while the exchange runs; nil once it has closed them.
    private let wake: Mutex<(read: Int32, write: Int32)?>

    init(request: HTTPRequest, silence: Duration) throws(HTTPError) {
        guard let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false), let host = components.host, !host.isEmpty else {
            throw .offline("cannot request \(request.url.absoluteString)")
        }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw .offline("cannot make a pipe: \(String(cString: strerror(errno)))") }
        self.request = request
        self.host = host
        port = components.port ?? 80
        let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        target = path + (components.percentEncodedQuery.map { "?\($0)" } ?? "")
        self.silence = Int32(max(0, min(silence.seconds * 1000, Double(Int32.max))))
        wake = Mutex((ends[0], ends[1]))
    }

    func cancel() {
        wake.withLock { ends in
            guard let ends else { return }
            var byte: UInt8 = 1
            _ = write(ends.write, &byte, 1)
        }
    }

    func run() -> Result<HTTPResponse, HTTPError> {
        defer {
            wake.withLock { ends in
                if let ends { close(ends.read); close(ends.write) }
                ends = nil
            }
        }
        guard let wakeFD = wake.withLock({ $0?.read }) else { return .failure(.cancelled) }
        do throws(HTTPError) {
            let connection = try PlainConnection(host: host, port: port, wake: wakeFD, silence: silence)
            defer { connection.close() }
            let hostHeader = port == 80 ? host : "\(host):\(port)"
            try connection.send("GET \(target) HTTP/1.1\r\nHost: \(hostHeader)\r\nAccept: */*\r\nConnection: close\r\n\r\n")
            var reader = HTTPResponseReader(connection: connection, bodyLimit: request.bodyLimit)
            return .success(try reader.read())
        } catch {
            return .failure(error)
        }
    }
}
