import Foundation
import Viper

/// The command line of `viper`, parsed: which app, the session's options and the app's own.
/// Every mistake is one line for the user and exit status 2.
@MainActor
struct LaunchOptions {
    /// The app named, or the one app of an executable of one app.
    var appName: String?
    var showsHelp = false
    var session: SessionOptions
    var settings = SessionSettings()
    let program: String
    /// The languages the app named ships, and its base; with no app named, the REPL's and
    /// those any app ships, so the launcher opens each app in its language.
    var languages: [Language]
    var baseLanguage = REPLStrings.catalog.base

    /// `program` is the executable's name, for the messages; an executable of one app (made
    /// with `ViperMain.main(apps: [MyApp()])`) runs it with no name given, and takes its options.
    static func parse(_ arguments: [String], apps: [any ViperApp], program: String = "viper") throws(LaunchError) -> LaunchOptions {
        let everyLanguage = apps.flatMap(\.languages).reduce(into: REPLStrings.catalog.languages) { if !$0.contains($1) { $0.append($1) } }
        var options = LaunchOptions(session: try SessionOptions.parseOneLine([]), program: program, languages: everyLanguage)
        options.showsHelp = arguments.contains { $0 == "-h" || $0 == "--help" }
        var rest = arguments.filter { $0 != "-h" && $0 != "--help" }
        let app = namedApp(in: &rest, among: apps) ?? (apps.count == 1 ? apps[0] : nil)
        options.appName = app?.name
        if let app { (options.languages, options.baseLanguage) = (app.languages, app.baseLanguage) }
        do throws(LaunchError) {
            if let app {
                try options.read(rest, for: app, helpCommand: apps.count == 1 ? program : "\(program) \(app.name)")
            } else {
                let launcher = try LauncherCommandLine.parseOneLine(rest)
                if let name = launcher.app { throw LaunchError(Session.unknownApp(name, among: apps.map(\.name)).in(.en)) }
                options.session = launcher.session
            }
        } catch  where options.showsHelp {
            // Help is shown whatever else the line says, in the language it names if it can be read.
        }
        if !options.showsHelp, let tag = options.session.lang { _ = try options.shipped(tag) }
        options.settle()
        return options
    }

    /// The session's language: the one `--lang` names, else the environment's when the app
    /// ships it (`LANG=de_DE.UTF-8` is `de`), else the app's base language.
    func language(environment: [String: String]) -> Language {
        if let tag = session.lang, let named = try? shipped(tag) { return named }
        return Language.preferred(environment: environment)?.match(in: languages) ?? baseLanguage
    }

    /// The language `tag` names, when the app ships it.
    private func shipped(_ tag: String) throws(LaunchError) -> Language {
        let listed = languages.map(\.tag).joined(separator: ", ")
        let shown = Sanitized.text(tag, limit: 40)
        guard let language = Language(tag) else { throw LaunchError("--lang \"\(shown)\" is not a language tag; \(appName ?? program) ships \(listed)") }
        guard languages.contains(language) else { throw LaunchError("--lang \(shown): \(appName ?? program) ships \(listed)") }
        return language
    }

    /// The first argument that names one of `apps`, taken out of `arguments`.
    private static func namedApp(in arguments: inout [String], among apps: [any ViperApp]) -> (any ViperApp)? {
        for (index, argument) in arguments.enumerated() {
            if let app = apps.first(where: { $0.name == argument.lowercased() }) {
                arguments.remove(at: index)
                return app
            }
        }
        return nil
    }

    /// `helpCommand` lists the app's options: `viper eventmap`, or `todo` for an executable of one app.
    private mutating func read<App: ViperApp>(_ arguments: [String], for app: App, helpCommand: String) throws(LaunchError) {
        do {
            let line = try app.readCommandLine(arguments)
            session = line.session
            settings.appOptions = line.options
        } catch {
            throw LaunchError(error.message + "; see \(helpCommand) --help")
        }
    }

    /// The settings the session's options decide; what they leave open is decided at launch.
    private mutating func settle() {
        settings.json = session.json
        settings.strict = session.strict
        settings.settles = !session.noSettle
        settings.dataDirectory = session.dataDirectory
        settings.executable = program
        if let seed = session.seed {
            settings.seed = seed
        } else {
            // A new world each launch; `--seed` gives the same one again (short enough to type).
            settings.seed = UInt64.random(in: 1...999_999)
            settings.seedWasDrawn = true
        }
    }
}

struct LaunchError: Error, Equatable {
    let message: String
    init(_ message: String) { self.message = message }
}
