import Viper

/// One line of the REPL's grammar, parsed.
enum Command: Equatable {
    case tap(String)
    case type(String, text: String)
    case clear(String)
    case set(String, value: String)
    case toggle(String)
    case select(String)
    case scroll(ScrollDirection, rows: Int)
    case scrollTo(String)
    case swipe(SwipeDirectionWord)
    case longPress(String, point: CanvasPoint?)
    case back
    case tab(String)
    case open(String)
    case wait(Duration)
    case waitIdle
    case look
    case tree
    case routes
    case help
    case apps
    case app(String)
    case quit
    case sim([String])

    enum ScrollDirection: String, Equatable { case up, down }
    enum SwipeDirectionWord: String, Equatable { case left, right }

    /// Every verb with its arguments, for `help` and for "did you mean".
    static let grammar: [(verb: String, usage: String, summary: String)] = [
        ("tap", "tap <target>", "tap a button, table row, map point or alert button"),
        ("type", "type <field> <text>", "type text into a field (replacing what it holds)"),
        ("clear", "clear <field>", "empty a text field"),
        ("set", "set <control> <value>", "set a slider, stepper, picker or date picker"),
        ("toggle", "toggle <switch>", "flip a switch"),
        ("select", "select <row>", "select a table row"),
        ("scroll", "scroll up|down [n] | scroll to <row>", "move the table's visible window"),
        ("swipe", "swipe left|right", "swipe the screen"),
        ("longpress", "longpress <target> [<x> <y> | <lat> <lon>]", "press and hold"),
        ("back", "back", "go back (pop, dismiss, close the sheet)"),
        ("tab", "tab <name>", "select a tab"),
        ("open", "open <route>", "open a route of the app"),
        ("wait", "wait <duration> | wait idle", "let time pass (500ms, 5s, 5m) or wait until no work is in flight"),
        ("look", "look", "print the screen"),
        ("tree", "tree", "print the navigation state"),
        ("routes", "routes", "list the app's routes"),
        ("help", "help", "list the commands and this screen's targets"),
        ("apps", "apps", "list the apps"),
        ("app", "app <name>", "switch to another app"),
        ("quit", "quit", "leave"),
        ("#", "# …", "a comment (scripts echo it)"),
        ("sim", "sim location allow|deny|restrict|reset · sim move <lat> <lon> · sim walk <metres> <bearing> · sim network online|offline|latency <ms>", "drive the simulated device"),
    ]

    static func parse(_ words: [String]) throws(CommandError) -> Command {
        guard let first = words.first else { throw .empty }
        let verb = first.lowercased()
        let arguments = Array(words.dropFirst())
        func one(_ usage: String) throws(CommandError) -> String {
            guard arguments.count == 1 else { throw .usage(usage) }
            return arguments[0]
        }
        func none(_ command: Command) throws(CommandError) -> Command {
            guard arguments.isEmpty else { throw .usage(verb) }
            return command
        }
        switch verb {
        case "tap": return .tap(try one("tap <target>"))
        case "clear": return .clear(try one("clear <field>"))
        case "toggle": return .toggle(try one("toggle <switch>"))
        case "select": return .select(try one("select <row>"))
        case "tab": return .tab(try one("tab <name>"))
        case "open": return .open(try one("open <route>"))
        case "app": return .app(try one("app <name>"))
        case "type":
            guard arguments.count >= 2 else { throw .usage("type <field> <text>") }
            return .type(arguments[0], text: arguments.dropFirst().joined(separator: " "))
        case "set":
            guard arguments.count >= 2 else { throw .usage("set <control> <value>") }
            return .set(arguments[0], value: arguments.dropFirst().joined(separator: " "))
        case "scroll": return try parseScroll(arguments)
        case "swipe":
            guard arguments.count == 1, let direction = SwipeDirectionWord(rawValue: arguments[0].lowercased()) else {
                throw .usage("swipe left|right")
            }
            return .swipe(direction)
        case "longpress": return try parseLongPress(arguments)
        case "wait": return try parseWait(arguments)
        case "back": return try none(.back)
        case "look": return try none(.look)
        case "tree": return try none(.tree)
        case "routes": return try none(.routes)
        case "help", "?": return .help
        case "apps": return try none(.apps)
        case "quit", "exit": return try none(.quit)
        case "sim":
            guard !arguments.isEmpty else { throw .usage("sim location|move|walk|network …") }
            return .sim(arguments)
        default:
            throw .unknownVerb(first, suggestion: Suggestion.closest(to: verb, among: grammar.map(\.verb).filter { $0 != "#" }))
        }
    }

    private static func parseScroll(_ arguments: [String]) throws(CommandError) -> Command {
        let usage = "scroll up|down [n] | scroll to <row>"
        guard let first = arguments.first?.lowercased() else { throw .usage(usage) }
        if first == "to" {
            guard arguments.count == 2 else { throw .usage(usage) }
            return .scrollTo(arguments[1])
        }
        guard let direction = ScrollDirection(rawValue: first), arguments.count <= 2 else { throw .usage(usage) }
        guard arguments.count == 2 else { return .scroll(direction, rows: 1) }
        guard let rows = Int(arguments[1]), rows > 0, rows <= 1_000_000 else {
            throw .badValue("scroll takes a row count from 1 to 1000000, not \"\(arguments[1])\"")
        }
        return .scroll(direction, rows: rows)
    }

    private static func parseLongPress(_ arguments: [String]) throws(CommandError) -> Command {
        let usage = "longpress <target> [<x> <y> | <lat> <lon>]"
        switch arguments.count {
        case 1: return .longPress(arguments[0], point: nil)
        case 3:
            guard let first = Double(arguments[1]), let second = Double(arguments[2]), first.isFinite, second.isFinite else {
                throw .badValue("longpress takes two numbers for the point, not \"\(arguments[1])\" \"\(arguments[2])\"")
            }
            return .longPress(arguments[0], point: CanvasPoint(first, second))
        default: throw .usage(usage)
        }
    }

    private static func parseWait(_ arguments: [String]) throws(CommandError) -> Command {
        guard arguments.count == 1 else { throw .usage("wait <duration> | wait idle") }
        if arguments[0].lowercased() == "idle" { return .waitIdle }
        guard let duration = DurationText.parse(arguments[0]) else {
            throw .badValue("\"\(arguments[0])\" is not a duration; use a number with ms, s, m or h (500ms, 5s, 5m), or idle")
        }
        return .wait(duration)
    }
}

/// Reads `500ms`, `5s`, `1.5s`, `5m`, `2h` (at most a day).
enum DurationText {
    static func parse(_ text: String) -> Duration? {
        let units: [(String, Double)] = [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600)]
        let lowered = text.lowercased()
        for (suffix, scale) in units where lowered.hasSuffix(suffix) {
            guard let number = Double(lowered.dropLast(suffix.count)), number.isFinite, number >= 0 else { return nil }
            let seconds = number * scale
            guard seconds <= 86_400 else { return nil }
            return .milliseconds(Int64((seconds * 1000).rounded()))
        }
        return nil
    }
}

enum CommandError: Error, Equatable {
    case empty
    case controlCharacter(UInt32)
    case unterminatedQuote
    case tooLong(bytes: Int, limit: Int)
    case unknownVerb(String, suggestion: String?)
    case usage(String)
    case badValue(String)

    var message: String {
        switch self {
        case .empty: "empty command"
        case .controlCharacter(let value): "the line holds a control character (U+\(String(value, radix: 16, uppercase: true))); type plain text"
        case .unterminatedQuote: "unterminated quote; close it with the same quote mark"
        case .tooLong(let bytes, let limit): "line too long (\(bytes) bytes; at most \(limit))"
        case .unknownVerb(let verb, let suggestion):
            "unknown command \"\(Sanitized.text(verb, limit: 40))\"" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? ".") + " Type help for the list."
        case .usage(let usage): "usage: \(Command.grammar.first { $0.verb == usage }?.usage ?? usage)"
        case .badValue(let message): message
        }
    }
}
