/// `viper new module --root`: points the app's `root` at the module's destination, so the app
/// starts on it. The declaration names a case of the app's destinations, in either spelling:
/// `public var root: ShopDestination { .catalogue }` or `public let root = ShopDestination.catalogue`.
enum AppRoot {
    /// `root`'s declaration up to its case, and the case's name (group 1).
    private static var declaration: Regex<(Substring, Substring)> {
        #/(?:var|let)\s+root\b[^=\{\n]*(?:=|\{)\s*(?:[A-Za-z_][A-Za-z0-9_.]*)?\.([A-Za-z_][A-Za-z0-9_]*)\b(?![(.])/#
    }

    /// The change to the file declaring the app; `current` is its text when the route's
    /// registration already changed it in this plan.
    static func plan(case name: String, app: AppDeclaration, package: PackageLayout, current: String?) throws(GeneratorError) -> GenerationPlan.Root {
        let text: String
        if let current { text = current } else { text = try read(app.file, in: package) }
        guard let match = text.firstMatch(of: declaration) else { throw .rootDeclarationMissing(file: app.file) }
        let root = GenerationPlan.Root(destination: "." + name, path: app.file, newContents: nil)
        guard match.output.1 != name else { return root }
        var changed = text
        changed.replaceSubrange(match.output.1.startIndex..<match.output.1.endIndex, with: name)
        return GenerationPlan.Root(destination: root.destination, path: app.file, newContents: changed)
    }

    private static func read(_ path: String, in package: PackageLayout) throws(GeneratorError) -> String {
        try FileSystem.readText(package.url(for: path), display: path)
    }
}
