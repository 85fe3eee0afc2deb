import Foundation
import RickAndMorty
import Viper
import ViperREPL

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What appending a page to the character list costs early in the list and late in it. The
/// recorded API answers in-process with 50 ms of virtual latency, so each `wait 50ms` brings
/// one round of three pages and the processor time it takes (all threads, so other programs
/// on the machine do not count) is the app's own work for them: round 3
/// brings pages 5–7 onto 80 rows, round 14 pages 38–40 onto 740 (round 2 is left out: the
/// first screen's pictures arrive with it).
@MainActor
func benchmarkPageAppends(data: URL) async -> String {
    let options = try? RickAndMortyOptions.parse(["--replay", data.path, "--latency", "50"])
    guard let (first, last) = await roundCosts(RickAndMortyApp(), options: options, rounds: 15, early: 2, late: 13) else {
        return "rick-and-morty appends: could not start"
    }
    return String(
        format: "rick-and-morty appends: a page onto 80 rows %.2f ms, onto 740 rows %.2f ms: %.2f× (goal ≤ 1.2: a page costs what it holds)",
        first * 1000, last * 1000, last / first)
}

/// The same on a list of 1,000 pages (20,000 characters) made up in the process: round 2
/// brings pages 2–4 onto 20 rows, round 334 pages 998–1,000 onto 19,940.
@MainActor
func benchmarkThousandPageAppends() async -> String {
    let api = SyntheticCharacterAPI(pages: 1000)
    guard
        let (first, last) = await roundCosts(
            RickAndMortyApp(transport: api), options: try? RickAndMortyOptions.parse(["--latency", "50"]),
            rounds: 334, early: 1, late: 333)
    else {
        return "rick-and-morty appends at 1,000 pages: could not start"
    }
    return String(
        format: "rick-and-morty appends at 1,000 pages: page 2 %.2f ms, page 1,000 %.2f ms: %.2f× (goal ≤ 1.2: a page costs what it holds)",
        first * 1000, last * 1000, last / first)
}

/// The medians over nine sessions of what one page costs in round `early` and in round
/// `late` (counted from 0) of `rounds` rounds of `wait 50ms`; nil when the app cannot start.
@MainActor
private func roundCosts(_ app: RickAndMortyApp, options: RickAndMortyOptions?, rounds: Int, early: Int, late: Int) async -> (Double, Double)? {
    var earlyCosts: [Double] = []
    var lateCosts: [Double] = []
    for _ in 0..<9 {
        var settings = SessionSettings()
        settings.appOptions = options
        // Each round looks at the pages as they arrive, so the session must not wait for them all.
        settings.settles = false
        let session = Session(apps: [app], settings: settings, console: CountingConsole())
        guard (try? await session.start(app: "rickandmorty")) != nil else { return nil }
        var costs: [Double] = []
        for _ in 0..<rounds {
            let before = processorSeconds()
            _ = await session.run("wait 50ms")
            costs.append(processorSeconds() - before)
        }
        earlyCosts.append(costs[early] / 3)
        lateCosts.append(costs[late] / 3)
    }
    return (earlyCosts.median, lateCosts.median)
}

/// The processor time this process has used so far, on every thread.
private func processorSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
