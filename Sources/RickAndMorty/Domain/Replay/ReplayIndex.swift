import Foundation
import Viper

/// What a replay folder holds, read once: every page and every object's JSON bytes by id
/// (from the pages' `results` and from single documents), and which avatars exist.
struct ReplayIndex: Sendable {
    private(set) var pages: [RickAndMortyResource: [Int: Data]] = [:]
    private(set) var objects: [RickAndMortyResource: [Int: Data]] = [:]
    private(set) var avatars: [Int: URL] = [:]

    /// Reads `folder`; a folder that is missing or cannot be listed is one clear line.
    static func load(from folder: URL) -> Result<ReplayIndex, HTTPError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return .failure(.offline("replay folder \(folder.path) not found"))
        }
        guard (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) != nil else {
            return .failure(.offline("replay folder \(folder.path) cannot be read"))
        }
        var index = ReplayIndex()
        for resource in RickAndMortyResource.allCases {
            index.loadPages(of: resource, from: folder.appendingPathComponent(resource.pageFolder))
            index.loadDocuments(of: resource, from: folder.appendingPathComponent(resource.objectFolder))
        }
        index.avatars = Self.numberedFiles(in: folder.appendingPathComponent("avatars"), withExtension: "jpeg")
        return .success(index)
    }

    private mutating func loadPages(of resource: RickAndMortyResource, from folder: URL) {
        for (number, file) in Self.numberedFiles(in: folder, withExtension: "json").sorted(by: { $0.key < $1.key }) {
            guard let page = try? Data(contentsOf: file) else { continue }
            pages[resource, default: [:]][number] = page
            for object in JSONSpans(page).arrayElements(under: "results") ?? [] {
                if let id = ObjectID.of(object) { objects[resource, default: [:]][id] = object }
            }
        }
    }

    /// Single documents as recorded from `/character/ID`; they win over a page's copy.
    private mutating func loadDocuments(of resource: RickAndMortyResource, from folder: URL) {
        for (id, file) in Self.numberedFiles(in: folder, withExtension: "json") {
            guard let document = try? Data(contentsOf: file), ObjectID.of(document) == id else { continue }
            objects[resource, default: [:]][id] = document
        }
    }

    /// Files named `<number>.<ext>` in `folder`, by number; none if the folder is absent.
    private static func numberedFiles(in folder: URL, withExtension ext: String) -> [Int: URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var files: [Int: URL] = [:]
        for name in names where name.hasSuffix(".\(ext)") {
            if let number = Int(name.dropLast(ext.count + 1)) {
                files[number] = folder.appendingPathComponent(name)
            }
        }
        return files
    }
}
