import Foundation

/// Everything a generation will write, rendered and validated in memory before any file is touched.
public struct GenerationPlan: Equatable, Sendable {
    public struct File: Equatable, Sendable {
        /// Relative to the package root.
        public var path: String
        public var contents: String
        /// The file exists already (only planned with `--force`).
        public var overwrites: Bool
    }

    public struct Route: Equatable, Sendable {
        /// The `route` variable (the module's kebab name unless the template says otherwise).
        public var name: String
        /// The file receiving the registration, relative to the package root.
        public var path: String
        /// The file's text after registration; nil when the route is already registered.
        public var newContents: String?
    }

    /// `--root`: the app's `root` made the module's destination.
    public struct Root: Equatable, Sendable {
        /// The destination the app starts on now (`.home`).
        public var destination: String
        /// The file declaring the app's `root`, relative to the package root.
        public var path: String
        /// The file's text after the change; nil when the app starts on the module already.
        public var newContents: String?
    }

    public var packageRoot: URL
    public var files: [File]
    public var route: Route?
    public var root: Root?

    /// A plan writing `files`, then registering `route`, then pointing the app's root (`root`).
    public init(packageRoot: URL, files: [File], route: Route?, root: Root? = nil) {
        self.packageRoot = packageRoot
        self.files = files
        self.route = route
        self.root = root
    }

    /// The report, one line per file then the route: `created …` / `overwrote …` / `registered route …`,
    /// or `would create …` / `would overwrite …` / `would register …` in a dry run.
    public func report(dryRun: Bool) -> [String] {
        var lines = files.map { file in
            switch (dryRun, file.overwrites) {
            case (false, false): return "created \(file.path)"
            case (false, true): return "overwrote \(file.path)"
            case (true, false): return "would create \(file.path)"
            case (true, true): return "would overwrite \(file.path)"
            }
        }
        if let route {
            if route.newContents == nil {
                lines.append("route \"\(route.name)\" already registered in \(route.path)")
            } else {
                lines.append("\(dryRun ? "would register" : "registered") route \"\(route.name)\" in \(route.path)")
            }
        }
        if let root {
            if root.newContents == nil {
                lines.append("the app already starts on \(root.destination) in \(root.path)")
            } else {
                lines.append("\(dryRun ? "would start" : "started") the app on \(root.destination) in \(root.path)")
            }
        }
        return lines
    }
}
