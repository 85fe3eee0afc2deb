import Foundation
import Synchronization
import Testing
import ViperTesting

@testable import RickAndMorty
@testable import Viper

/// Recording through `RickAndMortyRecordLayout`, then replaying the folder.
@Suite("Record then replay")
struct RecordReplayTests {
    struct Named: Decodable, Equatable {
        let id: Int
        let name: String
    }

    /// A fake API: compact JSON like the live server's, with an avatar and a 404.
    final class FakeAPI: HTTPTransport {
        private let log = Mutex<[String]>([])

        var paths: [String] { log.withLock { $0 } }

        func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
            let path = request.url.path + (request.url.query.map { "?" + $0 } ?? "")
            log.withLock { $0.append(path) }
            switch path {
            case "/api/character?page=2":
                return ok(
                    #"{"info":{"count":3,"pages":2,"next":null,"prev":"https://rickandmortyapi.com/api/character?page=1"},"results":[{"id":3,"name":"Summer \"S\" Smith","episode":["a]b"]}]}"#
                )
            case "/api/character?name=rick":
                return ok(#"{"info":{"count":1,"pages":1,"next":null,"prev":null},"results":[{"id":1,"name":"Rick"}]}"#)
            case "/api/character/1":
                return ok(#"{"id":1,"name":"Rick Sanchez"}"#)
            case "/api/character/2,5":
                return ok(#"[{"id":5,"name":"Jerry Smith","origin":{"name":"Earth","url":""}}, {"id":2,"name":"Morty Smith"}]"#)
            case "/api/location/3":
                return ok(#"{"id":3,"name":"Citadel of Ricks"}"#)
            case "/api/episode/1,2":
                return ok(#"[{"id":1,"name":"Pilot"},{"id":2,"name":"Lawnmower Dog"}]"#)
            case "/api/character/avatar/1.jpeg":
                return HTTPResponse(status: 200, body: Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00]))
            default:
                return HTTPResponse(status: 404, body: Data(#"{"error":"Character not found"}"#.utf8))
            }
        }

        private func ok(_ body: String) -> HTTPResponse {
            HTTPResponse(status: 200, body: Data(body.utf8))
        }
    }

    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:9\(path)")!
    }

    @Test("what was recorded answers the same from the replay; what was not is 404")
    func roundTrip() async throws {
        let folder = try TemporaryFolder(prefix: "viper-record")
        let failures = Mutex<[String]>([])
        let api = FakeAPI()
        let recording = HTTPClient(
            transport: RecordingTransport(api, folder: folder.url, layout: RickAndMortyRecordLayout.layout) { failure in
                failures.withLock { $0.append(failure.description) }
            })
        let paths = [
            "/api/character?page=2", "/api/character?name=rick", "/api/character/1", "/api/character/2,5",
            "/api/location/3", "/api/episode/1,2", "/api/character/avatar/1.jpeg",
        ]
        var live: [String: Data] = [:]
        for path in paths {
            live[path] = try await recording.data(from: url(path))
        }
        await #expect(throws: HTTPError.status(404, message: "Character not found")) { try await recording.data(from: url("/api/character/9")) }
        #expect(failures.withLock { $0 }.isEmpty)

        let written = (FileManager.default.enumerator(atPath: folder.url.path)?.allObjects as? [String] ?? []).filter { $0.contains(".") }.sorted()
        #expect(
            written == [
                "avatars/1.jpeg", "character/1.json", "character/2.json", "character/5.json",
                "characters_json/2.json", "episode/1.json", "episode/2.json", "location/3.json",
            ])

        let replay = HTTPClient(transport: RickAndMortyReplay(folder: folder.url))
        for path in ["/api/character?page=2", "/api/character/1", "/api/location/3", "/api/character/avatar/1.jpeg"] {
            #expect(try await replay.data(from: URL(string: "https://rickandmortyapi.com\(path)")!) == live[path], "\(path)")
        }
        let several = try JSONDecoder().decode([Named].self, from: try await replay.data(from: url("/api/character/2,5")))
        #expect(several == [Named(id: 5, name: "Jerry Smith"), Named(id: 2, name: "Morty Smith")])
        #expect(try JSONDecoder().decode(Named.self, from: try await replay.data(from: url("/api/character/3"))) == Named(id: 3, name: #"Summer "S" Smith"#))
        #expect(try JSONDecoder().decode([Named].self, from: try await replay.data(from: url("/api/episode/2,1"))).map(\.id) == [2, 1])

        await #expect(throws: HTTPError.status(404, message: "There is nothing here")) { try await replay.data(from: url("/api/character?page=1")) }
        await #expect(throws: HTTPError.status(404, message: "Character not found")) { try await replay.data(from: url("/api/character/9")) }
        await #expect(throws: HTTPError.status(404, message: "There is nothing here.")) { try await replay.data(from: url("/api/character/avatar/2.jpeg")) }
    }

    @Test("the layout keeps pages by number, objects by id, and leaves errors and filtered lists out")
    func layout() {
        func paths(_ path: String, status: Int = 200, body: String = "{}") -> [String] {
            RickAndMortyRecordLayout.files(for: HTTPRequest(url: url(path)), response: HTTPResponse(status: status, body: Data(body.utf8))).map(\.relativePath)
        }
        #expect(paths("/api/character") == ["characters_json/1.json"])
        #expect(paths("/api/location?page=0") == ["locations_json/1.json"])
        #expect(paths("/api/episode?page=3") == ["episodes_json/3.json"])
        #expect(paths("/api/episode/7") == ["episode/7.json"])
        #expect(paths("/api/location/4,6", body: #"[{"id":6},{"id":4}]"#) == ["location/6.json", "location/4.json"])
        #expect(paths("/api/character/avatar/12.jpeg") == ["avatars/12.jpeg"])
        #expect(paths("/api/character/1", status: 404).isEmpty)
        #expect(paths("/api/character?page=2&status=alive").isEmpty)
        #expect(paths("/api").isEmpty)
        #expect(paths("/elsewhere/1").isEmpty)
    }
}
