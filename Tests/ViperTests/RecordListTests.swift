import Foundation
import Testing
import Viper
import ViperTesting

@Suite("RecordList and checked documents")
struct RecordListTests {
    struct Reading: CheckedRecord, Equatable {
        let id: Int
        let value: Double

        func check() throws(DocumentDefect) {
            guard (0...100).contains(value) else { throw DocumentDefect("value \(value) is not within 0…100") }
        }

        var uniqueKey: String? { "id \(id)" }
    }

    /// A document whose rules no file can meet.
    struct Refused: CheckedDocument {
        func checked() throws(DocumentDefect) -> Checked<Refused> { throw DocumentDefect("never") }
    }

    let temporary: TemporaryFolder
    let notices = Notices()
    let store: DocumentStore

    init() throws {
        temporary = try TemporaryFolder()
        store = DocumentStore(folder: temporary.url, notices: notices)
    }

    func write(_ text: String, as name: String) throws {
        try Data(text.utf8).write(to: store.url(of: name))
    }

    func checked(_ text: String) throws -> Checked<RecordList<Reading>> {
        try JSONDecoder().decode(RecordList<Reading>.self, from: Data(text.utf8)).checked()
    }

    @Test("elements that are not records, break their rules or repeat a key are dropped and named by place; the rest keep their order")
    func dropsAndNames() throws {
        let result = try checked(#"[{"id":1,"value":5}, 7, {"id":2,"value":1e300}, {"id":1,"value":6}, {"id":2,"value":"NaN"}, {"id":2,"value":9}, {"id":3}]"#)
        #expect(result.document.records == [Reading(id: 1, value: 5), Reading(id: 2, value: 9)])
        #expect(
            result.dropped == [
                "#2: not a record",
                "#3: value 1e+300 is not within 0…100",
                "#4: id 1 repeats #1",
                "#5: value has the wrong type",
                "#7: value is missing",
            ])
        #expect(result.recordsRead == 7)
    }

    @Test("a list saves as a plain JSON array and loads back equal, with nothing dropped")
    func plainArray() throws {
        let list = RecordList([Reading(id: 1, value: 2.5), Reading(id: 2, value: 0)])
        try store.save(list, as: "readings")
        let saved = try JSONDecoder().decode([Reading].self, from: Data(contentsOf: store.url(of: "readings")))
        #expect(saved == list.records)
        #expect(store.load(RecordList<Reading>.self, from: "readings") == list)
        #expect(notices.drain().isEmpty)
    }

    @Test("loading drops the bad records, keeps the file as it was aside with one note, and saves the rest at once")
    func loadKeepsTheRest() throws {
        let text = #"[{"id":1,"value":5},{"id":2,"value":-1},{"id":3,"value":7},"x",{"id":5,"value":101},{"id":6,"value":102},{"id":7,"value":8}]"#
        try write(text, as: "readings")
        let loaded = try #require(store.load(RecordList<Reading>.self, from: "readings"))
        #expect(loaded.records.map(\.id) == [1, 3, 7])
        #expect(
            notices.drain() == [
                "readings.json: dropped 4 of 7 records (#2: value -1.0 is not within 0…100; #4: not a record; #5: value 101.0 is not within 0…100; and 1 more); the other 3 are saved in readings.json, and the file as it was is kept as readings.corrupt-1.json"
            ])
        #expect(try String(contentsOf: temporary.url.appendingPathComponent("readings.corrupt-1.json"), encoding: .utf8) == text)
        #expect(try JSONDecoder().decode([Reading].self, from: Data(contentsOf: store.url(of: "readings"))).map(\.id) == [1, 3, 7])
    }

    @Test("the good records of a partly bad file survive the next change and the next launch (they were kept in memory only)")
    func goodRecordsSurviveTheNextChangeAndLaunch() throws {
        try write(#"[{"id":1,"value":5},{"id":2,"value":-1},{"id":3,"value":7}]"#, as: "readings")
        _ = store.load(RecordList<Reading>.self, from: "readings")
        try store.update(RecordList<Reading>.self, in: "readings", initial: RecordList([])) { $0.records.append(Reading(id: 4, value: 9)) }

        let nextLaunch = DocumentStore(folder: temporary.url, notices: notices)
        #expect(nextLaunch.load(RecordList<Reading>.self, from: "readings")?.records.map(\.id) == [1, 3, 4])
        #expect(notices.drain().count == 1)
    }

    @Test("a document whose check throws is moved aside like one that is not JSON")
    func refusedDocument() throws {
        try write("{}", as: "refused")
        #expect(store.load(Refused.self, from: "refused") == nil)
        #expect(notices.drain() == ["refused.json could not be read; moved it to refused.corrupt-1.json and started afresh"])
    }

    @Test("a list that is not an array is moved aside whole")
    func notAnArray() throws {
        try write(#"{"id":1,"value":5}"#, as: "readings")
        #expect(store.load(RecordList<Reading>.self, from: "readings") == nil)
        #expect(notices.drain().count == 1)
    }
}
