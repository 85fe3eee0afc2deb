import HTTPTypes
import OpenAPIRuntime

/// Serves `GET /v1/events` from `AreaAnswers`: a kept answer's bytes as they are, without the
/// handler, the database or an encoder; a new answer's bytes kept on the way out. Keyed by the
/// request's path and query, as the client wrote them.
struct KeptAnswersMiddleware: ServerMiddleware {
    let answers: AreaAnswers

    func intercept(
        _ request: HTTPRequest, body: HTTPBody?, metadata: ServerRequestMetadata, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        guard operationID == Operations.ListEvents.id, let query = request.path else { return try await next(request, body, metadata) }
        // The handler answers only its success; a refusal is thrown, and nothing is kept.
        let answer = try await answers.answer(to: query) {
            let (_, made) = try await next(request, body, metadata)
            return try await ArraySlice(collecting: made ?? HTTPBody(), upTo: AreaAnswers.byteBudget)
        }
        return (HTTPResponse(status: .ok, headerFields: [.contentType: "application/json; charset=utf-8"]), HTTPBody(answer))
    }
}
