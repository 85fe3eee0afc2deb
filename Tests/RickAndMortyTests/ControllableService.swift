import Foundation
import Synchronization
import Viper

@testable import RickAndMorty

/// A `CharacterService` whose every request waits until the test releases it, so a test
/// decides the order answers arrive in and can see what is in flight at each moment. A held
/// request is parked on the idle tracker: `settle()` returns once all that is left waits here.
final class ControllableService: CharacterService {
    struct State {
        var started: [String] = []
        var finished: [String] = []
        var gates: [String: CheckedContinuation<Void, Never>] = [:]
        var released: Set<String> = []
        var failures: [String: HTTPError] = [:]
        var maxInFlight = 0
        var inFlight: Int { started.count - finished.count - cancelled }
        var cancelled = 0
        var startWatchers: [(keys: Set<String>, continuation: CheckedContinuation<Void, Never>)] = []

        /// Takes out the watchers whose requests have all started.
        mutating func satisfiedWatchers() -> [CheckedContinuation<Void, Never>] {
            let begun = Set(started)
            defer { startWatchers.removeAll { $0.keys.isSubset(of: begun) } }
            return startWatchers.filter { $0.keys.isSubset(of: begun) }.map(\.continuation)
        }
    }

    let state = Mutex(State())
    let idle: IdleTracker
    let pages: [CharacterPage]
    let locations: [Int: RMLocation]
    let episodes: [Int: RMEpisode]

    init(idle: IdleTracker, pages: [CharacterPage], locations: [Int: RMLocation] = [:], episodes: [Int: RMEpisode] = [:]) {
        self.idle = idle
        self.pages = pages
        self.locations = locations
        self.episodes = episodes
    }

    var started: [String] { state.withLock { $0.started } }
    var finished: [String] { state.withLock { $0.finished } }
    var maxInFlight: Int { state.withLock { $0.maxInFlight } }
    var inFlight: [String] {
        state.withLock { state in state.started.filter { state.gates[$0] != nil } }
    }

    /// Lets the request named `key` answer (now, or as soon as it starts).
    func release(_ key: String) {
        let gate = state.withLock { state in
            state.released.insert(key)
            return state.gates.removeValue(forKey: key)
        }
        guard let gate else { return }
        idle.unpark()
        gate.resume()
    }

    /// Returns once every request in `keys` has started: what a test awaits to see requests in
    /// flight side by side, which `settle()` would run to rest instead.
    func untilStarted(_ keys: [String]) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let begun = state.withLock { state in
                guard !Set(keys).isSubset(of: Set(state.started)) else { return true }
                state.startWatchers.append((Set(keys), continuation))
                return false
            }
            if begun { continuation.resume() }
        }
    }

    func fail(_ key: String, with error: HTTPError) {
        state.withLock { $0.failures[key] = error }
        release(key)
    }

    /// Lets later requests named `key` succeed (released ones pass at once).
    func stopFailing(_ key: String) {
        state.withLock { $0.failures[key] = nil }
    }

    private func pass(_ key: String) async throws(HTTPError) {
        let watchers = state.withLock { state in
            state.started.append(key)
            state.maxInFlight = max(state.maxInFlight, state.started.count - state.finished.count)
            return state.satisfiedWatchers()
        }
        for watcher in watchers { watcher.resume() }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let open = state.withLock { state -> Bool in
                    if state.released.contains(key) { return true }
                    state.gates[key] = continuation
                    idle.park()
                    return false
                }
                if open { continuation.resume() }
            }
        } onCancel: {
            release(key)
        }
        let failure = state.withLock { state in
            state.finished.append(key)
            return state.failures[key]
        }
        if Task.isCancelled { throw .cancelled }
        if let failure { throw failure }
    }

    func page(_ number: Int) async throws(HTTPError) -> CharacterPage {
        try await pass("page \(number)")
        return pages[number - 1]
    }

    func character(id: Int) async throws(HTTPError) -> RMCharacter {
        try await pass("character \(id)")
        guard let character = pages.flatMap(\.results).first(where: { $0.id == id }) else { throw .status(404, message: "Character not found") }
        return character
    }

    func location(at url: String) async throws(HTTPError) -> RMLocation {
        try await pass("location \(url)")
        return locations[try RickAndMortyAPI.id(in: url)]!
    }

    func episodes(at urls: [String]) async throws(HTTPError) -> [RMEpisode] {
        try await pass("episodes")
        return try urls.map { url throws(HTTPError) in episodes[try RickAndMortyAPI.id(in: url)]! }
    }

    func picture(at url: String) async throws(HTTPError) -> Data {
        try await pass("picture \(url)")
        return Fixtures.png
    }
}
