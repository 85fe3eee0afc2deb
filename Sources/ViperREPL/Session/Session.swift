import Foundation
import Viper

/// Runs commands against the app on screen and prints what changed.
///
/// One session holds one runtime across app switches (one clock, one idle tracker, one notice
/// queue); each launch gets a fresh navigator from it.
@MainActor
public final class Session {
    /// Whether the session goes on after a command.
    public enum Outcome: Equatable, Sendable {
        /// Read the next command.
        case proceed
        /// End the session.
        case quit
    }

    private(set) var settings: SessionSettings
    let apps: [any ViperApp]
    /// What runs the app on screen: the session prints what it hears from it.
    let runtime: AppRuntime
    var clock: any AppClock { runtime.clock }
    var idle: IdleTracker { runtime.idle }
    var notices: Notices { runtime.notices }
    var network: NetworkConditions { runtime.network }
    var speaker: SimulatedSpeaker { runtime.speaker }
    var endings: SessionEndings { runtime.endings }
    var navigator: Navigator { runtime.navigator }
    /// The simulated services the app on screen asked for: what `sim` applies to.
    private(set) var simulations = Simulations()
    private(set) var output: OutputFormatter
    /// The app on screen; `nil` while the launcher is.
    public private(set) var appName: String?
    private var lastRendering: String?
    /// How far the screen on top is scrolled in its window.
    var contentScroll = ContentScroll()
    /// What `history` lists: each line run, a secret in one masked.
    private(set) var linesRun: [String] = []
    /// How many commands printed an `error:` line: what `--strict` reads to stop at the first.
    public private(set) var errorCount = 0

    /// A session over `apps`, writing to `console`.
    public init(apps: [any ViperApp], settings: SessionSettings, console: any Console) {
        self.apps = apps
        self.settings = settings
        runtime = AppRuntime(clock: settings.clock == .virtual ? VirtualClock(startDate: settings.virtualClockStart) : SystemClock())
        runtime.timeZone = settings.timeZone
        output = OutputFormatter(
            console: console,
            json: settings.json,
            renderer: Self.renderer(settings: settings)
        )
        runtime.displaySize = Room(columns: settings.width, rows: settings.height)
        runtime.onNeedsDisplay = { [weak self] in self?.displayNeeded?() }
        runtime.onFailure = { [weak self] error in
            guard let self else { return }
            fail(message(of: error))
        }
        runtime.onAlreadyOpen = { [weak self] screen in
            guard let self else { return }
            output.info([say(REPLStrings.catalog.text("alreadyOpen", ["screen": "\(screen)"]))])
        }
    }

    var localization: Localization { Localization(settings.language) }

    /// Opens the launcher, or the named app, settles the work its first screen started, and
    /// prints what starting it said, then that screen.
    public func start(app name: String?) async throws(AppLaunchError) {
        if let name {
            guard let app = apps.first(where: { $0.name == name }) else { throw AppLaunchError(say(unknownApp(name))) }
            try launch(app, options: settings.appOptions)
        } else {
            showLauncher()
        }
        await settle()
        showChanges()
        if settings.showsFirstHint { output.info([say(firstHint)]) }
    }

    /// Runs one line of input, then settles the work it started, so the screen it prints is
    /// the one the next command finds. Errors are printed, never thrown. A line starting with
    /// `#` is a comment: echoed in scripts, otherwise ignored. A line filling a secret field is
    /// echoed with its value masked.
    public func run(_ line: String) async -> Outcome {
        if settings.echoesCommands { output.echo(Sanitized.text(echoed(line))) }
        if line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("#") { return .proceed }
        if !line.allSatisfy(\.isWhitespace) { linesRun.append(echoed(line)) }
        let outcome: Outcome
        do {
            let words = try Lexer.words(in: line)
            guard !words.isEmpty else { return .proceed }
            outcome = try await execute(command(in: words))
        } catch {
            fail(message(of: error))
            outcome = .proceed
        }
        if outcome == .proceed { await settle() }
        showChanges()
        return outcome
    }

    /// Runs the work in flight to rest as `wait idle` does, with the same timeout, unless the
    /// session was told not to (`--no-settle`). Work still running when settling gives up is
    /// said in one line, and the session goes on; Ctrl-C stops the wait without a word.
    private func settle() async {
        guard settings.settles else { return }
        do {
            try await settler.untilIdle()
        } catch is CancellationError {
            return
        } catch {
            fail(message(of: error))
        }
    }

    /// What runs the work in flight to rest, for `wait` and before each command.
    var settler: WorkSettler { WorkSettler(idle: idle, clock: clock, limit: settings.settleLimit) }

    /// Reports a line too long to read; its bytes were dropped unread.
    public func rejectLongLine(bytes: Int, limit: Int) {
        if settings.echoesCommands { output.echo("…") }
        fail(say(CommandError.tooLong(bytes: bytes, limit: limit).text))
    }

    /// Prints what happened since last time, such as a timer firing: notes and sounds first,
    /// then the screen if it changed. Tells whether it printed anything.
    @discardableResult
    public func showChanges() -> Bool {
        let printedEvents = flushEvents()
        let rendering = currentRendering
        guard rendering != lastRendering else { return printedEvents }
        lastRendering = rendering
        output.print(rendering: rendering)
        return true
    }

    /// Screens are drawn to `size` from now on (the terminal was resized); the screen on top
    /// is shown again at once if it looks different.
    public func resize(to size: Room) {
        guard size != navigator.displaySize else { return }
        settings.width = size.columns
        settings.height = size.rows
        output = OutputFormatter(console: output.console, json: output.json, renderer: Self.renderer(settings: settings))
        runtime.displaySize = size
        displayNeeded?()
    }

    /// Frames take the screen's lines but the last, which the prompt takes.
    private static func renderer(settings: SessionSettings) -> TextRenderer {
        TextRenderer(width: settings.width, height: settings.height - 1, colored: settings.colored, language: settings.language)
    }

    private func echoed(_ line: String) -> String {
        guard let fill = FieldFill(line), screenWords.takesASecret(fill.field) else { return line }
        return fill.masked
    }

    /// What an interactive terminal shows before each command.
    public var prompt: String { "\(appName ?? "viper")> " }

    func fail(_ message: String) {
        errorCount += 1
        output.error(message)
    }

    /// Prints what happened besides the screen: notes, then sounds played. Tells whether
    /// there was anything.
    @discardableResult
    func flushEvents() -> Bool {
        let notes = notices.drain()
        let sounds = speaker.drain()
        for notice in notes { output.note(notice) }
        for played in sounds { output.sound(played) }
        return !notes.isEmpty || !sounds.isEmpty
    }

    // MARK: Apps

    /// Launches `app` with `options`, a value of its `Options` type, or its defaults.
    func launch(_ app: any ViperApp, options: (any Sendable)?) throws(AppLaunchError) {
        let context = context(for: app)
        try Self.launch(app, options: options, context: context, on: runtime)
        appName = app.name
        simulations = context.simulations
    }

    func showLauncher() {
        simulations = Simulations()
        let launcher = LauncherApp(apps: apps, output: self)
        do {
            try Self.launch(launcher, options: nil, context: context(for: launcher), on: runtime)
        } catch {
            fail(error.message)
        }
        appName = nil
    }

    private static func launch<App: ViperApp>(_ app: App, options given: (any Sendable)?, context: AppContext, on runtime: AppRuntime) throws(AppLaunchError) {
        let options: App.Options
        do throws(LaunchError) {
            if let given {
                guard let typed = given as? App.Options else {
                    throw LaunchError("\(app.name) takes options of type \(App.Options.self), not \(type(of: given))")
                }
                options = typed
            } else {
                options = try app.defaultOptions()
            }
        } catch {
            throw AppLaunchError(error.message)
        }
        try runtime.launch(app, options: options, context: context)
    }

    private func context(for app: any ViperApp) -> AppContext {
        runtime.context(
            seed: settings.seed,
            folder: dataFolder(of: app),
            localization: localization
        )
    }

    /// `DIR/<app>` with `--data-dir DIR`; else an app's own executable `todo` keeps its data
    /// in `$XDG_DATA_HOME/todo`, and `viper` each app's in `$XDG_DATA_HOME/viper/<app>`.
    func dataFolder(of app: any ViperApp) -> URL {
        let folder = DocumentStore.dataFolder(of: settings.executable, dataDirectory: settings.dataDirectory, environment: settings.environment)
        return apps.count == 1 && settings.dataDirectory == nil ? folder : folder.appendingPathComponent(app.name, isDirectory: true)
    }

    /// Set by an interactive runner to show changes that arrive by themselves.
    public var displayNeeded: (() -> Void)?

    func unknownApp(_ name: String) -> LocalizedText {
        Self.unknownApp(name, among: apps.map(\.name))
    }

    /// One sentence naming the mistake (and the closest name), then the apps there are.
    static func unknownApp(_ name: String, among names: [String]) -> LocalizedText {
        let suggestion = Suggestion.closest(to: name, among: names)
        let shown = Sanitized.text(name, limit: 40)
        let listed = names.joined(separator: ", ") + "."
        let strings = REPLStrings.catalog
        return strings.text("unknownApp", ["name": "\(shown)"]) + strings.suggestion(suggestion) + strings.text("apps", ["apps": "\(listed)"])
    }
}

extension Session: LauncherModuleOutput {
    func launcher(didChoose appName: String) {
        guard let app = apps.first(where: { $0.name == appName }) else { return }
        do {
            try launch(app, options: nil)
        } catch {
            fail(error.message)
        }
    }
}
