import Foundation

/// An app of the package: a folder `Sources/<folder>` with a Swift file declaring a type conforming to `ViperApp`.
struct AppDeclaration: Equatable, Sendable {
    /// The folder in `Sources` (the `--app` value and the target name).
    let folder: String
    /// The type conforming to `ViperApp` (e.g. `TodoApp`).
    let typeName: String
    /// The file declaring it, relative to the package root: where routes are registered by default.
    let file: String

    /// The first declaration found in the folder's Swift files, shallowest files first, then by path.
    static func find(in sources: URL, folder: String) -> AppDeclaration? {
        let appFolder = sources.appendingPathComponent(folder, isDirectory: true)
        for relativePath in swiftFiles(in: appFolder) {
            let url = appFolder.appendingPathComponent(relativePath)
            guard let text = try? String(contentsOf: url, encoding: .utf8),
                let typeName = declaredAppType(in: text)
            else { continue }
            return AppDeclaration(folder: folder, typeName: typeName, file: "Sources/\(folder)/\(relativePath)")
        }
        return nil
    }

    /// `TodoApp` for text holding `public struct TodoApp: ViperApp {` (or a class, enum, actor, extension).
    static func declaredAppType(in text: String) -> String? {
        let declaration = #/(?:struct|class|enum|actor|extension)\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?:<[^>{]*>)?\s*:[^{]*?\bViperApp\b/#
        // Simple word boundaries: Unicode ones see `Viper.ViperApp` as one word.
        return text.firstMatch(of: declaration.wordBoundaryKind(.simple)).map { String($0.output.1) }
    }

    private static func swiftFiles(in folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        let paths = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }
        return paths.sorted { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }
    }
}
