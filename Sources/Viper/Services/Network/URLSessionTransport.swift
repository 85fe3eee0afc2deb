import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// The live transport: one URLSession per transport, a request timeout, URLError codes
/// mapped onto `HTTPError`, and Swift task cancellation cancelling the URLSession task.
/// Bodies are received piece by piece and refused past the request's `bodyLimit`: at once
/// when the answer announces its length; otherwise once the delegate hears of the excess —
/// on Linux URLSession reads on meanwhile, which is why plain `http://` goes through
/// `PlainHTTPTransport` instead (see `LiveTransport`).
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let exchanges = Exchanges()
    private let timeout: Duration

    public init(timeout: Duration = .seconds(15)) {
        self.timeout = timeout
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout.seconds
        configuration.timeoutIntervalForResource = timeout.seconds
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        session = URLSession(configuration: configuration, delegate: exchanges, delegateQueue: nil)
    }

    deinit {
        session.invalidateAndCancel()
    }

    public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout.seconds)
        urlRequest.httpMethod = "GET"
        let outcome = await run(urlRequest, bodyLimit: request.bodyLimit)
        return try outcome.get()
    }

    /// Runs one data task; resolves exactly once, with `.cancelled` if the Swift task is
    /// cancelled before or while the data task runs.
    private func run(_ urlRequest: URLRequest, bodyLimit: Int) async -> Result<HTTPResponse, HTTPError> {
        if Task.isCancelled { return .failure(.cancelled) }
        let exchange = Exchange(bodyLimit: bodyLimit)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<HTTPResponse, HTTPError>, Never>) in
                let task = session.dataTask(with: urlRequest)
                exchanges.add(exchange, for: task)
                if exchange.start(task, answering: continuation) {
                    task.resume()
                } else {
                    task.cancel()
                }
            }
        } onCancel: {
            exchange.cancel()
        }
    }
}

/// The session's delegate: hands each task's events to its exchange.
private final class Exchanges: NSObject, URLSessionDataDelegate, Sendable {
    private let byTask = Mutex<[Int: Exchange]>([:])

    func add(_ exchange: Exchange, for task: URLSessionTask) {
        byTask.withLock { $0[task.taskIdentifier] = exchange }
    }

    private func exchange(for task: URLSessionTask) -> Exchange? {
        byTask.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let accepted = exchange(for: dataTask)?.receive(response) ?? false
        completionHandler(accepted ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard exchange(for: dataTask)?.receive(data) ?? false else { return dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let exchange = byTask.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        exchange?.complete(error: error)
    }
}

/// One request: its data task, the answer as it arrives, and the continuation that hears
/// the outcome exactly once — from the completion, or earlier from a refused body.
private final class Exchange: Sendable {
    private struct State {
        var task: URLSessionTask?
        var continuation: CheckedContinuation<Result<HTTPResponse, HTTPError>, Never>?
        var cancelled = false
        var status: Int?
        var body: BodyCollector
    }

    private let state: Mutex<State>

    init(bodyLimit: Int) {
        state = Mutex(State(body: BodyCollector(limit: bodyLimit)))
    }

    /// Keeps `task` and who hears the outcome; false when the Swift task was already cancelled.
    func start(_ task: URLSessionTask, answering continuation: CheckedContinuation<Result<HTTPResponse, HTTPError>, Never>) -> Bool {
        state.withLock { state in
            state.task = task
            state.continuation = continuation
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

    /// False when the answer announces a body over the limit: it has been refused.
    func receive(_ response: URLResponse) -> Bool {
        let status = (response as? HTTPURLResponse)?.statusCode
        return accept { state throws(HTTPError) in
            state.status = status
            try state.body.check(expectedLength: response.expectedContentLength)
        }
    }

    /// False when `data` takes the body over the limit: the answer has been refused.
    func receive(_ data: Data) -> Bool {
        accept { state throws(HTTPError) in try state.body.append(data) }
    }

    func complete(error: (any Error)?) {
        resume { state in
            if let error { return .failure(URLErrorMapping.httpError(for: error)) }
            guard let status = state.status else { return .failure(.undecodable("the answer is not HTTP")) }
            return .success(HTTPResponse(status: status, body: state.body.body))
        }
    }

    private func accept(_ change: (inout State) throws(HTTPError) -> Void) -> Bool {
        let refusal = state.withLock { state -> HTTPError? in
            do throws(HTTPError) {
                try change(&state)
                return nil
            } catch {
                return error
            }
        }
        guard let refusal else { return true }
        resume { _ in .failure(refusal) }
        return false
    }

    /// Tells the outcome once; later calls (the completion of a refused task) do nothing.
    private func resume(_ outcome: (State) -> Result<HTTPResponse, HTTPError>) {
        let answer = state.withLock { state -> (CheckedContinuation<Result<HTTPResponse, HTTPError>, Never>, Result<HTTPResponse, HTTPError>)? in
            guard let continuation = state.continuation else { return nil }
            state.continuation = nil
            let result = outcome(state)
            state.body = BodyCollector(limit: state.body.limit)
            return (continuation, result)
        }
        answer.map { $0.0.resume(returning: $0.1) }
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
