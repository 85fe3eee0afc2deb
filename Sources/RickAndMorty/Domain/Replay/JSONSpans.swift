import Foundation

/// Finds where JSON values begin and end in raw bytes, so objects can be served exactly
/// as they were recorded rather than re-encoded. Assumes well-formed JSON and answers nil
/// where the bytes do not have the expected shape.
struct JSONSpans {
    private let bytes: [UInt8]

    init(_ data: Data) {
        bytes = Array(data)
    }

    /// The elements of the top-level array.
    func arrayElements() -> [Data]? {
        elements(ofArrayAt: skipWhitespace(from: 0))
    }

    /// The elements of the array under `key` in the top-level object (a page's `results`).
    func arrayElements(under key: String) -> [Data]? {
        guard let start = member(key, inObjectAt: skipWhitespace(from: 0)) else { return nil }
        return elements(ofArrayAt: start)
    }

    private func elements(ofArrayAt start: Int) -> [Data]? {
        guard byte(at: start) == UInt8(ascii: "[") else { return nil }
        var index = skipWhitespace(from: start + 1)
        var elements: [Data] = []
        if byte(at: index) == UInt8(ascii: "]") { return elements }
        while true {
            guard let end = valueEnd(from: index) else { return nil }
            elements.append(Data(bytes[index..<end]))
            index = skipWhitespace(from: end)
            switch byte(at: index) {
            case UInt8(ascii: ","): index = skipWhitespace(from: index + 1)
            case UInt8(ascii: "]"): return elements
            default: return nil
            }
        }
    }

    /// Where the value of `key` starts in the object at `start`.
    private func member(_ key: String, inObjectAt start: Int) -> Int? {
        guard byte(at: start) == UInt8(ascii: "{") else { return nil }
        let wanted = Array(key.utf8)
        var index = skipWhitespace(from: start + 1)
        while byte(at: index) == UInt8(ascii: "\"") {
            guard let keyEnd = stringEnd(from: index) else { return nil }
            let name = bytes[(index + 1)..<(keyEnd - 1)]
            index = skipWhitespace(from: keyEnd)
            guard byte(at: index) == UInt8(ascii: ":") else { return nil }
            index = skipWhitespace(from: index + 1)
            if name.elementsEqual(wanted) { return index }
            guard let valueEnd = valueEnd(from: index) else { return nil }
            index = skipWhitespace(from: valueEnd)
            guard byte(at: index) == UInt8(ascii: ",") else { return nil }
            index = skipWhitespace(from: index + 1)
        }
        return nil
    }

    private func valueEnd(from start: Int) -> Int? {
        switch byte(at: start) {
        case nil:
            return nil
        case UInt8(ascii: "\""):
            return stringEnd(from: start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            return containerEnd(from: start)
        default:
            var index = start
            while let byte = byte(at: index), !Self.ends(byte) { index += 1 }
            return index > start ? index : nil
        }
    }

    private func containerEnd(from start: Int) -> Int? {
        var depth = 0
        var index = start
        while let byte = byte(at: index) {
            switch byte {
            case UInt8(ascii: "\""):
                guard let end = stringEnd(from: index) else { return nil }
                index = end
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return index + 1 }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    private func stringEnd(from start: Int) -> Int? {
        var index = start + 1
        while let byte = byte(at: index) {
            if byte == UInt8(ascii: "\\") {
                index += 2
            } else if byte == UInt8(ascii: "\"") {
                return index + 1
            } else {
                index += 1
            }
        }
        return nil
    }

    private func skipWhitespace(from start: Int) -> Int {
        var index = start
        while let byte = byte(at: index), Self.isWhitespace(byte) { index += 1 }
        return index
    }

    private func byte(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func ends(_ byte: UInt8) -> Bool {
        isWhitespace(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
    }
}

/// Reads the `id` of one recorded object.
enum ObjectID {
    private struct Identified: Decodable {
        let id: Int
    }

    static func of(_ object: Data) -> Int? {
        try? JSONDecoder().decode(Identified.self, from: object).id
    }
}
