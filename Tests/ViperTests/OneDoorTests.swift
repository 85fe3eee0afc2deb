import Foundation
import Testing

/// Every screen of every app opens through its router's `open(_:)`: a module's code reaches no
/// navigator and moves nothing on screen itself.
@Suite("One door to every screen")
struct OneDoorTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// What opens a screen some other way than `router.open`: the navigator or the app's
    /// screens named, or one of the navigator's moves called on something (a presenter's own
    /// `present()` is no move).
    static var sideDoor: Regex<(Substring, Substring?)> {
        #/\b[Nn]avigator\b|\bAppScreens\b|\bshowAlert\(|\.(push|present|setRoot|showSheet|setTabs|selectTab|pop|popToRoot|dismiss|dismissSheet|goBack)\(/#
    }

    @Test("no module in Sources/*/Modules opens a screen but through router.open")
    func modulesOpenScreensOnlyThroughTheirRouter() throws {
        let files = try Self.moduleFiles()
        #expect(files.count > 100, "the apps' modules were found: \(files.count) files")
        var found: [String] = []
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                if let door = line.firstMatch(of: Self.sideDoor) {
                    found.append("\(file.path.dropFirst(Self.sources.path.count + 1)):\(index + 1): \(door.output.0)")
                }
            }
        }
        #expect(found.isEmpty, "screens opened some other way than router.open:\n\(found.joined(separator: "\n"))")
    }

    /// Each app's `Modules` folder, every Swift file under it.
    private static func moduleFiles() throws -> [URL] {
        let manager = FileManager.default
        return try manager.contentsOfDirectory(at: sources, includingPropertiesForKeys: nil).flatMap { target -> [URL] in
            let modules = target.appendingPathComponent("Modules")
            guard let walker = manager.enumerator(at: modules, includingPropertiesForKeys: nil) else { return [] }
            return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        }
    }
}
