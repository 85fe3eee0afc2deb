import Viper

/// One line of the REPL's grammar, parsed.
enum Command: Equatable {
    case tap(String)
    case type(String, text: String)
    case clear(String)
    case set(String, value: String)
    case toggle(String)
    case select(String)
    /// `rows` nil: a table's one row, or a screen's page.
    case scroll(ScrollDirection, rows: Int?)
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
    /// `help`, or `help <verb>` for one verb with an example.
    case help(String?)
    case history
    case apps
    case app(String)
    case quit
    case sim([String])

    enum ScrollDirection: String, Equatable { case up, down }
    enum SwipeDirectionWord: String, Equatable { case left, right, up, down }

    /// Every verb with its arguments, for `help` and for "did you mean".
    static let grammar: [(verb: String, usage: String, summary: LocalizedText)] = [
        (
            "tap", "tap <target>",
            REPLStrings.catalog.text("verb.tap")
        ),
        (
            "type", "type <field> <text>",
            REPLStrings.catalog.text("verb.type")
        ),
        ("clear", "clear <field>", REPLStrings.catalog.text("verb.clear")),
        (
            "set", "set <control> <value>",
            REPLStrings.catalog.text("verb.set")
        ),
        ("toggle", "toggle <switch>", REPLStrings.catalog.text("verb.toggle")),
        ("select", "select <row>", REPLStrings.catalog.text("verb.select")),
        (
            "scroll", "scroll up|down [n] | scroll to <row>",
            REPLStrings.catalog.text("verb.scroll")
        ),
        ("swipe", "swipe left|right|up|down", REPLStrings.catalog.text("verb.swipe")),
        ("longpress", "longpress <target> [<x> <y> | <lat> <lon>]", REPLStrings.catalog.text("verb.longpress")),
        (
            "back", "back",
            REPLStrings.catalog.text("verb.back")
        ),
        ("tab", "tab <name>", REPLStrings.catalog.text("verb.tab")),
        ("open", "open <route>", REPLStrings.catalog.text("verb.open")),
        (
            "wait", "wait <duration> | wait idle",
            REPLStrings.catalog.text("verb.wait")
        ),
        ("look", "look", REPLStrings.catalog.text("verb.look")),
        ("tree", "tree", REPLStrings.catalog.text("verb.tree")),
        ("routes", "routes", REPLStrings.catalog.text("verb.routes")),
        (
            "help", "help [verb]",
            REPLStrings.catalog.text("verb.help")
        ),
        ("history", "history", REPLStrings.catalog.text("verb.history")),
        ("apps", "apps", REPLStrings.catalog.text("verb.apps")),
        ("app", "app <name>", REPLStrings.catalog.text("verb.app")),
        ("quit", "quit", REPLStrings.catalog.text("verb.quit")),
        ("#", "# …", REPLStrings.catalog.text("verb.comment")),
        (
            "sim", "sim location allow|deny|restrict|reset · sim move <lat> <lon> · sim walk <metres> <bearing> · sim network online|offline|latency <ms>",
            REPLStrings.catalog.text("verb.sim")
        ),
    ]

    /// A line that uses each verb, for `help <verb>`.
    static let examples: [String: String] = [
        "tap": "tap Restart · tap 2 · tap Create event",
        "type": "type email rick@example.org",
        "clear": "clear email",
        "set": "set age 16",
        "toggle": "toggle music",
        "select": "select 3",
        "scroll": "scroll down 5 · scroll to Morty",
        "swipe": "swipe left",
        "longpress": "longpress map 12 4 · longpress map 55.75 37.62",
        "back": "back",
        "tab": "tab statistics",
        "open": "open character/2",
        "wait": "wait 5s · wait idle",
        "look": "look",
        "tree": "tree",
        "routes": "routes",
        "help": "help tap",
        "history": "history",
        "apps": "apps",
        "app": "app darts",
        "quit": "quit",
        "#": "# a script's note to its reader",
        "sim": "sim location allow · sim walk 100 45 · sim network offline",
    ]

    static func parse(_ words: [String]) throws(CommandError) -> Command {
        guard let first = words.first else { throw .empty }
        let verb = first.lowercased()
        let arguments = Array(words.dropFirst())
        func one(_ usage: String) throws(CommandError) -> String {
            guard arguments.count == 1 else { throw .usage(usage) }
            return arguments[0]
        }
        /// A target's label may be several words, quoted or not: `tap Create event`.
        func label(_ usage: String) throws(CommandError) -> String {
            guard !arguments.isEmpty else { throw .usage(usage) }
            return arguments.joined(separator: " ")
        }
        func none(_ command: Command) throws(CommandError) -> Command {
            guard arguments.isEmpty else { throw .usage(verb) }
            return command
        }
        switch verb {
        case "tap": return .tap(try label("tap <target>"))
        case "clear": return .clear(try label("clear <field>"))
        case "toggle": return .toggle(try label("toggle <switch>"))
        case "select": return .select(try label("select <row>"))
        case "tab": return .tab(try label("tab <name>"))
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
                throw .usage("swipe left|right|up|down")
            }
            return .swipe(direction)
        case "longpress": return try parseLongPress(arguments)
        case "wait": return try parseWait(arguments)
        case "back": return try none(.back)
        case "look": return try none(.look)
        case "tree": return try none(.tree)
        case "routes": return try none(.routes)
        case "help", "?":
            guard arguments.count <= 1 else { throw .usage("help [verb]") }
            return .help(arguments.first)
        case "history": return try none(.history)
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
            guard arguments.count >= 2 else { throw .usage(usage) }
            return .scrollTo(arguments.dropFirst().joined(separator: " "))
        }
        guard let direction = ScrollDirection(rawValue: first), arguments.count <= 2 else { throw .usage(usage) }
        guard arguments.count == 2 else { return .scroll(direction, rows: nil) }
        guard let rows = Int(arguments[1]), rows > 0, rows <= 1_000_000 else {
            throw .badValue(
                REPLStrings.catalog.text("badScroll", ["value": "\(arguments[1])"]))
        }
        return .scroll(direction, rows: rows)
    }

    private static func parseLongPress(_ arguments: [String]) throws(CommandError) -> Command {
        let usage = "longpress <target> [<x> <y> | <lat> <lon>]"
        guard let last = arguments.last else { throw .usage(usage) }
        // A number last ends a point: the two last words are the point, the words before it the
        // target. A number alone is a target's number, as `tap 3` names one.
        guard Double(last) != nil, arguments.count > 1 else { return .longPress(arguments.joined(separator: " "), point: nil) }
        guard arguments.count >= 3 else { throw .usage(usage) }
        let (x, y) = (arguments[arguments.count - 2], arguments[arguments.count - 1])
        guard let first = Double(x), let second = Double(y), first.isFinite, second.isFinite else {
            throw .badValue(
                REPLStrings.catalog.text("badLongPress", ["x": "\(x)", "y": "\(y)"]))
        }
        return .longPress(arguments.dropLast(2).joined(separator: " "), point: CanvasPoint(first, second))
    }

    private static func parseWait(_ arguments: [String]) throws(CommandError) -> Command {
        guard arguments.count == 1 else { throw .usage("wait <duration> | wait idle") }
        if arguments[0].lowercased() == "idle" { return .waitIdle }
        guard let duration = DurationText.parse(arguments[0]) else {
            throw .badValue(
                REPLStrings.catalog.text("badWait", ["value": "\(arguments[0])"]))
        }
        guard duration <= DurationText.limit else {
            throw .badValue(REPLStrings.catalog.text("waitTooLong"))
        }
        return .wait(duration)
    }
}

/// Reads `500ms`, `5s`, `1.5s`, `5m`, `2h`.
enum DurationText {
    /// The longest `wait`: a day.
    static let limit = Duration.seconds(86_400)

    static func parse(_ text: String) -> Duration? {
        let units: [(String, Double)] = [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600)]
        let lowered = text.lowercased()
        for (suffix, scale) in units where lowered.hasSuffix(suffix) {
            guard let number = Double(lowered.dropLast(suffix.count)), number.isFinite, number >= 0 else { return nil }
            // Past the limit the value only needs to compare as too long, whatever its size.
            let milliseconds = min(number * scale * 1000, 1e15)
            return .milliseconds(Int64(milliseconds.rounded()))
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
    case badValue(LocalizedText)

    var message: String { text.in(.en) }

    /// The message in the session's language.
    var text: LocalizedText {
        switch self {
        case .empty: REPLStrings.catalog.text("emptyCommand")
        case .controlCharacter(let value):
            REPLStrings.catalog.text("controlCharacter", ["code": "\(String(value, radix: 16, uppercase: true))"])
        case .unterminatedQuote:
            REPLStrings.catalog.text("unterminatedQuote")
        case .tooLong(let bytes, let limit):
            REPLStrings.catalog.text("tooLong", ["bytes": "\(bytes)", "limit": "\(limit)"])
        case .unknownVerb(let verb, let suggestion):
            REPLStrings.catalog.text("unknownCommand", ["verb": "\(Sanitized.text(verb, limit: 40))"]) + REPLStrings.catalog.suggestion(suggestion)
                + REPLStrings.catalog.text("typeHelp")
        case .usage(let usage):
            REPLStrings.catalog.text("usage", ["usage": "\(Command.grammar.first { $0.verb == usage }?.usage ?? usage)"])
        case .badValue(let message): message
        }
    }
}
