// Test helper: `document-writer FOLDER NAME COUNT TAG` appends COUNT records tagged "TAG-1" … to
// the record list NAME in FOLDER, one `DocumentStore.update` each, as a second process
// sharing an app's data folder would.
import Foundation
import Viper

let arguments = CommandLine.arguments
guard arguments.count == 5, let count = Int(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: document-writer FOLDER NAME COUNT TAG\n".utf8))
    exit(2)
}
/// One saved record: the writer's tag and a number.
struct Entry: CheckedRecord, Equatable {
    let tag: String
    func check() {}
    var uniqueKey: String? { tag }
}

let store = DocumentStore(folder: URL(fileURLWithPath: arguments[1], isDirectory: true), notices: Notices())
for index in 1...max(count, 1) {
    do {
        try store.update(RecordList<Entry>.self, in: arguments[2], initial: RecordList([])) { $0.records.append(Entry(tag: "\(arguments[4])-\(index)")) }
    } catch {
        FileHandle.standardError.write(Data("document-writer: \(error.message)\n".utf8))
        exit(1)
    }
}
