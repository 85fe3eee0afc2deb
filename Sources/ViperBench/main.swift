import Foundation

// `viper-bench` prints one line per benchmark; `viper-bench --script N` prints the REPL
// benchmark's script (N commands) for timing the real executable; `viper-bench darts` runs
// only the Darts history benchmark, `viper-bench eventmap` only Event Map's at scale.
let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "--script", let count = arguments.dropFirst().first.flatMap(Int.init) {
    print(replScript(commands: count).joined(separator: "\n"))
} else if arguments.first == "darts-seed", arguments.count == 3, let count = Int(arguments.last!) {
    do {
        try seedDartsHistory(games: count, in: URL(fileURLWithPath: arguments.dropFirst().first!))
    } catch {
        print("darts-seed: \(error)")
        exit(1)
    }
} else if arguments.first == "eventmap-seed", arguments.count == 4, let count = Int(arguments.dropFirst(2).first!),
          let spread = EventSpread(rawValue: arguments.last!) {
    do {
        try await seedEvents(count: count, spread: spread, dataDirectory: URL(fileURLWithPath: arguments.dropFirst().first!))
    } catch {
        print("eventmap-seed: \(error)")
        exit(1)
    }
} else if arguments.first == "eventmap" {
    for line in await benchmarkEventMapScale() { print(line) }
} else if arguments.first == "darts" {
    for line in benchmarkDartsHistory() { print(line) }
} else {
    print(benchmarkSeaEngine())
    print(await benchmarkREPL())
    let replay = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/data/rickandmorty").path
    for line in await benchmarkRickAndMorty(replay: replay) { print(line) }
    print(await benchmarkEventQueries())
    print(await benchmarkEventPropagation())
    for line in await benchmarkEventMapScale() { print(line) }
    for line in benchmarkDartsHistory() { print(line) }
}
