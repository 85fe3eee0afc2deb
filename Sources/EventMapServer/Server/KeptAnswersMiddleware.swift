import HTTPTypes
import Hummingbird
import NIOCore

/// Serves `GET /v1/events` from `AreaAnswers`, ahead of the generated layer: a kept answer's
/// bytes as they are, without the handler, the database or an encoder; a new answer's bytes
/// kept on the way out. Keyed by the request's path and query, as the client wrote them.
/// A request that asks for something other than JSON goes on to the generated layer, which
/// answers it as the document says.
struct KeptAnswersMiddleware: RouterMiddleware {
    typealias Context = EventsRequestContext
    let answers: AreaAnswers

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .get, request.uri.path == "/v1/events", Self.takesJSON(request.headers[.accept]), let query = request.head.path else {
            return try await next(request, context)
        }
        do {
            let answer = try await answers.answer(to: query) {
                let made = try await next(request, context)
                // Only a success is kept; anything else is answered as it was made.
                guard made.status == .ok else { throw Unkept(response: made) }
                let collector = Collector()
                try await made.body.write(collector)
                return collector.bytes
            }
            return Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8"], body: ResponseBody(byteBuffer: answer))
        } catch let unkept as Unkept {
            return unkept.response
        }
    }

    /// No `Accept`, or one every client of the API sends for JSON.
    private static func takesJSON(_ accept: String?) -> Bool {
        guard let accept else { return true }
        return ["*/*", "application/json", "application/json; charset=utf-8"].contains(accept)
    }

    private struct Unkept: Error {
        let response: Response
    }

    /// Gathers an answer's body, as the handler writes it.
    private final class Collector: ResponseBodyWriter {
        var bytes = ByteBuffer()

        func write(_ buffer: ByteBuffer) async throws {
            var buffer = buffer
            bytes.writeBuffer(&buffer)
        }

        func finish(_ trailingHeaders: HTTPFields?) async throws {}
    }
}
