import Foundation
import Viper

/// The command line of `viper`, parsed: which app, which source of commands, and the
/// session's settings. Every mistake is one line for the user and exit status 2.
@MainActor
struct LaunchOptions {
    var appName: String?
    var scriptPath: String?
    var showsHelp = false
    var settings = SessionSettings()
    var clockGiven: SessionSettings.ClockKind?
    var startTimeGiven: Date?
    var widthGiven: Int?
    var heightGiven: Int?
    var languageGiven: Language?
    var noColor = false
    var appOptionTexts: [(String, String)] = []
    var program = "viper"
    var isSingleApp = false

    /// `program` is the executable's name, for the messages; an executable of one app (made
    /// with `ViperMain.main(apps: [MyApp()])`) runs it with no name given, and takes its options.
    static func parse(_ arguments: [String], apps: [any ViperApp], program: String = "viper") throws(LaunchError) -> LaunchOptions {
        var options = LaunchOptions()
        options.program = program
        if apps.count == 1 {
            options.appName = apps[0].name
            options.isSingleApp = true
        }
        options.showsHelp = REPLArguments.asksForHelp(arguments)
        let parsed: REPLArguments
        do {
            parsed = try REPLArguments.parse(arguments.filter { $0 != "-h" && $0 != "--help" })
        } catch where REPLArguments.exitCode(for: error) == .success {
            // The parser's own requests (`--help-hidden`, `--generate-completion-script`…) ask for help.
            options.showsHelp = true
            return options
        } catch {
            throw LaunchError(REPLArguments.message(for: error).split(separator: "\n").first.map(String.init) ?? "")
        }
        try options.apply(parsed)
        try options.readAppAndItsOptions(parsed.rest, apps: apps)
        try options.resolveAppOptions(apps: apps)
        if options.startTimeGiven != nil && options.clockGiven == .system {
            throw LaunchError("--start-time sets where the virtual clock starts; it cannot go with --clock system")
        }
        return options
    }

    private mutating func apply(_ parsed: REPLArguments) throws(LaunchError) {
        settings.json = parsed.json
        noColor = parsed.noColor
        settings.strict = parsed.strict
        scriptPath = parsed.script
        if let dataDirectory = parsed.dataDirectory { settings.dataDirectory = dataDirectory }
        if let text = parsed.seed {
            guard let seed = UInt64(text) else { throw LaunchError("--seed takes a whole number from 0 to \(UInt64.max), not \"\(text)\"") }
            settings.seed = seed
        } else {
            // A new world each launch; `--seed` gives the same one again (short enough to type).
            settings.seed = UInt64.random(in: 1...999_999)
            settings.seedWasDrawn = true
        }
        if let text = parsed.clock {
            guard let clock = SessionSettings.ClockKind(rawValue: text) else { throw LaunchError("--clock takes virtual or system, not \"\(text)\"") }
            clockGiven = clock
        }
        if let text = parsed.startTime {
            guard let date = Self.instant(text) else {
                throw LaunchError("--start-time takes an ISO 8601 date and time such as 2026-01-01T00:00:00Z, not \"\(text)\"")
            }
            startTimeGiven = date
        }
        if let text = parsed.width {
            guard let width = Int(text), (24...1000).contains(width) else { throw LaunchError("--width takes a whole number from 24 to 1000, not \"\(text)\"") }
            widthGiven = width
        }
        if let text = parsed.height {
            guard let height = Int(text), (10...1000).contains(height) else { throw LaunchError("--height takes a whole number from 10 to 1000, not \"\(text)\"") }
            heightGiven = height
        }
        if let text = parsed.lang {
            guard let language = Language(rawValue: text) else { throw LaunchError("--lang takes en or ru, not \"\(text)\"") }
            languageGiven = language
        }
    }

    /// What the parser left: the app's name, and the app's own options (`--rows 3`, `--rows=3`),
    /// which apps declare at run time.
    private mutating func readAppAndItsOptions(_ rest: [String], apps: [any ViperApp]) throws(LaunchError) {
        var remaining = rest[...]
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("-") else {
                try name(argument, apps: apps)
                continue
            }
            var name = String(argument.drop { $0 == "-" })
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard apps.contains(where: { $0.options.contains { $0.name == name } }) else {
                throw LaunchError("unknown option \(argument.split(separator: "=").first ?? ""); see \(helpCommand)")
            }
            guard let value = inlineValue ?? remaining.popFirst() else {
                let valueName = apps.lazy.compactMap { $0.options.first { $0.name == name }?.valueName }.first ?? "value"
                throw LaunchError("Missing value for '--\(name) <\(valueName)>'; see \(helpCommand)")
            }
            appOptionTexts.append((name, value))
        }
    }

    private mutating func name(_ argument: String, apps: [any ViperApp]) throws(LaunchError) {
        if isSingleApp {
            guard argument.lowercased() == apps[0].name else { throw LaunchError("unexpected argument \"\(argument)\"") }
            return
        }
        guard appName == nil else { throw LaunchError("unexpected argument \"\(argument)\"; name one app") }
        guard apps.contains(where: { $0.name == argument.lowercased() }) else {
            throw LaunchError(Session.unknownApp(argument, among: apps.map(\.name)).en)
        }
        appName = argument.lowercased()
    }

    /// Where the options of the app in hand are listed: `viper eventmap --help`, or `todo --help`
    /// for an executable of one app.
    private var helpCommand: String {
        guard let appName, !isSingleApp else { return "\(program) --help" }
        return "\(program) \(appName) --help"
    }

    /// `2026-01-01T00:00:00Z`, `2026-01-01T03:00:00+03:00`, optionally with fractional seconds.
    private static func instant(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions.insert(.withFractionalSeconds)
        return formatter.date(from: text)
    }

    private mutating func resolveAppOptions(apps: [any ViperApp]) throws(LaunchError) {
        guard !appOptionTexts.isEmpty else { return }
        guard let appName, let app = apps.first(where: { $0.name == appName }) else {
            throw LaunchError("unknown option --\(appOptionTexts[0].0); see \(program) --help")
        }
        var values: [String: AppOptionValue] = [:]
        for (name, text) in appOptionTexts {
            guard let option = app.options.first(where: { $0.name == name }) else {
                throw LaunchError("unknown option --\(name) for \(appName); see \(helpCommand)")
            }
            switch option.validate(text) {
            case .success(let value): values[name] = value
            case .failure(let error): throw LaunchError(error.message)
            }
        }
        settings.appOptions = AppOptionValues(values)
    }
}

struct LaunchError: Error, Equatable {
    let message: String
    init(_ message: String) { self.message = message }
}
