/// What Codable cannot check in a decoded manifest: variable names, `when` references, empty fields.
enum ManifestValidation {
    /// The first thing wrong with a decoded manifest, if any, naming its key path.
    static func problem(in manifest: TemplateManifest) -> String? {
        var declared: Set<String> = []
        for (index, variable) in manifest.variables.enumerated() {
            let key = "variables[\(index)].name"
            guard TemplateVariables.isIdentifier(variable.name) else {
                return "\"\(key)\" is \"\(variable.name)\", not a variable name (letters, digits, _)"
            }
            let builtIns = TemplateVariables.builtInNames + TemplateVariables.appBuiltInNames
            guard !builtIns.contains(variable.name) else {
                return "\"\(key)\" redeclares the built-in variable \"\(variable.name)\""
            }
            guard declared.insert(variable.name).inserted else {
                return "\"\(key)\" declares \"\(variable.name)\" twice"
            }
        }
        guard !manifest.files.isEmpty else { return "\"files\" is empty: list at least one file" }
        for (index, file) in manifest.files.enumerated() {
            if file.template.isEmpty { return "\"files[\(index)].template\" is empty" }
            if file.output.isEmpty { return "\"files[\(index)].output\" is empty" }
            if let when = file.when, !declared.contains(when) {
                return "\"files[\(index)].when\" names \"\(when)\", which is not a declared variable"
            }
        }
        if let route = manifest.route {
            if route.template.isEmpty { return "\"route.template\" is empty" }
            if route.file.isEmpty { return "\"route.file\" is empty" }
            if route.marker.trimmingCharacters(in: .whitespaces).isEmpty { return "\"route.marker\" is empty" }
            for (index, insertion) in route.alongside.enumerated() {
                if insertion.template.isEmpty { return "\"route.alongside[\(index)].template\" is empty" }
                if insertion.marker.trimmingCharacters(in: .whitespaces).isEmpty { return "\"route.alongside[\(index)].marker\" is empty" }
            }
        }
        return nil
    }
}
