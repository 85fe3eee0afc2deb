import Foundation
import RickAndMorty
import Viper
import ViperHTTP
import ViperREPL

/// The Rick and Morty list against the recorded API on a loopback server: the app beside an
/// ideal client on the same server (the first screen on a slow server with a short listen
/// queue, and all 42 pages at 50 ms a request), what one page's append costs early and late
/// in the list, and the memory of a real `viper` scrolling through every picture.
@MainActor
func benchmarkRickAndMorty(data: URL) async -> [String] {
    do {
        let server = try await RecordedAPIServer.start(folder: data, latency: .milliseconds(50))
        defer { server.stop() }
        try await server.warmUp()
        // The real `viper` first, while this process is small (see main.swift).
        let memory = try peakMemoryScrollingAllPictures(server.base)
        let slow = try await RecordedAPIServer.start(folder: data, latency: .milliseconds(400), backlog: 5)
        defer { slow.stop() }
        try await slow.warmUp()
        return [
            try await firstScreenAgainstIdealClient(slow.base), try await allPagesAgainstIdealClient(server.base),
            await benchmarkPageAppends(data: data), memory,
        ]
    } catch {
        return ["rick-and-morty: could not run: \(error)"]
    }
}

/// Alternates the two, three times each, and compares the medians, so a busy moment of the
/// machine does not land on one side only.
@MainActor
private func firstScreenAgainstIdealClient(_ base: URL) async throws -> String {
    var ideal: [Double] = []
    var app: [Double] = []
    for _ in 0..<3 {
        ideal.append(try await idealClient(base, pages: 1).seconds)
        app.append(try await appShows("Rick Sanchez", from: base).seconds)
    }
    let (client, viper) = (ideal.median, app.median)
    return String(
        format: "rick-and-morty: first screen, server with 400 ms a request and a listen backlog of 5: app %.0f ms, ideal client %.0f ms: %.3f× (goal ≤ 1.05)",
        viper * 1000, client * 1000, viper / client)
}

@MainActor
private func allPagesAgainstIdealClient(_ base: URL) async throws -> String {
    var ideal: [Double] = []
    var app: [Double] = []
    for _ in 0..<3 {
        ideal.append(try await idealClient(base, pages: .max).seconds)
        app.append(try await appShows("All 826 characters", from: base).seconds)
    }
    let (client, viper) = (ideal.median, app.median)
    return String(
        format: "rick-and-morty: all 42 pages at 50 ms a request: app %.0f ms, ideal three-in-flight client %.0f ms: %.3f× (goal ≤ 1.05)",
        viper * 1000, client * 1000, viper / client)
}

/// Page 1, then the rest (up to `pages`) with three requests in flight, a new one as each
/// answers: only the bytes, nothing decoded but page 1's count of pages. It asks for no
/// picture, so it never waits behind one.
private func idealClient(_ base: URL, pages wanted: Int) async throws -> Duration {
    struct FirstPage: Decodable {
        struct Info: Decodable { let pages: Int }
        let info: Info
    }
    let endings = SessionEndings()
    let transport = LiveTransport(until: endings)
    @Sendable func fetch(_ page: Int) async throws -> Data {
        let response = try await transport.send(HTTPRequest(url: URL(string: "\(base.absoluteString)/character?page=\(page)")!))
        guard response.status == 200 else { throw RecordedAPIServer.ServerError(message: "page \(page) answered \(response.status)") }
        return response.body
    }
    let took = try await ContinuousClock().measure {
        let pages = min(wanted, try JSONDecoder().decode(FirstPage.self, from: try await fetch(1)).info.pages)
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
    await endings.run()
    return took
}

/// From launch until the frame shows `text`, through a REPL session on the system clock
/// redrawing as a terminal does when something changes by itself.
@MainActor
private func appShows(_ text: String, from base: URL) async throws -> Duration {
    var settings = SessionSettings()
    settings.clock = .system
    settings.appOptions = try RickAndMortyOptions.parse(["--api-base", base.absoluteString])
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
            if shownAt == nil, console.text.contains(text) { shownAt = clock.now }
            console.flush()
        }
    }
    try await session.start(app: "rickandmorty")
    _ = await session.run("wait idle")
    // The last change's redraw may still be waiting for the main actor.
    await redraw?.value
    await session.end()
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
