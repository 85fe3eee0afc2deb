import Viper

/// Tab on a line: the word before the cursor grows to the one candidate that fits, or to what
/// all candidates share; when it cannot grow, the candidates are listed.
struct Completion: Equatable {
    /// The text before the cursor, completed.
    let text: String
    /// Shown under the line when Tab could not add anything and there is a choice.
    let choices: [String]

    init(text: String, choices: [String] = []) {
        self.text = text
        self.choices = choices
    }

    /// Completes `line`, the text before the cursor; `nil` when nothing fits.
    static func of(_ line: String, with words: ScreenWords) -> Completion? {
        let (done, partial) = split(line)
        let typed = partial.hasPrefix("\"") || partial.hasPrefix("'") ? String(partial.dropFirst()) : partial
        // Tiers, the first that fits wins: a target's label before its id and its number.
        let tiers = Self.candidates(after: done, words: words)
        let candidates = tiers.lazy.map { $0.filter { $0.lowercased().hasPrefix(typed.lowercased()) } }.first { !$0.isEmpty } ?? []
        let head = String(line.dropLast(partial.count))
        guard let first = candidates.first else { return byLaterWord(typed, in: tiers, head: head, line: line) }
        if candidates.count == 1 {
            // A route's start (`character/`) waits for its parameter; any other word is whole.
            return Completion(text: head + quoted(first) + (first.hasSuffix("/") ? "" : " "))
        }
        let shared = candidates.dropFirst().reduce(first) { commonPrefix($0, $1) }
        if shared.count > typed.count {
            // A shared start that holds a space is opened with a quote, to be closed by the next Tab.
            return Completion(text: head + (shared.contains(" ") ? "\"" + shared : shared))
        }
        return Completion(text: line, choices: candidates.map(quoted))
    }

    /// When nothing starts with what was typed: the one candidate with a later word that does
    /// (`Му⇥` → `"♫ Музыка"`, `Sanchez⇥` → `"Rick Sanchez"`), or the choices when several do.
    private static func byLaterWord(_ typed: String, in tiers: [[String]], head: String, line: String) -> Completion? {
        guard !typed.isEmpty else { return nil }
        let matches =
            tiers.lazy.map {
                $0.filter { $0.lowercased().split(separator: " ").dropFirst().contains { $0.hasPrefix(typed.lowercased()) } }
            }.first { !$0.isEmpty } ?? []
        guard let only = matches.first else { return nil }
        return matches.count == 1 ? Completion(text: head + quoted(only) + " ") : Completion(text: line, choices: matches.map(quoted))
    }

    /// The words typed before the one being completed, and that word as typed so far (with
    /// its opening quote, if any).
    private static func split(_ line: String) -> (done: [String], partial: String) {
        var words: [String] = []
        var current = ""
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil }
                current.append(character)
            } else if character == " " || character == "\t" {
                if !current.isEmpty { words.append(unquoted(current)) }
                current = ""
            } else {
                if character == "\"" || character == "'" { quote = character }
                current.append(character)
            }
        }
        return (words, current)
    }

    private static func candidates(after done: [String], words: ScreenWords) -> [[String]] {
        guard let verb = done.first?.lowercased() else {
            // A label alone taps its target, so labels follow when no verb fits.
            let tappable = words.targets.filter { tapKinds.contains($0.kind) }.map(\.label)
            return [words.verbs + (words.appNamesAreCommands ? words.apps : []), unique(tappable)]
        }
        if let targetKinds = targetKinds(verb: verb, arguments: Array(done.dropFirst())) {
            let fitting = words.targets.filter { targetKinds.contains($0.kind) }
            return [fitting.map(\.label), fitting.map(\.id), fitting.map { String($0.number) }].map(unique)
        }
        return [otherWords(after: done, words: words)]
    }

    private static let tapKinds: Set<Target.Kind> = [.button, .row, .canvas, .canvasItem, .alertButton]

    /// The kinds of target a verb's argument names, or `nil` when the argument is no target.
    static func targetKinds(verb: String, arguments: [String]) -> Set<Target.Kind>? {
        switch (verb, arguments.count) {
        case ("tap", 0): tapKinds
        case ("longpress", 0): [.canvas, .canvasItem, .row, .button]
        case ("type", 0), ("clear", 0): [.textField]
        case ("set", 0): [.slider, .stepper, .picker, .datePicker]
        case ("toggle", 0): [.toggle]
        case ("select", 0): [.row]
        case ("scroll", 1) where arguments[0].lowercased() == "to": [.row]
        default: nil
        }
    }

    private static func otherWords(after done: [String], words: ScreenWords) -> [String] {
        let verb = done[0].lowercased()
        switch (verb, done.count) {
        // `scroll to` names a table row; a canvas only scrolls up and down.
        case ("scroll", 1): return ["up", "down"] + (words.targets.contains { $0.kind == .row } ? ["to"] : [])
        case ("swipe", 1): return ["left", "right"]
        case ("wait", 1): return ["idle"]
        case ("open", 1): return words.routes.map(routeStart)
        case ("tab", 1): return words.tabs
        case ("app", 1): return words.apps
        case ("set", 2): return words.targets.first { $0.isNamed(done[1]) }?.options ?? []
        case ("sim", _): return simWords(after: Array(done.dropFirst()), words: words)
        default: return []
        }
    }

    private static func unique(_ words: [String]) -> [String] {
        var seen = Set<String>()
        return words.filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
    }

    private static func simWords(after arguments: [String], words: ScreenWords) -> [String] {
        switch arguments.map({ $0.lowercased() }) {
        case []: return (words.simulatesLocation ? ["location", "move", "walk"] : []) + (words.simulatesNetwork ? ["network"] : [])
        case ["location"] where words.simulatesLocation: return ["allow", "deny", "restrict", "reset"]
        case ["network"] where words.simulatesNetwork: return ["online", "offline", "latency"]
        default: return []
        }
    }

    /// A route up to its first parameter: `character/:id` completes to `character/`.
    private static func routeStart(_ pattern: String) -> String {
        guard let parameter = pattern.range(of: ":") else { return pattern }
        return String(pattern[..<parameter.lowerBound])
    }

    private static func quoted(_ word: String) -> String {
        guard word.contains(where: { $0 == " " || $0 == "\"" || $0 == "'" || $0 == "#" || $0 == "\\" }) else { return word }
        return "\"" + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private static func unquoted(_ word: String) -> String {
        word.filter { $0 != "\"" && $0 != "'" }
    }

    /// The start two words share, compared without case; spelled as in `a`.
    private static func commonPrefix(_ a: String, _ b: String) -> String {
        let shared = zip(a, b).prefix { $0.lowercased() == $1.lowercased() }.count
        return String(a.prefix(shared))
    }
}
