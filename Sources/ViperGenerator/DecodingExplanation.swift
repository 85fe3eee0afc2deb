import Foundation

/// Explains a `DecodingError` in a few words naming the offending key path (`files[0].output`).
enum DecodingExplanation {
    /// - Parameter json: the text that failed to decode, to say where its syntax breaks.
    static func explain(_ error: DecodingError, json: String) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return "missing key \"\(path(context.codingPath + [key]))\""
        case .typeMismatch(let type, let context):
            let subject = context.codingPath.isEmpty ? "the top level" : "\"\(path(context.codingPath))\""
            return "\(subject) should be \(describe(type))"
        case .valueNotFound(let type, let context):
            return "\"\(path(context.codingPath))\" is null, it should be \(describe(type))"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                return "not valid JSON" + syntaxProblem(in: json)
            }
            return "\"\(path(context.codingPath))\": \(context.debugDescription)"
        @unknown default:
            return "cannot be decoded"
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        case is [TemplateManifest.File].Type, is [TemplateManifest.Variable].Type: return "a list"
        default:
            let name = String(describing: type)
            return name.hasPrefix("Array") || name.hasPrefix("[") ? "a list" : "an object"
        }
    }

    /// Foundation's reason for rejecting the JSON, with its byte offset turned into a line and column:
    /// ` (invalid value around line 3, column 12)`; empty when it gives none.
    static func syntaxProblem(in json: String) -> String {
        let bytes = Data(json.utf8)
        do {
            _ = try JSONSerialization.jsonObject(with: bytes, options: [.fragmentsAllowed])
            return ""
        } catch {
            var reason = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? ""
            while reason.hasSuffix(".") { reason.removeLast() }
            guard let first = reason.first else { return "" }
            reason = first.lowercased() + reason.dropFirst()
            if let range = reason.range(of: #"character \d+"#, options: .regularExpression),
                let offset = Int(reason[range].dropFirst("character ".count))
            {
                let before = bytes.prefix(offset)
                let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
                let column = offset - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
                reason.replaceSubrange(range, with: "line \(line), column \(column)")
            }
            return " (\(reason))"
        }
    }
}
