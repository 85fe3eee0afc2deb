import Foundation
import Viper

/// What the screens need from the Rick and Morty API.
public protocol CharacterService: Sendable {
    func page(_ number: Int) async throws(HTTPError) -> CharacterPage
    func character(id: Int) async throws(HTTPError) -> RMCharacter
    /// The location a character's `location.url` points at.
    func location(at url: String) async throws(HTTPError) -> RMLocation
    /// The episodes at these URLs, in the order given (the API answers in any order).
    func episodes(at urls: [String]) async throws(HTTPError) -> [RMEpisode]
    /// A picture's bytes, JPEG or PNG.
    func picture(at url: String) async throws(HTTPError) -> Data
}

/// The API over HTTP. URLs found inside records (which name the public server) are
/// re-based onto `base`, so the app works against any server that speaks the same API.
public struct RickAndMortyAPI: CharacterService {
    public static let defaultBase = URL(string: "https://rickandmortyapi.com/api")!

    let client: HTTPClient
    let base: URL

    public init(client: HTTPClient, base: URL = RickAndMortyAPI.defaultBase) {
        self.client = client
        self.base = base
    }

    public func page(_ number: Int) async throws(HTTPError) -> CharacterPage {
        let page = try await client.decode(CharacterPage.self, from: try endpoint("character?page=\(number)"))
        try PageInfoCheck.check(page, number: number, listURL: try endpoint("character"))
        return page
    }

    public func character(id: Int) async throws(HTTPError) -> RMCharacter {
        try await client.decode(RMCharacter.self, from: try endpoint("character/\(id)"))
    }

    public func location(at url: String) async throws(HTTPError) -> RMLocation {
        try await client.decode(RMLocation.self, from: try endpoint("location/\(try Self.id(in: url))"))
    }

    public func episodes(at urls: [String]) async throws(HTTPError) -> [RMEpisode] {
        let ids = try urls.map { url throws(HTTPError) in try Self.id(in: url) }
        guard !ids.isEmpty else { return [] }
        let path = "episode/" + ids.map(String.init).joined(separator: ",")
        // One id answers an object, several an array in no particular order.
        let episodes =
            ids.count == 1
            ? [try await client.decode(RMEpisode.self, from: try endpoint(path))]
            : try await client.decode([RMEpisode].self, from: try endpoint(path))
        let byID = Dictionary(episodes.map { ($0.id, $0) }) { first, _ in first }
        return ids.compactMap { byID[$0] }
    }

    public func picture(at url: String) async throws(HTTPError) -> Data {
        try await client.data(from: rebased(url), limit: HTTPRequest.pictureLimit, priority: .background)
    }

    /// `pathAndQuery` under the base. Parts of it can come from the server (an avatar's
    /// path), so a string that makes no URL is an undecodable answer, not a crash.
    private func endpoint(_ pathAndQuery: String) throws(HTTPError) -> URL {
        guard let url = URL(string: base.absoluteString.trimmingSuffix("/") + "/" + pathAndQuery) else {
            throw .undecodable("not a URL: \(pathAndQuery)")
        }
        return url
    }

    /// `https://rickandmortyapi.com/api/character/avatar/1.jpeg` → `<base>/character/avatar/1.jpeg`.
    private func rebased(_ url: String) throws(HTTPError) -> URL {
        guard let parsed = URL(string: url), let api = parsed.pathComponents.firstIndex(of: "api") else {
            throw .undecodable("not an API URL: \(url)")
        }
        return try endpoint(parsed.pathComponents[(api + 1)...].joined(separator: "/"))
    }

    /// The number at the end of a record URL such as `…/api/episode/28`.
    static func id(in url: String) throws(HTTPError) -> Int {
        guard let last = URL(string: url)?.lastPathComponent, let id = Int(last) else {
            throw .undecodable("no id in \(url)")
        }
        return id
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
