import Foundation

/// The `Templates` folder that ships with the `viper` executable: found by walking up from the
/// executable's real path (`.build/debug/viper` is a symlink into `.build/<triple>/debug/`) to the
/// first folder holding `Templates/viper-module/manifest.json`.
public enum BundledTemplates {
    public static func locate(executable: URL?) -> URL? {
        guard let executable else { return nil }
        var folder = executable.resolvingSymlinksInPath().deletingLastPathComponent().standardizedFileURL
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
