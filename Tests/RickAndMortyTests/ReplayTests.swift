import Foundation
import Synchronization
import Testing
import ViperTesting

@testable import RickAndMorty
@testable import Viper

/// The replay against the recorded API in `../shared/data/rickandmorty`, read by path.
@Suite("RickAndMortyReplay")
struct ReplayTests {
    static let dataFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/data/rickandmorty", isDirectory: true)
    /// Shared so the folder is indexed once for the whole suite.
    static let shared = RickAndMortyReplay(folder: dataFolder)

    struct Named: Decodable, Equatable {
        let id: Int
        let name: String
    }

    struct Page: Decodable {
        struct Info: Decodable {
            let count: Int
            let pages: Int
            let next: String?
        }

        let info: Info
        let results: [Named]
    }

    let replay: RickAndMortyReplay

    init() throws {
        try #require(
            FileManager.default.fileExists(atPath: Self.dataFolder.appendingPathComponent("characters_json/1.json").path),
            "the recorded Rick and Morty data is missing: expected it at \(Self.dataFolder.path) (../shared/data/rickandmorty from the package root)"
        )
        replay = Self.shared
    }

    func get(_ path: String, host: String = "https://rickandmortyapi.com") async throws -> HTTPResponse {
        try await replay.send(HTTPRequest(url: URL(string: host + path)!))
    }

    func file(_ relativePath: String) throws -> Data {
        try Data(contentsOf: Self.dataFolder.appendingPathComponent(relativePath))
    }

    func apiError(_ message: String) -> Data {
        Data(#"{"error":"\#(message)"}"#.utf8)
    }

    // MARK: pages

    @Test("a page is the recorded page file as-is, whatever the host")
    func page() async throws {
        for host in ["https://rickandmortyapi.com", "http://127.0.0.1:9", "http://localhost:8080/prefix"] {
            #expect(try await get("/api/character?page=2", host: host) == HTTPResponse(status: 200, body: try file("characters_json/2.json")))
        }
        #expect(try await get("/api/location?page=7").body == (try file("locations_json/7.json")))
        #expect(try await get("/api/episode?page=3").body == (try file("episodes_json/3.json")))
    }

    @Test(
        "a page that is missing, zero, negative or not a number is page 1",
        arguments: [
            "/api/character", "/api/character/", "/api/character?page=0", "/api/character?page=-1",
            "/api/character?page=abc", "/api/character?page=", "/api/character?page=1", "/api/character?other=2",
        ])
    func pageOne(path: String) async throws {
        #expect(try await get(path) == HTTPResponse(status: 200, body: try file("characters_json/1.json")))
    }

    @Test(
        "a page past the end is 404 \"There is nothing here\"",
        arguments: [
            "/api/character?page=43", "/api/character?page=99999999999999999999999", "/api/location?page=8", "/api/episode?page=4",
        ])
    func pastTheEnd(path: String) async throws {
        #expect(try await get(path) == HTTPResponse(status: 404, body: apiError("There is nothing here")))
    }

    @Test("826 characters over 42 pages of 20 (the last 6), following info.next to the end")
    func allCharacters() async throws {
        var next: String? = "http://127.0.0.1:9/api/character"
        var pages: [Page] = []
        while let url = next, pages.count < 50 {
            let page = try JSONDecoder().decode(Page.self, from: try await replay.send(HTTPRequest(url: URL(string: url)!)).body)
            pages.append(page)
            next = page.info.next
        }
        #expect(pages.count == 42)
        #expect(pages.dropLast().allSatisfy { $0.results.count == 20 })
        #expect(pages.last?.results.count == 6)
        let ids = pages.flatMap { $0.results.map(\.id) }
        #expect(ids == Array(1...826))
        #expect(pages.allSatisfy { $0.info.count == 826 && $0.info.pages == 42 })
    }

    @Test("126 locations over 7 pages, 51 episodes over 3", arguments: [("location", 126, 7), ("episode", 51, 3)])
    func otherCollections(resource: String, count: Int, pageCount: Int) async throws {
        var total = 0
        for number in 1...pageCount {
            let page = try JSONDecoder().decode(Page.self, from: try await get("/api/\(resource)?page=\(number)").body)
            #expect(page.info.count == count && page.info.pages == pageCount)
            total += page.results.count
        }
        #expect(total == count)
    }

    // MARK: single objects

    @Test("one id answers the object, the same bytes as in its page")
    func object() async throws {
        let response = try await get("/api/character/2")
        #expect(response.status == 200)
        #expect(try JSONDecoder().decode(Named.self, from: response.body) == Named(id: 2, name: "Morty Smith"))
        #expect(try JSONSerialization.jsonObject(with: response.body) is [String: Any])
        let page = try file("characters_json/1.json")
        #expect(page.range(of: response.body) != nil)
        #expect(try JSONDecoder().decode(Named.self, from: try await get("/api/location/1").body) == Named(id: 1, name: "Earth (C-137)"))
        #expect(try JSONDecoder().decode(Named.self, from: try await get("/api/episode/51").body).id == 51)
    }

    @Test(
        "an unknown id is 404 with the collection's message",
        arguments: [
            ("/api/character/9999", "Character not found"), ("/api/character/0", "Character not found"),
            ("/api/location/127", "Location not found"), ("/api/episode/52", "Episode not found"),
        ])
    func unknownID(path: String, message: String) async throws {
        #expect(try await get(path) == HTTPResponse(status: 404, body: apiError(message)))
    }

    @Test("an id that is not a number is 500, as the real server answers")
    func badID() async throws {
        #expect(try await get("/api/character/abc") == HTTPResponse(status: 500, body: apiError("Hey! you must provide an id")))
        #expect(try await get("/api/character/[1,2").status == 500)
    }

    // MARK: several ids

    @Test(
        "several ids answer an array, not in ascending order, missing ids dropped",
        arguments: [
            ("/api/character/1,2,3", [3, 2, 1]),
            ("/api/character/1,9999,2", [2, 1]),
            ("/api/character/3,1,3", [3, 1]),
            ("/api/character/%5B1,2%5D", [2, 1]),
            ("/api/location/1,126", [126, 1]),
            ("/api/episode/2,51,1", [51, 2, 1]),
        ])
    func several(path: String, ids: [Int]) async throws {
        let response = try await get(path)
        #expect(response.status == 200)
        #expect(try JSONDecoder().decode([Named].self, from: response.body).map(\.id) == ids)
    }

    @Test("several ids that are all missing answer []")
    func noneFound() async throws {
        #expect(try await get("/api/character/9998,9999") == HTTPResponse(status: 200, body: Data("[]".utf8)))
    }

    // MARK: avatars and other routes

    @Test("an avatar is the file's bytes, PNG data under a .jpeg name too", arguments: [1, 2, 826])
    func avatar(id: Int) async throws {
        #expect(try await get("/api/character/avatar/\(id).jpeg") == HTTPResponse(status: 200, body: try file("avatars/\(id).jpeg")))
    }

    @Test(
        "a missing avatar or an unknown route is 404 \"There is nothing here.\"",
        arguments: [
            "/api/character/avatar/9999.jpeg", "/api/character/avatar/1.png", "/api/characters", "/api/character/1/extra",
            "/api/episodes?page=1", "/character/1", "/",
        ])
    func unknownRoute(path: String) async throws {
        #expect(try await get(path) == HTTPResponse(status: 404, body: apiError("There is nothing here.")))
    }

    @Test("/api lists the collections")
    func root() async throws {
        let response = try await get("/api")
        #expect(response.status == 200)
        let links = try JSONDecoder().decode([String: String].self, from: response.body)
        #expect(links["characters"] == "https://rickandmortyapi.com/api/character")
    }

    @Test("many first requests at once index the folder once and all succeed")
    func concurrentFirstRequests() async throws {
        let fresh = RickAndMortyReplay(folder: Self.dataFolder)
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for id in 1...16 {
                group.addTask { try await fresh.send(HTTPRequest(url: URL(string: "http://127.0.0.1:9/api/character/\(id)")!)).status }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 200, count: 16))
    }

    @Test("a missing folder answers .offline with one clear line for every request")
    func missingFolder() async throws {
        let missing = URL(fileURLWithPath: "/nonexistent/viper-replay")
        let replay = RickAndMortyReplay(folder: missing)
        for path in ["/api/character", "/api/character/1", "/api/nothing"] {
            await #expect(throws: HTTPError.offline("replay folder /nonexistent/viper-replay not found")) {
                try await replay.send(HTTPRequest(url: URL(string: "https://rickandmortyapi.com\(path)")!))
            }
        }
        let file = try TemporaryFolder(prefix: "viper-replay")
        let notAFolder = file.url.appendingPathComponent("file.json")
        try Data("{}".utf8).write(to: notAFolder)
        await #expect(throws: HTTPError.offline("replay folder \(notAFolder.path) not found")) {
            try await RickAndMortyReplay(folder: notAFolder).send(HTTPRequest(url: URL(string: "https://rickandmortyapi.com/api/character")!))
        }
    }
}

@Suite("Rick and Morty API addresses")
struct APIAddressTests {
    /// A server may send any text as a picture's address; one that makes no URL is refused.
    @Test func aPictureAddressThatMakesNoURLIsAnErrorNotACrash() async {
        let api = RickAndMortyAPI(client: HTTPClient(transport: RickAndMortyReplay(folder: Fixtures.sharedData)))
        await #expect(throws: HTTPError.self) { try await api.picture(at: "https://example.org/api/character/avatar/a%20b c.jpeg") }
        await #expect(throws: HTTPError.self) { try await api.picture(at: "no api here") }
    }
}
