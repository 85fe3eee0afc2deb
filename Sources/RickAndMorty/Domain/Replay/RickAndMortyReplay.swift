import Foundation
import Synchronization
import Viper

/// An in-process stand-in for the Rick and Morty API, answering from a folder laid out like
/// `../shared/data/rickandmorty/` (plus what `RickAndMortyRecordLayout` writes) exactly as
/// the real API answers, whatever the host: only the path after `api` counts.
public final class RickAndMortyReplay: HTTPTransport {
    public let folder: URL
    /// The folder is read once, by the first request; later ones share the result.
    private let loading = Mutex<Task<Result<ReplayIndex, HTTPError>, Never>?>(nil)

    public init(folder: URL) {
        self.folder = folder
    }

    public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        let index = try await index().get()
        return try answer(RickAndMortyRoute(url: request.url), from: index)
    }

    private func index() async -> Result<ReplayIndex, HTTPError> {
        let folder = folder
        let task = loading.withLock { loading in
            if let loading { return loading }
            let task = Task.detached { ReplayIndex.load(from: folder) }
            loading = task
            return task
        }
        return await task.value
    }

    private func answer(_ route: RickAndMortyRoute, from index: ReplayIndex) throws(HTTPError) -> HTTPResponse {
        switch route {
        case .root:
            return .json(ReplayAnswers.root)
        case .page(let resource, let number):
            guard let page = index.pages[resource]?[number] else { return .apiError(404, ReplayAnswers.noPage) }
            return .json(page)
        case .object(let resource, let id):
            guard let object = index.objects[resource]?[id] else { return .apiError(404, resource.notFoundMessage) }
            return .json(object)
        case .objects(let resource, let ids):
            // The real API promises no order; descending keeps replays reproducible while
            // making sure clients do not rely on ascending ids.
            let found = Set(ids).sorted(by: >).compactMap { index.objects[resource]?[$0] }
            return .json(Data("[".utf8) + Data(found.joined(separator: Data(",".utf8))) + Data("]".utf8))
        case .avatar(let id):
            guard let file = index.avatars[id] else { return .apiError(404, ReplayAnswers.unknownRoute) }
            do {
                return HTTPResponse(status: 200, body: try Data(contentsOf: file))
            } catch {
                throw .offline("replay folder: cannot read \(file.path)")
            }
        case .badID:
            return .apiError(500, ReplayAnswers.badID)
        case .badArray:
            return .apiError(500, ReplayAnswers.badArray)
        case .unknown:
            return .apiError(404, ReplayAnswers.unknownRoute)
        }
    }
}

/// The real API's fixed answers and messages.
enum ReplayAnswers {
    static let noPage = "There is nothing here"
    static let unknownRoute = "There is nothing here."
    static let badID = "Hey! you must provide an id"
    static let badArray = "Bad... bad array :/"
    static let root = Data(
        """
        {"characters":"https://rickandmortyapi.com/api/character","locations":"https://rickandmortyapi.com/api/location","episodes":"https://rickandmortyapi.com/api/episode"}
        """.utf8)
}

extension HTTPResponse {
    fileprivate static func json(_ body: Data) -> HTTPResponse {
        HTTPResponse(status: 200, body: body)
    }

    /// The API's error answer, `{"error":"…"}`.
    fileprivate static func apiError(_ status: Int, _ message: String) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return HTTPResponse(status: status, body: (try? encoder.encode(["error": message])) ?? Data())
    }
}
