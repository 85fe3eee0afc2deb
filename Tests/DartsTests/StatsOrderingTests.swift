import Foundation
import Testing
import Viper
import ViperTesting

@testable import Darts

@MainActor
@Suite("Statistics: games by score")
struct StatsOrderingTests {
    let temporary: TemporaryFolder
    let archive: DartsArchive

    init() throws {
        temporary = try TemporaryFolder()
        archive = DartsArchive(storage: DocumentStore(folder: temporary.url, notices: Notices()), notices: Notices())
    }

    func day(_ n: Double) -> Date {
        Date(timeIntervalSinceReferenceDate: n * 86_400)
    }

    @Test("best score first")
    func byScore() throws {
        for (id, score) in [(1, 20), (2, 90), (3, 0), (4, 55)] {
            try archive.add(RecordSample.game(id: id, score: score))
        }
        #expect(archive.gamesByScore.map(\.id) == [2, 4, 1, 3])
        #expect(archive.gamesInOrder.map(\.score) == [20, 90, 0, 55])
    }

    @Test("equal scores: fewer seconds first")
    func tiesBySeconds() throws {
        try archive.add(RecordSample.game(id: 1, score: 50, seconds: 40))
        try archive.add(RecordSample.game(id: 2, score: 50, seconds: 25))
        try archive.add(RecordSample.game(id: 3, score: 60, seconds: 90))
        try archive.add(RecordSample.game(id: 4, score: 50, seconds: 30))
        #expect(archive.gamesByScore.map(\.id) == [3, 2, 4, 1])
    }

    @Test("equal scores and seconds: the earlier game first")
    func tiesByDate() throws {
        try archive.add(RecordSample.game(id: 1, score: 50, seconds: 20, date: day(3)))
        try archive.add(RecordSample.game(id: 2, score: 50, seconds: 20, date: day(1)))
        try archive.add(RecordSample.game(id: 3, score: 50, seconds: 20, date: day(2)))
        try archive.add(RecordSample.game(id: 4, score: 50, seconds: 10, date: day(9)))
        #expect(archive.gamesByScore.map(\.id) == [4, 2, 3, 1])
    }

    @Test("complete ties: the lower id first, whatever the order saved")
    func tiesByID() throws {
        let folder = temporary.url.appendingPathComponent("imported")
        try writeLegacyGames([5, 2, 9].map { RecordSample.game(id: $0, score: 10) }, in: folder)
        let imported = DartsArchive(storage: DocumentStore(folder: folder, notices: Notices()), notices: Notices())
        #expect(imported.gamesByScore.map(\.id) == [2, 5, 9])
    }
}
