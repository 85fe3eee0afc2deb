import Foundation

// `viper-bench` prints one line per benchmark; `viper-bench --script N` prints the REPL
// benchmark's script (N commands) for timing the real executable; `viper-bench darts` runs
// only the Darts history benchmark, `viper-bench rickandmorty [DATA]` only Rick and Morty's
// (over the recorded API in DATA, by default the shared data beside the repository).
let arguments = CommandLine.arguments.dropFirst()
/// The recorded Rick and Morty API, found from this file: `../shared/data/rickandmorty` of the repository.
let recordedRickAndMorty = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/data/rickandmorty")
if arguments.first == "--script", let count = arguments.dropFirst().first.flatMap(Int.init) {
    print(replScript(commands: count).joined(separator: "\n"))
} else if arguments.first == "darts-seed", arguments.count == 3, let count = Int(arguments.last!) {
    do {
        try seedDartsHistory(games: count, in: URL(fileURLWithPath: arguments.dropFirst().first!))
    } catch {
        print("darts-seed: \(error)")
        exit(1)
    }
} else if arguments.first == "darts" {
    for line in benchmarkDartsHistory() { print(line) }
} else if arguments.first == "rickandmorty" {
    let data = arguments.dropFirst().first.map { URL(fileURLWithPath: $0) } ?? recordedRickAndMorty
    for line in await benchmarkRickAndMorty(data: data) { print(line) }
} else {
    print(benchmarkSeaEngine())
    print(await benchmarkREPL())
    for line in await benchmarkRickAndMorty(data: recordedRickAndMorty) { print(line) }
    print(await benchmarkEventQueries())
    print(await benchmarkEventPropagation())
    for line in benchmarkDartsHistory() { print(line) }
}
