import HTTPTypes
import Hummingbird

extension HTTPField.Name {
    /// The id of the request an answer is to, which its log lines carry as `request_id`.
    public static let requestID = HTTPField.Name("X-Request-ID")!
}

/// Returns each request's id with its answer, an error's too, so an operator finds its log lines.
struct RequestIDMiddleware: RouterMiddleware {
    typealias Context = EventsRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        response.headers[.requestID] = context.requestID
        return response
    }
}

/// Counts each answer by its route (the pattern, so ids do not make new series), method and
/// status, with how long it took, in the server's metrics.
struct RequestMetricsMiddleware: RouterMiddleware {
    typealias Context = EventsRequestContext
    let metrics: ServerMetrics

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        func record(_ status: HTTPResponse.Status) {
            metrics.record(route: context.endpointPath ?? "unmatched", method: request.method, status: status, duration: .now - start)
        }
        do {
            let response = try await next(request, context)
            record(response.status)
            return response
        } catch let error as HTTPResponseError {
            record(error.status)
            throw error
        }
    }
}
