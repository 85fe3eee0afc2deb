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
    var early: [Double] = [], late: [Double] = []
    for _ in 0..<9 {
        var settings = SessionSettings()
        settings.appOptions = AppOptionValues(["replay": .text(data.path), "latency": .integer(50)])
        let session = Session(apps: [RickAndMortyApp()], settings: settings, console: CountingConsole())
        do {
            try session.start(app: "rickandmorty")
        } catch {
            return "rick-and-morty appends: could not start: \(error.message)"
        }
        var rounds: [Double] = []
        for _ in 1...15 {
            let before = processorSeconds()
            _ = await session.run("wait 50ms")
            rounds.append(processorSeconds() - before)
        }
        early.append(rounds[2] / 3)
        late.append(rounds[13] / 3)
    }
    let (first, last) = (early.median, late.median)
    return String(format: "rick-and-morty appends: a page onto 80 rows %.2f ms, onto 740 rows %.2f ms: %.2f× (goal ≤ 1.2: a page costs what it holds)",
                  first * 1000, last * 1000, last / first)
}

/// The processor time this process has used so far, on every thread.
private func processorSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
