import Foundation

/// The `Templates` folder that ships with the `viper` executable: found by walking up from the
/// executable's real path (`.build/debug/viper` is a symlink into `.build/<triple>/debug/`) to the
/// first folder holding `Templates/viper-module/manifest.json`.
public enum BundledTemplates {
    public static func locate(executable: URL?) -> URL? {
        guard let executable else { return nil }
        return templates(above: executable.resolvingSymlinksInPath())
    }

    /// The `Templates` folder of the checkout this generator was compiled from, when it is still
    /// there: an executable built outside its checkout (`swift run --scratch-path …`) finds its
    /// templates by it.
    public static var ofTheCheckout: URL? { templates(above: URL(fileURLWithPath: #filePath)) }

    private static func templates(above file: URL) -> URL? {
        var folder = file.deletingLastPathComponent().standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(TemplateCatalog.defaultFolderName, isDirectory: true)
            let manifest =
                candidate
                .appendingPathComponent(NewModuleCommand.defaultTemplate)
                .appendingPathComponent(TemplateCatalog.manifestName)
            if FileSystem.isFile(manifest) { return candidate }
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}
