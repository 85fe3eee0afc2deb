import Foundation
import Synchronization
import Testing
import Viper
import ViperTesting

@testable import RickAndMorty

/// A server's numbers and links are checked before the list believes them: the recorded
/// first page (read by path), doctored as a broken or hostile server would send it.
@MainActor
@Suite("Rick and Morty against a server whose numbers cannot be believed")
struct UntrustedServerTests {
    /// Answers page 1 with the doctored page and anything else with 404, noting each path.
    final class DoctoredAPI: HTTPTransport {
        let pageOne: Data
        private let log = Mutex<[String]>([])

        init(pageOne: Data) {
            self.pageOne = pageOne
        }

        var pageRequests: [String] { log.withLock { $0 }.filter { $0.contains("?page=") } }

        func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
            let path = request.url.path + (request.url.query.map { "?" + $0 } ?? "")
            log.withLock { $0.append(path) }
            return path == "/api/character?page=1" ? HTTPResponse(status: 200, body: pageOne) : HTTPResponse(status: 404, body: Data())
        }
    }

    /// The recorded page 1 with `original` replaced by `doctored`.
    static func pageOne(replacing original: String, with doctored: String) throws -> Data {
        let text = try String(contentsOf: Fixtures.sharedData.appendingPathComponent("characters_json/1.json"), encoding: .utf8)
        #expect(text.contains(original), "the recorded page 1 has changed")
        return Data(text.replacingOccurrences(of: original, with: doctored).utf8)
    }

    func launch(_ api: DoctoredAPI, language: Language = .en) async throws -> ModuleHarness<RickAndMortyApp> {
        let harness = ModuleHarness<RickAndMortyApp>(language: language)
        try harness.launch(RickAndMortyApp(transport: api), storage: FileManager.default.temporaryDirectory)
        await harness.settle()
        return harness
    }

    @Test("a first page that announces a billion pages is refused with one line, and no page after it is asked for")
    func billionPages() async throws {
        let api = DoctoredAPI(pageOne: try Self.pageOne(replacing: #""count": 826, "pages": 42"#, with: #""count": 20000000000, "pages": 1000000000"#))
        let harness = try await launch(api)
        #expect(
            harness.rendered(width: 200).contains("Page 1 could not be loaded: the server's answer was refused: it announces 1000000000 pages."),
            "\(harness.rendered(width: 200))")
        #expect(harness.screen.isVisible("retry") == true)
        #expect(api.pageRequests == ["/api/character?page=1"])
    }

    @Test("a count that the pages cannot hold is refused, in Russian too")
    func countOffPages() async throws {
        let api = DoctoredAPI(pageOne: try Self.pageOne(replacing: #""count": 826"#, with: #""count": 1000000000"#))
        let harness = try await launch(api, language: .ru)
        #expect(
            harness.rendered(width: 200).contains(
                "Не удалось загрузить страницу 1: ответ сервера отклонён: в нём объявлено персонажей: 1000000000, страниц: 42 по 20."
            ), "\(harness.rendered(width: 200))")
        #expect(api.pageRequests == ["/api/character?page=1"])
    }

    @Test(
        "a link to the next page off the API (another host, scheme, port or path) is refused",
        arguments: [
            "https://evil.example/api/character?page=2",
            "http://rickandmortyapi.com/api/character?page=2",
            "https://rickandmortyapi.com:8443/api/character?page=2",
            "https://rickandmortyapi.com/api/location?page=2",
            "not a link",
        ])
    func foreignNextPage(link: String) async throws {
        let api = DoctoredAPI(pageOne: try Self.pageOne(replacing: "https://rickandmortyapi.com/api/character?page=2", with: link))
        let harness = try await launch(api)
        #expect(
            harness.rendered(width: 200).contains("Page 1 could not be loaded: the server's answer was refused: its next page is not on this API: \(link)."),
            "\(harness.rendered(width: 200))")
        #expect(api.pageRequests == ["/api/character?page=1"])
    }

    @Test("the recorded page 1 as it is passes, and the list goes on to page 2")
    func recordedPagePasses() async throws {
        let api = DoctoredAPI(pageOne: try Self.pageOne(replacing: #""pages": 42"#, with: #""pages": 42"#))
        let harness = try await launch(api)
        #expect(!harness.rendered().contains("refused"))
        #expect(api.pageRequests.contains("/api/character?page=2"))
    }
}
