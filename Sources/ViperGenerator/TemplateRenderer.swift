/// Renders the small template language: `{{var}}`, `{{#var}}…{{/var}}` (kept when var is true)
/// and `{{^var}}…{{/var}}` (kept when var is false). Nothing else.
/// Every tag is checked, even inside blocks that are left out, so a template's mistakes show on every run.
struct TemplateRenderer: Sendable {
    let variables: TemplateVariables

    /// - Parameter source: how errors name the template (e.g. `Templates/viper-module/Contract.swift.tmpl`).
    func render(_ template: String, source: String) throws(GeneratorError) -> String {
        var output = ""
        var open: [(name: String, line: Int, parentKept: Bool)] = []
        var kept = true
        for token in try TemplateTokenizer.tokenize(template, source: source) {
            switch token {
            case .text(let text):
                if kept { output += text }
            case .variable(let name, let line):
                guard let value = variables[name] else { throw .unknownVariable(name, file: source, line: line) }
                if kept { output += value }
            case .open(let name, let inverted, let line):
                let tag = "{{\(inverted ? "^" : "#")\(name)}} in \(source) line \(line)"
                guard let flag = try variables.boolean(name, usedBy: tag) else {
                    throw .unknownVariable(name, file: source, line: line)
                }
                open.append((name, line, kept))
                kept = kept && flag != inverted
            case .close(let name, let line):
                guard let block = open.popLast() else {
                    throw .unexpectedClosingTag(name, file: source, line: line, openBlock: nil)
                }
                guard block.name == name else {
                    throw .unexpectedClosingTag(name, file: source, line: line, openBlock: block.name)
                }
                kept = block.parentKept
            }
        }
        if let block = open.last { throw .unclosedBlock(block.name, file: source, line: block.line) }
        return output
    }
}
