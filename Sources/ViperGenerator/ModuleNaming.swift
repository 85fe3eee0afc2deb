/// Module name validation and the derived spellings offered to templates.
enum ModuleNaming {
    /// `^[A-Z][A-Za-z0-9]*$`, ASCII only.
    static func isValidModuleName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, isUpper(first) else { return false }
        return name.unicodeScalars.allSatisfy { isUpper($0) || isLower($0) || isDigit($0) }
    }

    /// A plain folder name (no path separators, not hidden): used for `--app` before touching the disk.
    static func isPlainFolderName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\\")
    }

    /// `CatchMonster` → `catchMonster`, `HTTPStatus` → `httpStatus`, `HTTP2Status` → `http2Status`, `HTTP` → `http`.
    static func lowerCamel(_ name: String) -> String {
        let characters = Array(name)
        var upperRun = 0
        while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
        guard upperRun > 0 else { return name }
        // In an acronym followed by a lowercase letter, the acronym's last capital starts the next word.
        let lowered =
            upperRun > 1 && upperRun < characters.count && characters[upperRun].isLowercase
            ? upperRun - 1
            : upperRun
        return characters[..<lowered].map { $0.lowercased() }.joined() + String(characters[lowered...])
    }

    /// `CatchMonster` → `catch-monster`, `HTTPStatus` → `http-status`, `Level2Boss` → `level2-boss`.
    static func kebab(_ name: String) -> String {
        let characters = Array(name)
        var result = ""
        for index in characters.indices {
            let character = characters[index]
            if index > 0, character.isUppercase {
                let previous = characters[index - 1]
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if previous.isLowercase || ((previous.isUppercase || previous.isNumber) && nextIsLower) {
                    result += "-"
                }
            }
            result += character.lowercased()
        }
        return result
    }

    private static func isUpper(_ scalar: Unicode.Scalar) -> Bool { ("A"..."Z").contains(scalar) }
    private static func isLower(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) }
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
