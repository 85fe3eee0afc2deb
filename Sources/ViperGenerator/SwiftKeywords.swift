/// Every Swift keyword, contextual ones included (The Swift Programming Language, "Lexical Structure"):
/// a module or app name whose derived spellings hit one would not compile, or would read badly, in generated code.
enum SwiftKeywords {
    static let all: Set<String> = [
        // Declarations
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package",
        "precedencegroup", "private", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        // Context-specific
        "actor", "any", "associativity", "async", "consume", "convenience", "copy", "didSet", "discard",
        "dynamic", "each", "final", "get", "indirect", "infix", "isolated", "lazy", "left", "macro", "mutating",
        "none", "nonmutating", "optional", "override", "postfix", "precedence", "prefix", "Protocol",
        "required", "right", "sending", "set", "some", "Type", "unowned", "weak", "willSet",
    ]
}
