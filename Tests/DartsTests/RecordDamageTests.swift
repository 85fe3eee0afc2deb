import Foundation
import Testing
import Viper
import ViperTesting
@testable import Darts

@MainActor
@Suite("Records: a damaged games.sqlite")
struct RecordDamageTests {
    let temporary: TemporaryFolder
    let notices = Notices()
    let storage: DocumentStore

    init() throws {
        temporary = try TemporaryFolder()
        storage = DocumentStore(folder: temporary.url.appendingPathComponent("darts"), notices: notices)
    }

    @Test("a damaged page hides no readable game, is reported in one line, and the next game is saved")
    func damagedPage() throws {
        let saved = 60
        do {
            let archive = DartsArchive(storage: storage, notices: notices)
            for _ in 1...saved { try archive.add(RecordSample.game(id: 0)) }
        }
        let file = storage.folder.appendingPathComponent("games.sqlite").path
        let size = try #require(FileManager.default.attributesOfItem(atPath: file)[.size] as? Int)
        let handle = try #require(FileHandle(forWritingAtPath: file))
        try handle.seek(toOffset: UInt64(size / 4096 / 2 * 4096))
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 4096))
        try handle.close()

        let archive = DartsArchive(storage: storage, notices: notices)
        let shown = archive.gamesInOrder.map(\.id)
        #expect(shown.count > saved / 2 && shown.count < saved && Set(shown).isSubset(of: Set(1...saved)))
        let messages = notices.drain()
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("games.sqlite was damaged (database disk image is malformed); moved it to games.corrupt-1.sqlite and ") == true)
        let next = try archive.add(RecordSample.game(id: 0))
        #expect(archive.gamesInOrder.map(\.id) == shown + [next.id])
    }
}
