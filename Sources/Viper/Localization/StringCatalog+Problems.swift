extension StringCatalog {
    /// What keeps the catalog from speaking each of `declared` (its own languages when nil)
    /// fully, a line each: a file that could not be read, a language with no file, a key one
    /// language has and another lacks, placeholders that differ from the base language's, a
    /// plural text without a form its language needs.
    package func problems(declared: [Language]? = nil) -> [String] {
        let languages = declared ?? self.languages
        var problems = loadingProblems
        let keys = tables.values.reduce(into: Set<String>()) { $0.formUnion($1.keys) }.sorted()
        for language in languages {
            guard let table = tables[language] else {
                problems.append("\(language): no catalog file \(language).json")
                continue
            }
            for key in keys {
                guard let entry = table[key] else {
                    problems.append("\(language): no \"\(key)\"")
                    continue
                }
                problems += Self.problems(of: entry, key: key, in: language, base: tables[base]?[key])
            }
        }
        return problems
    }

    private static func problems(of entry: CatalogEntry, key: String, in language: Language, base: CatalogEntry?) -> [String] {
        var problems: [String] = []
        if let base, entry.placeholders != base.placeholders {
            let named = { (names: Set<String>) in names.sorted().map { "{\($0)}" }.joined(separator: " ") }
            problems.append("\(language): \"\(key)\" has placeholders \(named(entry.placeholders)), the base language \(named(base.placeholders))")
        }
        if case .plural(let forms) = entry {
            let missing = language.pluralCategories.subtracting(forms.keys).map(\.rawValue).sorted()
            if !missing.isEmpty { problems.append("\(language): \"\(key)\" has no plural form " + missing.joined(separator: ", ")) }
        }
        return problems
    }
}
