import Viper

/// What the line editor knows of the current screen: what Tab can complete to, and which
/// fields take a secret. The session makes one after each change, the line editor reads it
/// on its own thread.
struct ScreenWords: Equatable, Sendable {
    struct TargetWords: Equatable, Sendable {
        let number: Int
        let label: String
        let id: String
        let kind: Target.Kind
        /// What `set` may choose: a picker's options.
        var options: [String] = []
        /// Whether it is a field that takes a secret, such as a password.
        var isSecret = false

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
    /// Whether `line` fills a field that takes a secret: such a line is kept out of the history.
    func fillsASecret(_ line: String) -> Bool {
        FieldFill(line).map { takesASecret($0.field) } ?? false
    }

    /// Whether the field `name` names takes a secret. On a screen with a secret field, so does a
    /// name that is none of its plain targets (a mistyped `pasword`), or none that can be read.
    func takesASecret(_ name: String?) -> Bool {
        let named = name.map { name in targets.filter { $0.isNamed(name) } } ?? []
        return named.isEmpty ? targets.contains(where: \.isSecret) : named.contains(where: \.isSecret)
    }
}
