/// Why a module's contract could not be turned into test doubles: the line (from 1) and what is wrong.
public struct ContractParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line of the contract the problem is on, from 1; 0 when it is about the whole file.
    public var line: Int
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    public var description: String {
        line > 0 ? "line \(line): \(message)" : message
    }
}

/// The protocols of a `<Module>Contract.swift`, as far as test doubles need them.
///
/// Reads the subset of Swift the contracts are written in: `protocol` declarations with their
/// inheritance lists, and in their bodies `func` requirements (labels, `_`, closure parameters,
/// `async`, `throws`, `throws(E)`, a result) and `var name: T { get }` / `{ get set }` requirements.
/// `///` and `//` comments and blank lines are skipped; everything outside protocol bodies
/// (structs, enums, extensions) is ignored. Anything else inside a protocol body (generics,
/// `static`, `init`, `subscript`, `associatedtype`, `rethrows`) is refused with its line, so that the
/// generator never writes a double that cannot build.
enum ContractParser {
    struct ContractProtocol: Equatable {
        var name: String
        var inherited: [String]
        var members: [Member]
        var line: Int
    }

    enum Member: Equatable {
        case method(Method)
        case property(Property)
    }

    struct Method: Equatable {
        var name: String
        var parameters: [Parameter]
        var isAsync: Bool
        /// `nil`: does not throw; `""`: untyped `throws`; otherwise the `E` of `throws(E)`.
        var thrownType: String?
        /// `nil` for no result (or `Void` / `()`).
        var result: String?
    }

    struct Parameter: Equatable {
        /// The argument label; `nil` for `_`.
        var label: String?
        var name: String
        var type: String
    }

    struct Property: Equatable {
        var name: String
        var type: String
        var isSettable: Bool
    }

    static func parse(_ contract: String) throws(ContractParseError) -> [ContractProtocol] {
        let lines = contract.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
        var protocols: [ContractProtocol] = []
        var index = 0
        while index < lines.count {
            let text = code(lines[index])
            guard let header = try protocolHeader(text, line: index + 1) else {
                index += 1
                continue
            }
            var current = ContractProtocol(name: header.name, inherited: header.inherited, members: [], line: index + 1)
            index += 1
            if header.bodyClosed {
                protocols.append(current)
                continue
            }
            var closed = false
            while index < lines.count {
                let lineNumber = index + 1
                var member = code(lines[index])
                index += 1
                if member.isEmpty { continue }
                if member == "}" {
                    closed = true
                    break
                }
                // A requirement written over several lines: join until its parentheses close.
                while balance(of: member) > 0, index < lines.count {
                    member += " " + code(lines[index])
                    index += 1
                }
                current.members.append(try parseMember(member, line: lineNumber))
            }
            guard closed else {
                throw ContractParseError(line: current.line, message: "protocol \(current.name) has no closing brace")
            }
            protocols.append(current)
        }
        return protocols
    }

    // MARK: - Lines

    /// The line without its comment and surrounding spaces.
    private static func code(_ line: String) -> String {
        var text = Substring(line)
        if let comment = text.range(of: "//") {
            text = text[..<comment.lowerBound]
        }
        return text.trimmingSpaces()
    }

    /// Open parentheses minus closed ones.
    private static func balance(of text: String) -> Int {
        text.reduce(0) { count, character in
            character == "(" ? count + 1 : character == ")" ? count - 1 : count
        }
    }

    private struct Header {
        var name: String
        var inherited: [String]
        var bodyClosed: Bool
    }

    private static let modifiers: Set<String> = ["public", "internal", "package", "fileprivate", "private"]

    /// `@MainActor public protocol Name: A, B {` (or `{}`), or `nil` for any other line.
    private static func protocolHeader(_ text: String, line: Int) throws(ContractParseError) -> Header? {
        var rest = Substring(text)
        while rest.hasPrefix("@") {
            guard let space = rest.firstIndex(of: " ") else { return nil }
            rest = rest[space...].dropFirst().trimmingSpacesSubstring()
        }
        while let word = rest.split(separator: " ", maxSplits: 1).first, modifiers.contains(String(word)) {
            rest = rest.dropFirst(word.count).trimmingSpacesSubstring()
        }
        guard rest.hasPrefix("protocol ") else { return nil }
        rest = rest.dropFirst("protocol ".count).trimmingSpacesSubstring()
        guard let brace = rest.firstIndex(of: "{") else {
            throw ContractParseError(line: line, message: "put the opening brace of a protocol on its first line")
        }
        let declaration = rest[..<brace]
        let body = rest[brace...].dropFirst().trimmingSpaces()
        let name: String
        var inherited: [String] = []
        if let colon = declaration.firstIndex(of: ":") {
            name = declaration[..<colon].trimmingSpaces()
            inherited = declaration[colon...].dropFirst()
                .split(separator: ",")
                .map { $0.trimmingSpaces() }
                .filter { !$0.isEmpty }
        } else {
            name = declaration.trimmingSpaces()
        }
        guard isIdentifier(name) else {
            throw ContractParseError(line: line, message: "protocol \"\(name)\" is not supported (generic or unnamed)")
        }
        if body.isEmpty { return Header(name: name, inherited: inherited, bodyClosed: false) }
        guard body == "}" else {
            throw ContractParseError(line: line, message: "put the requirements of protocol \(name) on their own lines")
        }
        return Header(name: name, inherited: inherited, bodyClosed: true)
    }

    // MARK: - Members

    private static func parseMember(_ text: String, line: Int) throws(ContractParseError) -> Member {
        if text.hasPrefix("func ") {
            return .method(try parseMethod(String(text.dropFirst("func ".count)), line: line))
        }
        if text.hasPrefix("var ") {
            return .property(try parseProperty(String(text.dropFirst("var ".count)), line: line))
        }
        throw ContractParseError(line: line, message: "unsupported requirement \"\(text)\": test doubles handle only func and var")
    }

    private static func parseMethod(_ text: String, line: Int) throws(ContractParseError) -> Method {
        guard let open = text.firstIndex(of: "(") else {
            throw ContractParseError(line: line, message: "func without parameter list: \"\(text)\"")
        }
        let name = text[..<open].trimmingSpaces()
        guard isIdentifier(name) else {
            throw ContractParseError(line: line, message: "unsupported func name \"\(name)\" (generic functions and operators are not supported)")
        }
        guard let close = matchingParenthesis(in: text, from: open) else {
            throw ContractParseError(line: line, message: "unbalanced parentheses in func \(name)")
        }
        let parameterList = text[text.index(after: open)..<close]
        var parameters: [Parameter] = []
        for piece in splitTopLevel(parameterList, separator: ",") where !piece.trimmingSpaces().isEmpty {
            parameters.append(try parseParameter(piece.trimmingSpaces(), method: name, line: line))
        }

        var rest = text[text.index(after: close)...].trimmingSpacesSubstring()
        var isAsync = false
        var thrownType: String?
        var result: String?
        if rest.hasPrefix("async") {
            isAsync = true
            rest = rest.dropFirst("async".count).trimmingSpacesSubstring()
        }
        if rest.hasPrefix("rethrows") {
            throw ContractParseError(line: line, message: "func \(name): rethrows is not supported")
        }
        if rest.hasPrefix("throws") {
            rest = rest.dropFirst("throws".count)
            if rest.hasPrefix("(") {
                guard let end = matchingParenthesis(in: rest, from: rest.startIndex) else {
                    throw ContractParseError(line: line, message: "func \(name): unbalanced throws(…)")
                }
                thrownType = rest[rest.index(after: rest.startIndex)..<end].trimmingSpaces()
                rest = rest[rest.index(after: end)...]
            } else {
                thrownType = ""
            }
            rest = rest.trimmingSpacesSubstring()
        }
        if rest.hasPrefix("->") {
            let type = rest.dropFirst(2).trimmingSpaces()
            if type.contains(" where ") || type.isEmpty {
                throw ContractParseError(line: line, message: "func \(name): unsupported result \"\(type)\"")
            }
            result = (type == "Void" || type == "()") ? nil : type
        } else if !rest.isEmpty {
            throw ContractParseError(line: line, message: "func \(name): unsupported \"\(rest)\" after the parameters")
        }
        return Method(name: name, parameters: parameters, isAsync: isAsync, thrownType: thrownType, result: result)
    }

    private static func parseParameter(_ text: String, method: String, line: Int) throws(ContractParseError) -> Parameter {
        guard let colon = text.firstIndex(of: ":") else {
            throw ContractParseError(line: line, message: "func \(method): parameter \"\(text)\" has no type")
        }
        let type = text[text.index(after: colon)...].trimmingSpaces()
        if splitTopLevel(Substring(type), separator: "=").count > 1 {
            throw ContractParseError(line: line, message: "func \(method): default values are not supported")
        }
        let names = text[..<colon].split(separator: " ").map(String.init)
        let label: String?
        let name: String
        switch names.count {
        case 1:
            label = names[0]
            name = names[0]
        case 2:
            label = names[0] == "_" ? nil : names[0]
            name = names[1]
        default:
            throw ContractParseError(line: line, message: "func \(method): unsupported parameter \"\(text)\"")
        }
        guard isIdentifier(name), label.map(isIdentifier) ?? true, !type.isEmpty else {
            throw ContractParseError(line: line, message: "func \(method): unsupported parameter \"\(text)\"")
        }
        return Parameter(label: label, name: name, type: type)
    }

    private static func parseProperty(_ text: String, line: Int) throws(ContractParseError) -> Property {
        guard let colon = text.firstIndex(of: ":"), let brace = text.lastIndex(of: "{"), colon < brace,
            text.hasSuffix("}")
        else {
            throw ContractParseError(line: line, message: "unsupported property \"var \(text)\": write var name: Type { get } or { get set }")
        }
        let name = text[..<colon].trimmingSpaces()
        let type = text[text.index(after: colon)..<brace].trimmingSpaces()
        let accessors = text[text.index(after: brace)...].dropLast().split(separator: " ").map(String.init)
        guard isIdentifier(name), !type.isEmpty else {
            throw ContractParseError(line: line, message: "unsupported property \"var \(text)\"")
        }
        switch accessors {
        case ["get"]:
            return Property(name: name, type: type, isSettable: false)
        case ["get", "set"], ["set", "get"]:
            return Property(name: name, type: type, isSettable: true)
        default:
            throw ContractParseError(line: line, message: "property \(name): unsupported accessors { \(accessors.joined(separator: " ")) }")
        }
    }

    // MARK: - Text helpers

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// The index of the `)` that closes the `(` at `open`.
    private static func matchingParenthesis<S: StringProtocol>(in text: S, from open: S.Index) -> S.Index? {
        var depth = 0
        var index = open
        while index < text.endIndex {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// Splits at `separator` outside parentheses, brackets and angle brackets (the `>` of `->` does not close).
    static func splitTopLevel(_ text: Substring, separator: Character) -> [Substring] {
        var pieces: [Substring] = []
        var depth = 0
        var start = text.startIndex
        var previous: Character = " "
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            case separator where depth == 0:
                pieces.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
            previous = character
            index = text.index(after: index)
        }
        pieces.append(text[start...])
        return pieces
    }
}

extension StringProtocol {
    fileprivate func trimmingSpacesSubstring() -> Substring {
        let characters = Substring(self)
        guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
            let last = characters.lastIndex(where: { !$0.isWhitespace })
        else { return characters[characters.endIndex...] }
        return characters[first...last]
    }

    fileprivate func trimmingSpaces() -> String {
        String(trimmingSpacesSubstring())
    }
}
