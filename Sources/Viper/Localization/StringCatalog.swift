import Foundation

/// The texts of one target in every language it ships: a folder `Strings` of files `<tag>.json`
/// a translator edits, each a flat object of keys. Subfolders (one a module, say) hold more
/// files of the same languages, merged with the folder's. A text names its values `{name}`; a plural
/// text is an object of CLDR categories (`"one"`, `"few"`, `"many"`, `"other"`) chosen by the
/// value `{count}`:
///
///     { "start": "START", "attempt": "Attempt {number} of {total}",
///       "events": { "one": "{count} event", "other": "{count} events" } }
///
/// A key missing from a language falls back to the base language. Nothing here stops an app:
/// a file that cannot be read is one of the ``loadingProblems``, which the test kit's catalog
/// check reports.
public final class StringCatalog: Sendable {
    /// The language a missing text falls back to.
    public let base: Language
    /// The languages shipped, the base first, then by tag.
    public let languages: [Language]
    /// Why a file of the folder could not be read, a line each.
    public let loadingProblems: [String]
    let tables: [Language: [String: CatalogEntry]]

    /// The catalog in the folder `Strings` of a target's resources:
    /// `StringCatalog(bundle: .module)`, the target declaring `resources: [.copy("Strings")]`.
    public convenience init(bundle: Bundle, base: Language = .en) {
        let folder = bundle.resourceURL?.appendingPathComponent("Strings", isDirectory: true)
        self.init(folder: folder ?? URL(fileURLWithPath: "Strings"), base: base)
    }

    /// The catalog of the files `<tag>.json` in `folder` and its subfolders.
    public convenience init(folder: URL, base: Language = .en) {
        var tables: [Language: [String: CatalogEntry]] = [:]
        var problems: [String] = []
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        let files = (enumerator?.allObjects ?? []).compactMap { $0 as? URL }.filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
        for file in files {
            let shown = String(file.path.dropFirst(folder.path.count).drop { $0 == "/" })
            let name = file.deletingPathExtension().lastPathComponent
            guard let language = Language(name) else {
                problems.append("\(shown): \"\(name)\" is not a language tag")
                continue
            }
            do {
                let entries = try CatalogFile.read(Data(contentsOf: file))
                for key in entries.keys.sorted() where tables[language]?[key] != nil {
                    problems.append("\(shown): \"\(key)\" is in another file too")
                }
                tables[language, default: [:]].merge(entries) { first, _ in first }
            } catch {
                problems.append("\(shown): \(error)")
            }
        }
        if files.isEmpty { problems.append("\(folder.path): no catalog files") }
        self.init(tables: tables, base: base, loadingProblems: problems)
    }

    /// A catalog of `tables`, each a language's texts by key.
    package init(tables: [Language: [String: CatalogEntry]], base: Language, loadingProblems: [String] = []) {
        self.tables = tables
        self.base = base
        self.loadingProblems = loadingProblems
        languages = [base] + tables.keys.filter { $0 != base }.sorted { $0.tag < $1.tag }
    }

    /// The text of `key`, with `arguments` in place of its `{name}`s when it is resolved.
    public func text(_ key: String, _ arguments: [String: LocalizedText.Argument] = [:]) -> LocalizedText {
        LocalizedText(catalog: self, key: key, arguments: arguments)
    }

    /// Whether the base language has a text for `key`: for words that come from elsewhere (an
    /// API's) and are translated only when the catalog knows them.
    public func contains(_ key: String) -> Bool {
        tables[base]?[key] != nil
    }

    /// The entry of `key` in `language`, else in the base language, with the language it is in.
    func entry(_ key: String, in language: Language) -> (entry: CatalogEntry, language: Language)? {
        if let entry = tables[language]?[key] { return (entry, language) }
        return tables[base]?[key].map { ($0, base) }
    }
}

/// One text of a catalog: plain, or a form per plural category.
package enum CatalogEntry: Equatable, Sendable {
    case text(String)
    case plural([PluralCategory: String])

    /// The `{name}`s the text takes, in every form.
    var placeholders: Set<String> {
        switch self {
        case .text(let text): Placeholders.names(in: text)
        case .plural(let forms): forms.values.reduce(into: ["count"]) { $0.formUnion(Placeholders.names(in: $1)) }
        }
    }
}

/// Reads one catalog file.
private enum CatalogFile {
    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    static func read(_ data: Data) throws -> [String: CatalogEntry] {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw Malformed(description: "not JSON")
        }
        guard let entries = object as? [String: Any] else { throw Malformed(description: "not an object of keys") }
        return try entries.mapValues { value in
            if let text = value as? String { return .text(text) }
            guard let forms = value as? [String: String] else { throw Malformed(description: "a value is neither a text nor plural forms") }
            return .plural(
                try Dictionary(
                    uniqueKeysWithValues: forms.map { name, text in
                        guard let category = PluralCategory(rawValue: name) else {
                            throw Malformed(description: "\"\(name)\" is not a plural category")
                        }
                        return (category, text)
                    }))
        }
    }
}

/// The `{name}`s of a text.
enum Placeholders {
    static func names(in text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { break }
            let name = after[..<close]
            if !name.isEmpty && name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { names.insert(String(name)) }
            rest = after
        }
        return names
    }

    /// `text` with each `{name}` of `values` replaced, in one pass: a value that holds braces
    /// stays as it is.
    static func fill(_ text: String, with values: [String: String]) -> String {
        var filled = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            filled += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: "}"), let value = values[String(after[..<close])] {
                filled += value
                rest = after[after.index(after: close)...]
            } else {
                filled += "{"
                rest = after
            }
        }
        return filled + rest
    }
}
