import Foundation

// `viper-bench [GROUP…]` runs the named groups of benchmarks (all of them without a name) and
// prints one line per figure, next to its goal. Helper commands for the benchmarks themselves:
// `--script N` prints the REPL benchmark's script (N commands), `darts-seed DIR N` and
// `eventmap-seed DIR N SPREAD` store data for the benchmarks that run the real `viper`, and
// `hold-connections PORT N` holds N connections open for the server's abuse benchmark.

/// The recorded Rick and Morty API, found from this file: `../shared/data/rickandmorty` of the repository.
let recordedRickAndMorty = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/data/rickandmorty")

// A process's peak memory counts from its parent's size when it was spawned, so the figures that
// run the real `viper` come first in their group, and each group runs in a process of its own.
let groups: [(name: String, run: () async -> [String])] = [
    ("sea", { [benchmarkLargeSeaProcess(), benchmarkSeaEngine()] + (await benchmarkSeaTickEndToEnd()) }),
    ("repl", { [(try? peakMemoryOfPipedCommands(counts: [100_000, 1_000_000, 10_000_000])) ?? "repl memory: could not run viper", await benchmarkREPL()] }),
    ("rickandmorty", { (await benchmarkRickAndMorty(data: recordedRickAndMorty)) + [await benchmarkThousandPageAppends()] }),
    ("eventmap", { (await benchmarkEventMapScale()) + [await benchmarkEventPropagation(), await benchmarkEventQueries()] }),
    ("server", { [benchmarkMapOpening()] + (await benchmarkEventMapServer()) + (await benchmarkServerUnderAbuse()) }),
    ("darts", { benchmarkDartsHistory() }),
    ("time", { await benchmarkWaiting() }),
]

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--script", arguments.count == 2, let count = Int(arguments[1]) {
    print(replScript(commands: count).joined(separator: "\n"))
} else if arguments.first == "hold-connections", arguments.count == 3, let port = Int(arguments[1]), let count = Int(arguments[2]) {
    holdConnections(port: port, count: count)
} else if arguments.first == "darts-seed", arguments.count == 3, let count = Int(arguments[2]) {
    do {
        try seedDartsHistory(games: count, in: URL(fileURLWithPath: arguments[1]))
    } catch {
        print("darts-seed: \(error)")
        exit(1)
    }
} else if arguments.first == "eventmap-seed", arguments.count == 4, let count = Int(arguments[2]), let spread = EventSpread(rawValue: arguments[3]) {
    do {
        try await seedEvents(count: count, spread: spread, dataDirectory: URL(fileURLWithPath: arguments[1]))
    } catch {
        print("eventmap-seed: \(error)")
        exit(1)
    }
} else if let unknown = arguments.first(where: { name in !groups.contains { $0.name == name } }) {
    print("viper-bench: no group \"\(unknown)\"; groups: \(groups.map(\.name).joined(separator: ", "))")
    exit(2)
} else if arguments.isEmpty {
    for group in groups {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = [group.name]
        do {
            try child.run()
            child.waitUntilExit()
        } catch {
            print("viper-bench: cannot run the \(group.name) group: \(error)")
        }
    }
} else {
    for group in groups where arguments.contains(group.name) {
        for line in await group.run() { print(line) }
    }
}
