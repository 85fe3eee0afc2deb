import Foundation
import Synchronization
import Testing
import Viper
import ViperTesting

@testable import RickAndMorty

/// The whole list over the recorded API: every character, in order, each page asked once.
@MainActor
@Suite("Character list over the recorded API")
struct ReplayListTests {
    /// Records every request that passes through.
    final class RequestLog: HTTPTransport {
        let inner: any HTTPTransport
        let requests = Mutex<[String]>([])
        init(_ inner: any HTTPTransport) { self.inner = inner }
        func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
            requests.withLock { $0.append(request.url.absoluteString) }
            return try await inner.send(request)
        }
    }

    @Test func endsWithAll826CharactersInIDOrderAfter42PageRequestsAndNoDuplicate() async throws {
        let folder = try #require(
            FileManager.default.fileExists(atPath: Fixtures.sharedData.path) ? Fixtures.sharedData : nil,
            "the recorded data is missing: looked for \(Fixtures.sharedData.path)")
        let log = RequestLog(RickAndMortyReplay(folder: folder))
        let harness = ModuleHarness<RickAndMortyApp>()
        let service = RickAndMortyAPI(client: HTTPClient(transport: log))
        let services = RickAndMortyServices(service: service, pictures: PictureStore(service: service, idle: harness.idle), isLive: false)
        try harness.launch(RickAndMortyApp()) { _ in services }
        await harness.settle()
        #expect(harness.screen.table("characters")?.footer == "All 826 characters")

        let rows = try #require(harness.screen.table("characters")).rows
        #expect(rows.map(\.id) == (1...826).map(String.init))
        let requests = log.requests.withLock { $0 }
        let pages = requests.filter { $0.contains("/character?page=") }
        #expect(pages.count == 42)
        #expect(Set(pages).count == 42)
        #expect(Set(requests).count == requests.count, "no request is made twice")
        #expect(requests.filter { $0.contains("/avatar/") }.count == 5, "only the five visible rows fetch pictures")
    }
}
