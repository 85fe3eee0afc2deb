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
            LocalizedText(
                en: "tap a button, table row, map point or alert button",
                ru: "нажать кнопку, строку таблицы, точку на карте или кнопку алерта"
            )
        ),
        (
            "type", "type <field> <text>",
            LocalizedText(
                en: "type text into a field (replacing what it holds)",
                ru: "ввести текст в поле (вместо того, что в нём)"
            )
        ),
        ("clear", "clear <field>", LocalizedText(en: "empty a text field", ru: "очистить текстовое поле")),
        (
            "set", "set <control> <value>",
            LocalizedText(
                en: "set a slider, stepper, picker or date picker",
                ru: "задать значение ползунка, счётчика, списка выбора или даты"
            )
        ),
        ("toggle", "toggle <switch>", LocalizedText(en: "flip a switch", ru: "переключить переключатель")),
        ("select", "select <row>", LocalizedText(en: "select a table row", ru: "выбрать строку таблицы")),
        (
            "scroll", "scroll up|down [n] | scroll to <row>",
            LocalizedText(
                en: "move the visible window of a table or a canvas",
                ru: "сдвинуть видимую часть таблицы или холста"
            )
        ),
        ("swipe", "swipe left|right|up|down", LocalizedText(en: "swipe the screen", ru: "провести по экрану")),
        ("longpress", "longpress <target> [<x> <y> | <lat> <lon>]", LocalizedText(en: "press and hold", ru: "нажать и удерживать")),
        (
            "back", "back",
            LocalizedText(
                en: "go back (pop, dismiss, close the sheet)",
                ru: "вернуться назад (закрыть экран, окно или шторку)"
            )
        ),
        ("tab", "tab <name>", LocalizedText(en: "select a tab", ru: "выбрать вкладку")),
        ("open", "open <route>", LocalizedText(en: "open a route of the app", ru: "открыть маршрут приложения")),
        (
            "wait", "wait <duration> | wait idle",
            LocalizedText(
                en: "let time pass (500ms, 5s, 5m) or wait until no work is in flight",
                ru: "подождать (500ms, 5s, 5m) или дождаться, пока вся работа не завершится"
            )
        ),
        ("look", "look", LocalizedText(en: "print the screen", ru: "показать экран")),
        ("tree", "tree", LocalizedText(en: "print the navigation state", ru: "показать состояние навигации")),
        ("routes", "routes", LocalizedText(en: "list the app's routes", ru: "перечислить маршруты приложения")),
        (
            "help", "help [verb]",
            LocalizedText(
                en: "list the commands and this screen's targets, or explain one command",
                ru: "перечислить команды и цели на этом экране или объяснить одну команду"
            )
        ),
        ("history", "history", LocalizedText(en: "list the commands run in this session", ru: "перечислить команды этого сеанса")),
        ("apps", "apps", LocalizedText(en: "list the apps", ru: "перечислить приложения")),
        ("app", "app <name>", LocalizedText(en: "switch to another app", ru: "перейти в другое приложение")),
        ("quit", "quit", LocalizedText(en: "leave", ru: "выйти")),
        ("#", "# …", LocalizedText(en: "a comment (scripts echo it)", ru: "комментарий (скрипты его повторяют)")),
        (
            "sim", "sim location allow|deny|restrict|reset · sim move <lat> <lon> · sim walk <metres> <bearing> · sim network online|offline|latency <ms>",
            LocalizedText(
                en: "drive the simulated device",
                ru: "управлять симулированным устройством"
            )
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
                LocalizedText(
                    en: "scroll takes a row count from 1 to 1000000, not \"\(arguments[1])\"",
                    ru: "scroll принимает число строк от 1 до 1000000, а не \"\(arguments[1])\""
                ))
        }
        return .scroll(direction, rows: rows)
    }

    private static func parseLongPress(_ arguments: [String]) throws(CommandError) -> Command {
        let usage = "longpress <target> [<x> <y> | <lat> <lon>]"
        guard let last = arguments.last else { throw .usage(usage) }
        // A number last ends a point: the two last words are the point, the words before it the target.
        guard Double(last) != nil else { return .longPress(arguments.joined(separator: " "), point: nil) }
        guard arguments.count >= 3 else { throw .usage(usage) }
        let (x, y) = (arguments[arguments.count - 2], arguments[arguments.count - 1])
        guard let first = Double(x), let second = Double(y), first.isFinite, second.isFinite else {
            throw .badValue(
                LocalizedText(
                    en: "longpress takes two numbers for the point, not \"\(x)\" \"\(y)\"",
                    ru: "longpress принимает два числа для точки, а не \"\(x)\" \"\(y)\""
                ))
        }
        return .longPress(arguments.dropLast(2).joined(separator: " "), point: CanvasPoint(first, second))
    }

    private static func parseWait(_ arguments: [String]) throws(CommandError) -> Command {
        guard arguments.count == 1 else { throw .usage("wait <duration> | wait idle") }
        if arguments[0].lowercased() == "idle" { return .waitIdle }
        guard let duration = DurationText.parse(arguments[0]) else {
            throw .badValue(
                LocalizedText(
                    en: "\"\(arguments[0])\" is not a duration; use a number with ms, s, m or h (500ms, 5s, 5m), or idle",
                    ru: "\"\(arguments[0])\" — не длительность; укажите число с ms, s, m или h (500ms, 5s, 5m) или idle"
                ))
        }
        guard duration <= DurationText.limit else {
            throw .badValue(LocalizedText(en: "wait takes at most 24h", ru: "wait ждёт не больше 24h"))
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

    var message: String { text.en }

    /// The message in the session's language.
    var text: LocalizedText {
        switch self {
        case .empty: LocalizedText(en: "empty command", ru: "пустая команда")
        case .controlCharacter(let value):
            LocalizedText(
                en: "the line holds a control character (U+\(String(value, radix: 16, uppercase: true))); type plain text",
                ru: "в строке управляющий символ (U+\(String(value, radix: 16, uppercase: true))); введите обычный текст"
            )
        case .unterminatedQuote:
            LocalizedText(
                en: "unterminated quote; close it with the same quote mark",
                ru: "незакрытая кавычка; закройте её такой же кавычкой"
            )
        case .tooLong(let bytes, let limit):
            LocalizedText(
                en: "line too long (\(bytes) bytes; at most \(limit))",
                ru: "слишком длинная строка (байт: \(bytes); не больше \(limit))"
            )
        case .unknownVerb(let verb, let suggestion):
            LocalizedText(
                en: "unknown command \"\(Sanitized.text(verb, limit: 40))\"" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? ".")
                    + " Type help for the list.",
                ru: "неизвестная команда \"\(Sanitized.text(verb, limit: 40))\"" + (suggestion.map { "; может быть, \"\($0)\"?" } ?? ".")
                    + " Список команд — help."
            )
        case .usage(let usage):
            LocalizedText(
                en: "usage: \(Command.grammar.first { $0.verb == usage }?.usage ?? usage)",
                ru: "использование: \(Command.grammar.first { $0.verb == usage }?.usage ?? usage)"
            )
        case .badValue(let message): message
        }
    }
}
