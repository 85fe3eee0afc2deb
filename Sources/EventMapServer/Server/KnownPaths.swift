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

    /// The methods `path` takes, HEAD with GET; empty when no route has this path.
    func methods(of path: String) -> [String] {
        let segments = path.split(separator: "/")
        var methods = Set(
            routes.withLock { known in
                known.filter { route in
                    route.segments.count == segments.count && zip(route.segments, segments).allSatisfy { $0.hasPrefix(":") || $0.hasPrefix("{") || $0 == $1 }
                }.map(\.method.rawValue)
            })
        if methods.contains("GET") { methods.insert("HEAD") }
        return methods.sorted()
    }
}
