import Viper

/// What the line editor knows of the current screen: what Tab can complete to, and which
/// fields take a password. The session makes one after each change, the line editor reads it
/// on its own thread.
struct ScreenWords: Equatable, Sendable {
    struct TargetWords: Equatable, Sendable {
        let number: Int
        let label: String
        let id: String
        let kind: Target.Kind
        /// What `set` may choose: a picker's options.
        var options: [String] = []

        /// Whether `word` names this target as a command would: by its number, id or label.
        func isNamed(_ word: String) -> Bool {
            let word = word.lowercased()
            return word == String(number) || word == id.lowercased() || word == label.lowercased()
        }
    }

    var verbs: [String] = []
    var targets: [TargetWords] = []
    /// Route patterns as the app spells them (`character/:id`).
    var routes: [String] = []
    var tabs: [String] = []
    var apps: [String] = []
    /// Whether the first word may be an app's name (the launcher opens it).
    var appNamesAreCommands = false
    var simulatesLocation = false
    var simulatesNetwork = false
    /// The numbers, ids and labels of the password fields, in lower case.
    var secretFields: Set<String> = []

    /// Whether `line` types into a password field: such a line is kept out of the history.
    func typesASecret(_ line: String) -> Bool {
        guard let words = try? Lexer.words(in: line), words.count >= 2, words[0].lowercased() == "type" else { return false }
        return secretFields.contains(words[1].lowercased())
    }
}
