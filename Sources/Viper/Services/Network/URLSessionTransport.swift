import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// The live transport: one URLSession per transport, a request timeout, URLError codes
/// mapped onto `HTTPError`, and Swift task cancellation cancelling the URLSession task.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let timeout: Duration

    public init(timeout: Duration = .seconds(15)) {
        self.timeout = timeout
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout.seconds
        configuration.timeoutIntervalForResource = timeout.seconds
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        session = URLSession(configuration: configuration)
    }

    deinit {
        session.invalidateAndCancel()
    }

    public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout.seconds)
        urlRequest.httpMethod = "GET"
        let outcome = await run(urlRequest)
        return try outcome.get()
    }

    /// Runs one data task; resolves exactly once, with `.cancelled` if the Swift task is
    /// cancelled before or while the data task runs.
    private func run(_ urlRequest: URLRequest) async -> Result<HTTPResponse, HTTPError> {
        if Task.isCancelled { return .failure(.cancelled) }
        let flight = Flight()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<HTTPResponse, HTTPError>, Never>) in
                let task = session.dataTask(with: urlRequest) { data, response, error in
                    continuation.resume(returning: Self.outcome(data: data, response: response, error: error))
                }
                // Only the completion handler resumes: a cancelled data task reports `.cancelled`.
                if flight.start(task) {
                    task.resume()
                } else {
                    task.cancel()
                }
            }
        } onCancel: {
            flight.cancel()
        }
    }

    private static func outcome(data: Data?, response: URLResponse?, error: (any Error)?) -> Result<HTTPResponse, HTTPError> {
        if let error {
            return .failure(URLErrorMapping.httpError(for: error))
        }
        guard let http = response as? HTTPURLResponse else {
            return .failure(.undecodable("the answer is not HTTP"))
        }
        return .success(HTTPResponse(status: http.statusCode, body: data ?? Data()))
    }
}

/// The data task of one request and whether its Swift task was cancelled, whichever
/// comes first.
private final class Flight: Sendable {
    private struct State {
        var task: URLSessionTask?
        var cancelled = false
    }

    private let state = Mutex(State())

    /// Keeps `task`; false when the Swift task was already cancelled.
    func start(_ task: URLSessionTask) -> Bool {
        state.withLock { state in
            state.task = task
            return !state.cancelled
        }
    }

    func cancel() {
        let task = state.withLock { state -> URLSessionTask? in
            state.cancelled = true
            return state.task
        }
        task?.cancel()
    }
}

/// How URLSession's errors read as `HTTPError`.
enum URLErrorMapping {
    static func httpError(for error: any Error) -> HTTPError {
        guard let urlError = error as? URLError else {
            return .offline(String(describing: error))
        }
        let host = urlError.failingURL?.host ?? "the server"
        switch urlError.code {
        case .cancelled, .userCancelledAuthentication:
            return .cancelled
        case .timedOut:
            return .timeout
        case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff, .callIsActive:
            return .offline("no internet connection")
        case .cannotFindHost, .dnsLookupFailed:
            return .offline("cannot find \(host)")
        case .cannotConnectToHost:
            return .offline("cannot connect to \(host)")
        case .networkConnectionLost:
            return .offline("the connection to \(host) was lost")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected,
             .clientCertificateRequired, .appTransportSecurityRequiresSecureConnection:
            return .offline("no secure connection to \(host)")
        case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData:
            return .undecodable("\(host) sent an answer that is not valid HTTP")
        case .badURL, .unsupportedURL:
            return .offline("cannot request \(urlError.failingURL?.absoluteString ?? "this address")")
        default:
            return .offline("URL error \(urlError.code.rawValue) from \(host)")
        }
    }
}
