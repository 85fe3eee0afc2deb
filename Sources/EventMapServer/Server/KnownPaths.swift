import HTTPTypes
import Synchronization

/// The router's paths and the methods each takes, learnt once the routes are in: what a 405
/// names in `Allow`.
final class KnownPaths: Sendable {
    private let routes = Mutex<[(segments: [Substring], method: HTTPRequest.Method)]>([])

    func learn(_ routes: [(path: String, method: HTTPRequest.Method)]) {
        self.routes.withLock { known in
            known = routes.map { ($0.path.split(separator: "/"), $0.method) }
        }
    }

    /// The methods `path` takes, HEAD with GET; empty when no route has this path. Where
    /// several routes match (`/v1/events/{id}` and `/v1/events/{id}.ics` both match `7.ics`),
    /// the one with the most fixed text is the route the router takes.
    func methods(of path: String) -> [String] {
        let segments = path.split(separator: "/")
        let matches = routes.withLock { known in
            known.compactMap { route in Self.fixedText(of: route.segments, matching: segments).map { (fixed: $0, method: route.method.rawValue) } }
        }
        let mostFixed = matches.map(\.fixed).max()
        var methods = Set(matches.filter { $0.fixed == mostFixed }.map(\.method))
        if methods.contains("GET") { methods.insert("HEAD") }
        return methods.sorted()
    }

    /// How many characters of `segments` a route's `pattern` fixes, nil when it does not match
    /// them: a parameter (`{id}`, `:id`) matches any segment, one with a suffix (`{id}.ics`)
    /// only a longer segment ending with it.
    private static func fixedText(of pattern: [Substring], matching segments: [Substring]) -> Int? {
        guard pattern.count == segments.count else { return nil }
        var fixed = 0
        for (expected, segment) in zip(pattern, segments) {
            if expected.hasPrefix(":") || expected.hasPrefix("{") {
                let suffix = expected.firstIndex(of: "}").map { expected[expected.index(after: $0)...] } ?? ""
                guard segment.count > suffix.count, segment.hasSuffix(suffix) else { return nil }
                fixed += suffix.count
            } else {
                guard expected == segment else { return nil }
                fixed += expected.count
            }
        }
        return fixed
    }
}
