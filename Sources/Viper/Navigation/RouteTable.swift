/// The paths an app can be opened at (`character/:id`, `team`), shared by the REPL's
/// `open`, deep links and tests.
@MainActor
package struct RouteTable {
    /// A route as the table holds it.
    package struct Entry {
        /// The path, with its `:name` parameters.
        package let pattern: RoutePattern
        /// What the route opens, in a line in the session's language.
        package let summary: String
        let open: @MainActor (RouteParameters) throws(RouteError) -> Void
    }

    /// Every route, in the order it was added.
    package private(set) var entries: [Entry] = []

    /// A table of no routes.
    package init() {}

    /// Adds a route; one that a route already there matches every path of (`game/new` after
    /// `game/:id`, or the same route twice) is refused: it could never open.
    package mutating func register(
        _ pattern: RoutePattern,
        summary: String,
        open: @escaping @MainActor (RouteParameters) throws(RouteError) -> Void
    ) throws(RouteError) {
        if let existing = entries.first(where: { pattern.isShadowed(by: $0.pattern) }) {
            throw .duplicate(pattern.text, existing: existing.pattern.text)
        }
        entries.append(Entry(pattern: pattern, summary: summary, open: open))
    }

    /// Opens the first route whose pattern matches `path`.
    package func open(_ path: String) throws(RouteError) {
        let segments = RoutePattern.segments(of: path)
        for entry in entries {
            if let parameters = entry.pattern.match(segments) {
                return try entry.open(parameters)
            }
        }
        throw .noRoute(path, known: entries.map(\.pattern.text))
    }
}

/// A route's shape: literal segments and `:name` parameters, separated by `/`.
public struct RoutePattern: Equatable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The pattern as written: `character/:id`.
    public let text: String
    private let segments: [Segment]

    private enum Segment: Equatable, Sendable {
        case literal(String)
        case parameter(String)
    }

    /// A pattern of `text`: segments separated by `/`, a segment starting with `:` a parameter.
    public init(_ text: String) {
        self.text = text
        segments = Self.segments(of: text).map { $0.hasPrefix(":") ? .parameter(String($0.dropFirst())) : .literal($0) }
    }

    public init(stringLiteral value: String) { self.init(value) }

    public var description: String { text }

    /// Whether `earlier` matches every path this pattern matches, so this one could never open.
    func isShadowed(by earlier: RoutePattern) -> Bool {
        guard segments.count == earlier.segments.count else { return false }
        return zip(earlier.segments, segments).allSatisfy { earlier, own in
            switch (earlier, own) {
            case (.parameter, _): true
            case (.literal(let first), .literal(let second)): first.lowercased() == second.lowercased()
            case (.literal, .parameter): false
            }
        }
    }

    static func segments(of path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    func match(_ pathSegments: [String]) -> RouteParameters? {
        guard pathSegments.count == segments.count else { return nil }
        var values: [(String, String)] = []
        for (segment, value) in zip(segments, pathSegments) {
            switch segment {
            case .literal(let literal): guard literal.lowercased() == value.lowercased() else { return nil }
            case .parameter(let name): values.append((name, value))
            }
        }
        return RouteParameters(values: values, route: text)
    }
}

/// The values a path gave for a route's parameters, read with a type.
public struct RouteParameters: Sendable {
    let values: [(String, String)]
    let route: String

    /// The text of the parameter `name`.
    ///
    /// - Throws: `RouteError.missingParameter` when the path gave none.
    public func string(_ name: String) throws(RouteError) -> String {
        guard let value = values.first(where: { $0.0 == name })?.1 else { throw .missingParameter(name, route: route) }
        return value
    }

    /// The parameter `name` as a whole number.
    ///
    /// - Throws: `RouteError` when the path gave none, or one that is not a whole number.
    public func int(_ name: String) throws(RouteError) -> Int {
        let text = try string(name)
        guard let value = Int(text) else { throw .badParameter(name, value: text, expected: "a whole number") }
        return value
    }
}

/// Why a path did not open, in a line the REPL prints.
public enum RouteError: Error, Equatable, Sendable {
    /// No route matches the path; `known` lists the routes.
    case noRoute(String, known: [String])
    /// The route needs a parameter the path did not give.
    case missingParameter(String, route: String)
    /// A parameter is not what the route takes; `expected` says what it takes.
    case badParameter(String, value: String, expected: String)
    /// The route matched but what it points at does not exist or cannot open now.
    case refused(String)
    /// A route that one registered before matches every path of, so it could never open.
    case duplicate(String, existing: String)

    /// What went wrong, in one line.
    public var message: String {
        switch self {
        case .noRoute(let path, let known):
            "no route matches \"\(path)\"; routes: " + known.joined(separator: ", ")
        case .missingParameter(let name, let route): "route \(route) needs :\(name)"
        case .badParameter(let name, let value, let expected): ":\(name) is \"\(value)\"; expected \(expected)"
        case .refused(let reason): reason
        case .duplicate(let route, let existing):
            route == existing
                ? "the route \(route) is declared twice" : "the route \(route) could never open: \(existing), declared before it, matches every path it does"
        }
    }
}
