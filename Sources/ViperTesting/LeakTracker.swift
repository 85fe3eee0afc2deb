import Testing

/// Remembers objects weakly and reports, as test issues, those still alive when they
/// should be gone — a popped module's view, presenter, interactor and router.
@MainActor
public final class LeakTracker {
    private struct Tracked {
        weak var object: AnyObject?
        let name: String
    }

    private var tracked: [Tracked] = []

    /// A tracker of no objects yet.
    public init() {}

    /// Remembers `object` weakly, under `name` or else its type's name.
    public func track(_ object: AnyObject, _ name: String? = nil) {
        tracked.append(Tracked(object: object, name: name ?? String(describing: type(of: object))))
    }

    /// The names of tracked objects that are still alive.
    public var survivors: [String] {
        tracked.filter { $0.object != nil }.map(\.name)
    }

    /// Records an issue for each tracked object that is still alive.
    public func expectAllReleased(sourceLocation: SourceLocation = #_sourceLocation) {
        for name in survivors {
            Issue.record("\(name) was not deallocated", sourceLocation: sourceLocation)
        }
    }
}
