import Foundation

@testable import RickAndMorty

/// Small hand-made API records, and the shared recorded data by path.
enum Fixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let sharedData = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/data/rickandmorty", isDirectory: true)

    /// A real avatar (PNG data under a .jpeg name), read from the shared data.
    static var png: Data {
        (try? Data(contentsOf: sharedData.appendingPathComponent("avatars/2.jpeg"))) ?? Data()
    }

    static func character(_ id: Int, location: String = "https://rickandmortyapi.com/api/location/3", episodes: [Int] = [1]) -> RMCharacter {
        RMCharacter(
            id: id, name: "Character \(id)", status: "Alive", species: "Human", type: "", gender: "Female",
            origin: .init(name: "unknown", url: ""),
            location: .init(name: location.isEmpty ? "unknown" : "Citadel", url: location),
            image: "https://rickandmortyapi.com/api/character/avatar/\(id).jpeg",
            episode: episodes.map { "https://rickandmortyapi.com/api/episode/\($0)" }
        )
    }

    /// `count` pages of `perPage` characters with ids 1, 2, 3… in page order.
    static func pages(_ count: Int, perPage: Int = 2) -> [CharacterPage] {
        (0..<count).map { page in
            CharacterPage(
                info: .init(count: count * perPage, pages: count),
                results: (1...perPage).map { character(page * perPage + $0) }
            )
        }
    }
}
