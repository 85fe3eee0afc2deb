/// Where the new app's package finds viper: a local checkout or a git URL.
enum ViperDependency: Equatable, Sendable {
    case path(String)
    case url(String)

    /// The line in the app's `Package.swift` dependencies.
    var packageLine: String {
        switch self {
        case .path(let path): return ".package(path: \"\(path)\")"
        case .url(let url): return ".package(url: \"\(url)\", branch: \"main\")"
        }
    }

    /// The identity SwiftPM gives the package, for `.product(name: "Viper", package: …)`:
    /// the last path component in lower case, without `.git`.
    var identity: String {
        let location: String
        switch self {
        case .path(let path): location = path
        case .url(let url): location = url
        }
        let last = location.split(whereSeparator: { $0 == "/" || $0 == ":" }).last.map(String.init) ?? location
        return (last.hasSuffix(".git") ? String(last.dropLast(4)) : last).lowercased()
    }
}
