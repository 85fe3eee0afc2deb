import Synchronization
import Viper

/// The modules a harness's navigator let go of, with their parts, held weakly. Readable from
/// any thread: a harness is deinitialised wherever its last reference goes, and reports there.
final class ReleasedModules: Sendable {
    private struct Entry {
        weak var object: AnyObject?
        let name: String
        var isReported = false
    }

    // Entries are added on the main actor while the harness lives and read once it is going;
    // the lock orders the two, and weak references are safe to load from any thread.
    private nonisolated(unsafe) var entries: [Entry] = []
    private let lock = Mutex(())

    @MainActor
    func add(_ view: any ModuleView) {
        var added = [Entry(object: view, name: String(describing: type(of: view)))]
        for part in view.moduleParts.all {
            if let object = part.object { added.append(Entry(object: object, name: part.name)) }
        }
        lock.withLock { _ in entries += added }
    }

    /// The names of the released objects still alive.
    var survivors: [String] {
        lock.withLock { _ in entries.filter { $0.object != nil }.map(\.name) }
    }

    /// The survivors not taken before: each leak is reported once, however often the test looks.
    func takeUnreportedSurvivors() -> [String] {
        lock.withLock { _ in
            var names: [String] = []
            for index in entries.indices where entries[index].object != nil && !entries[index].isReported {
                entries[index].isReported = true
                names.append(entries[index].name)
            }
            return names
        }
    }
}
