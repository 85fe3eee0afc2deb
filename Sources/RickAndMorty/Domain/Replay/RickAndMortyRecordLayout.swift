import Foundation
import Viper

/// Where a transport `recording(into:layout:)` keeps the API's answers so `RickAndMortyReplay` can answer
/// them again: a page → `characters_json/N.json`; an object → `character/ID.json`; each
/// element of a multi-id array → `character/ID.json`; an avatar → `avatars/ID.jpeg`.
public enum RickAndMortyRecordLayout {
    public static let layout: @Sendable (HTTPRequest, HTTPResponse) -> [(relativePath: String, data: Data)] = { request, response in
        files(for: request, response: response)
    }

    static func files(for request: HTTPRequest, response: HTTPResponse) -> [(relativePath: String, data: Data)] {
        guard (200...299).contains(response.status) else { return [] }
        switch RickAndMortyRoute(url: request.url) {
        case .page(let resource, let number):
            // A filtered list (`?name=rick`) is not the page itself; keep it out of the pages.
            guard !hasFilter(request.url) else { return [] }
            return [("\(resource.pageFolder)/\(number).json", response.body)]
        case .object(let resource, let id):
            return [("\(resource.objectFolder)/\(id).json", response.body)]
        case .objects(let resource, _):
            return (JSONSpans(response.body).arrayElements() ?? []).compactMap { object in
                ObjectID.of(object).map { ("\(resource.objectFolder)/\($0).json", object) }
            }
        case .avatar(let id):
            return [("avatars/\(id).jpeg", response.body)]
        case .root, .badID, .badArray, .unknown:
            return []
        }
    }

    private static func hasFilter(_ url: URL) -> Bool {
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        return items.contains { $0.name != "page" }
    }
}
