/// Why a well-formed module or app name is refused, if it is: a keyword, a part's suffix, or a clash.
enum NameRules {
    /// The suffixes the module template appends to `<Name>` for its types.
    static let generatedSuffixes = [
        "View", "ViewOutput", "ViewModel", "Presenter", "Interactor", "InteractorInput", "InteractorOutput",
        "Router", "RouterInput", "Entity", "Model", "Assembly", "ModuleInput", "ModuleOutput",
    ]

    /// Names ending with one of these would read twice (`View` → `ViewView`).
    static let partSuffixes = ["View", "Presenter", "Interactor", "Router", "Entity", "Assembly", "Contract", "Module", "Model"]

    /// - Parameters:
    ///   - app: the receiving app's folder name; `appType`: the type conforming to `ViperApp`.
    static func moduleProblem(_ name: String, app: String, appType: String) -> String? {
        if let keyword = keywordProblem(name) { return keyword }
        if let suffix = partSuffixes.first(where: name.hasSuffix) {
            return "it ends with \"\(suffix)\", which the module adds to its types (\(name)\(suffix))"
        }
        if let clash = generatedSuffixes.map({ name + $0 }).first(where: FrameworkTypes.names.contains) {
            return "the module would declare \(clash), a type of the Viper framework"
        }
        if name == app || name == appType { return "it is the name of the app \(app) (\(appType))" }
        return nil
    }

    static func appProblem(_ name: String) -> String? {
        if let keyword = keywordProblem(name) { return keyword }
        if FrameworkTypes.modules.contains(name) { return "\(name) is a module of the Viper framework" }
        return nil
    }

    /// The name, its lowerCamel and all-lowercase spellings, checked against Swift's keywords.
    private static func keywordProblem(_ name: String) -> String? {
        let spellings = [name, ModuleNaming.lowerCamel(name), name.lowercased()]
        guard let keyword = spellings.first(where: SwiftKeywords.all.contains) else { return nil }
        return "\"\(keyword)\" is a Swift keyword"
    }
}
