import EventMapAPI
import Hummingbird
import Logging
import OpenAPIRuntime

/// One structured line per request, when its answer is known: method, path (without the
/// query), status and time. Never a body or a header, so never a password or a token.
struct RequestLogMiddleware: RouterMiddleware {
    typealias Context = EventsRequestContext
    let logger: Logger

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        func log(_ status: Int, level: Logger.Level = .info) {
            let elapsed = (ContinuousClock.now - start) / .microseconds(1)
            logger.log(
                level: level, "request",
                metadata: [
                    "method": "\(request.method.rawValue)", "path": "\(request.uri.path)", "status": "\(status)",
                    "ms": "\(String(format: "%.1f", elapsed / 1000))", "client": "\(context.clientAddress)", "request_id": "\(context.requestID)",
                ])
        }
        do {
            let response = try await next(request, context)
            log(response.status.code)
            return response
        } catch let error as HTTPResponseError {
            // A client that leaves mid-body is no news to an operator.
            log(error.status.code, level: (error as? APIFailure)?.code == APIFailure.unreadableBody.code ? .debug : .info)
            throw error
        }
    }
}

/// Makes every error an `APIFailure`: the router's own (no such path) get the JSON body too,
/// a known path asked with a method it does not take is 405 with `Allow`, and anything
/// unexpected is a 500 that says no more than that, its cause logged here. An error of the
/// generated layer (`ServerError`) is answered by its cause: ours as they are; a body that does
/// not decode as `BodyGate` answers it; any other with its status and a line that says why.
struct ErrorBodyMiddleware: RouterMiddleware {
    typealias Context = EventsRequestContext
    let logger: Logger
    let paths: KnownPaths

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as ServerError {
            throw failure(error.underlyingError, of: error, request, context)
        } catch {
            throw failure(error, of: nil, request, context)
        }
    }

    private func failure(_ error: any Error, of generated: ServerError?, _ request: Request, _ context: Context) -> APIFailure {
        switch error {
        case let failure as APIFailure:
            return failure
        case let error as EventsError:
            if case .storage(let cause) = error {
                logger.error("storage failed", metadata: ["cause": "\(cause)", "path": "\(request.uri.path)", "request_id": "\(context.requestID)"])
            }
            return APIFailure(error)
        case let error as DecodingError:
            return JSONBody.failure(error)
        case let error as HTTPResponseError where error.status == .notFound && !paths.methods(of: request.uri.path).isEmpty:
            let allowed = paths.methods(of: request.uri.path).joined(separator: ", ")
            return APIFailure(
                status: .methodNotAllowed, code: "method_not_allowed", message: "\(request.method.rawValue) is not one of \(allowed)", allow: allowed)
        case let error as HTTPResponseError:
            let code = error.status == .notFound ? "no_such_path" : error.status == .methodNotAllowed ? "method_not_allowed" : "http_\(error.status.code)"
            return APIFailure(status: error.status, code: code, message: error.status.reasonPhrase)
        default:
            if let generated, generated.httpStatus.kind == .clientError {
                let code = generated.httpStatus == .badRequest ? "bad_request" : "http_\(generated.httpStatus.code)"
                return APIFailure(status: generated.httpStatus, code: code, message: generated.causeDescription)
            }
            logger.error(
                "request failed",
                metadata: ["error": "\(String(reflecting: type(of: error)))", "path": "\(request.uri.path)", "request_id": "\(context.requestID)"])
            return APIFailure(status: .internalServerError, code: "server_failure", message: "the server failed")
        }
    }
}
