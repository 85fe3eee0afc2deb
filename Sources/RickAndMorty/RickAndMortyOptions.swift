import ArgumentParser
import Foundation
import Viper

/// Rick and Morty's command line: where the characters come from, and how slowly.
public struct RickAndMortyOptions: ParsableArguments, Sendable {
    /// The milliseconds `--latency` may add.
    public static let latencies = 0...60_000

    @Option(name: .customLong("api-base"), help: ArgumentHelp(RickAndMortyStrings.apiBaseHelp.in(Language.help), valueName: "URL"))
    public var apiBase: String?

    @Option(help: ArgumentHelp(RickAndMortyStrings.replayHelp.in(Language.help), valueName: "DIR"))
    public var replay: String?

    @Option(help: ArgumentHelp(RickAndMortyStrings.recordHelp.in(Language.help), valueName: "DIR"))
    public var record: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(RickAndMortyStrings.latencyHelp.in(Language.help), valueName: "MS"))
    public var latency: Int?

    public init() {}

    /// The API's address: `--api-base`, else the live API's.
    public var base: URL {
        apiBase.flatMap(Self.webAddress) ?? RickAndMortyAPI.defaultBase
    }

    public func validate() throws {
        if let apiBase, Self.webAddress(apiBase) == nil {
            throw ValidationError("--api-base takes an http or https URL such as https://rickandmortyapi.com/api, not \"\(apiBase)\"")
        }
        if let latency, !Self.latencies.contains(latency) {
            throw ValidationError("--latency takes a whole number from \(Self.latencies.lowerBound) to \(Self.latencies.upperBound), not \(latency)")
        }
    }

    private static func webAddress(_ text: String) -> URL? {
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil else { return nil }
        return url
    }
}
