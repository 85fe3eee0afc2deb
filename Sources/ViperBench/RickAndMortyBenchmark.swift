import Foundation
import RickAndMorty
import Viper
import ViperREPL

/// The Rick and Morty list against the recorded API on a loopback server with 50 ms a
/// request: the app beside a plain client on the same server, what one page's append costs
/// early and late in the list, and the memory of a real `viper` scrolling through every picture.
@MainActor
func benchmarkRickAndMorty(data: URL) async -> [String] {
    do {
        let server = try RecordedAPIServer(folder: data, latency: .milliseconds(50))
        defer { server.stop() }
        try await server.warmUp()
        // The real `viper` first, while this process is small (see main.swift).
        let memory = try peakMemoryScrollingAllPictures(server.base)
        return [try await allPagesAgainstPlainClient(server.base), await benchmarkPageAppends(data: data), memory]
    } catch {
        return ["rick-and-morty: could not run: \(error)"]
    }
}

/// Alternates the two, three times each, and compares the medians, so a busy moment of the
/// machine does not land on one side only.
@MainActor
private func allPagesAgainstPlainClient(_ base: URL) async throws -> String {
    var plain: [Double] = [], app: [Double] = []
    for _ in 0..<3 {
        plain.append(try await plainClientLoadsAllPages(base).seconds)
        app.append(try await appLoadsAllPages(base).seconds)
    }
    let (client, viper) = (plain.median, app.median)
    return String(format: "rick-and-morty: all 42 pages at 50 ms a request: app %.0f ms, plain three-in-flight client %.0f ms: %.3f× (goal ≤ 1.05)",
                  viper * 1000, client * 1000, viper / client)
}

/// Page 1, then the rest with three requests in flight, a new one as each answers: only
/// the bytes, nothing decoded but page 1's count of pages.
private func plainClientLoadsAllPages(_ base: URL) async throws -> Duration {
    struct FirstPage: Decodable {
        struct Info: Decodable { let pages: Int }
        let info: Info
    }
    let transport = PlainHTTPTransport()
    @Sendable func fetch(_ page: Int) async throws -> Data {
        let response = try await transport.send(HTTPRequest(url: URL(string: "\(base.absoluteString)/character?page=\(page)")!))
        guard response.status == 200 else { throw RecordedAPIServer.ServerError(message: "page \(page) answered \(response.status)") }
        return response.body
    }
    return try await ContinuousClock().measure {
        let pages = try JSONDecoder().decode(FirstPage.self, from: try await fetch(1)).info.pages
        try await withThrowingTaskGroup(of: Data.self) { group in
            var next = 2
            while next <= pages, next < 5 {
                let page = next
                group.addTask { try await fetch(page) }
                next += 1
            }
            while try await group.next() != nil, next <= pages {
                let page = next
                group.addTask { try await fetch(page) }
                next += 1
            }
            try await group.waitForAll()
        }
    }
}

/// From launch until the frame shows the whole list, through a REPL session on the system
/// clock redrawing as a terminal does when something changes by itself.
@MainActor
private func appLoadsAllPages(_ base: URL) async throws -> Duration {
    var settings = SessionSettings()
    settings.clock = .system
    settings.appOptions = AppOptionValues(["api-base": .text(base.absoluteString)])
    let console = LastWordsConsole()
    let session = Session(apps: [RickAndMortyApp()], settings: settings, console: console)
    let clock = ContinuousClock()
    let start = clock.now
    var shownAt: ContinuousClock.Instant?
    var redraw: Task<Void, Never>?
    session.displayNeeded = {
        guard redraw == nil else { return }
        redraw = Task { @MainActor in
            redraw = nil
            session.showChanges()
            if shownAt == nil, console.text.contains("All 826 characters") { shownAt = clock.now }
            console.flush()
        }
    }
    try session.start(app: "rickandmorty")
    _ = await session.run("wait idle")
    // The last change's redraw may still be waiting for the main actor.
    await redraw?.value
    guard session.errorCount == 0, let shownAt else {
        throw RecordedAPIServer.ServerError(message: "the app did not show the whole list:\n\(console.text)")
    }
    return shownAt - start
}

/// Keeps only what was written since the last flush: the frame on screen.
@MainActor
private final class LastWordsConsole: Console {
    private(set) var text = ""
    private var flushed = true

    func write(_ text: String) {
        if flushed { self.text = "" }
        flushed = false
        self.text += text
    }

    func flush() { flushed = true }
}

extension [Double] {
    var median: Double { sorted()[count / 2] }
}
