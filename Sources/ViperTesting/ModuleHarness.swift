import ArgumentParser
import Foundation
import Testing
import Viper

/// Runs an app the way the REPL does, for tests: launch it, open its destinations, send user
/// events by id or label, then look at the frame, the navigation state and any alert. Time
/// runs on a `VirtualClock` that moves only when the test says so; `settle()` runs the work in
/// flight to rest. The harness is made for one app, so what it opens is checked by the
/// compiler: `ModuleHarness<ShopApp>()`, then `harness.open(.item(id: 4))`.
///
/// A test that lets its harness go with work still in flight, or a one-shot timer still
/// pending, fails naming it, and the work is cancelled, so nothing a test started outlives it
/// unseen. In exhaustive mode (`exhaustive: true`) each step's view models, navigation,
/// notices and sounds must be asserted too: see `expectShown(_:)`.
@MainActor
public final class ModuleHarness<App: ViperApp> {
    /// What runs the app, as it runs in the REPL.
    private let runtime: AppRuntime
    /// The virtual clock the app runs on: it moves only when the test says so.
    public let clock: VirtualClock
    /// Where the user is, as the apps it launches are told.
    public var timeZone: TimeZone { runtime.timeZone }
    /// The language the app speaks.
    public let localization: Localization
    /// What counts the app's work in flight, which `settle()` waits for.
    public let idle: IdleTracker
    /// The one-line messages the app posted for the user.
    public let notices: Notices
    /// The simulated network: take it offline or slow it, as the REPL's `sim network` does.
    public let network: NetworkConditions
    /// What the app played.
    public let speaker: SimulatedSpeaker
    /// What the app asked to be done as the session ends: done when the harness goes.
    public let endings: SessionEndings
    /// The navigator of the launched app.
    package var navigator: Navigator { runtime.navigator }
    /// The room the display gives a screen (`Room.standard` unless a test says), for
    /// the app on screen and every app launched later, as the REPL's terminal gives it.
    public var displaySize: Room {
        get { runtime.displaySize }
        set { runtime.displaySize = newValue }
    }

    /// Where the test made this harness: where work left in flight and leaks are reported.
    private let madeAt: SourceLocation
    /// Every module the navigator let go of, held weakly with its parts.
    private let released = ReleasedModules()
    /// What each step did that the test has not asserted, in exhaustive mode.
    let ledger: StepLedger?

    /// A harness with nothing launched yet.
    ///
    /// - Parameters:
    ///   - language: The language the app speaks.
    ///   - clock: The virtual clock it runs on, from 2026-01-01 00:00 UTC unless given.
    ///   - timeZone: Where the user is, for the local times the app shows.
    ///   - exhaustive: Whether each step's effects must all be asserted.
    ///   - sourceLocation: Where work left in flight and leaks are reported.
    public init(
        language: Language = .en,
        clock: VirtualClock = VirtualClock(),
        timeZone: TimeZone = .gmt,
        exhaustive: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        self.clock = clock
        runtime = AppRuntime(clock: clock)
        runtime.timeZone = timeZone
        idle = runtime.idle
        notices = runtime.notices
        network = runtime.network
        speaker = runtime.speaker
        endings = runtime.endings
        localization = Localization(language)
        madeAt = sourceLocation
        runtime.onFailure = { error in
            Issue.record("a router's move failed: \(error.message)", sourceLocation: sourceLocation)
        }
        runtime.onRelease = { [released] view in released.add(view) }
        if exhaustive {
            runtime.network.keepsRequests = true
            let ledger = StepLedger(navigation: runtime.navigator.state.description)
            runtime.onViewModel = { view, model in ledger.entries.append(.viewModel(view: view, model: model)) }
            self.ledger = ledger
        } else {
            ledger = nil
        }
    }

    /// Work still in flight, or a one-shot timer still pending on the clock, is a test issue
    /// naming it; work in flight is cancelled. In exhaustive mode, so is what the last step
    /// left unasserted.
    deinit {
        ledger?.close()
        Self.report(survivors: released.takeUnreportedSurvivors(), at: madeAt)
        WorkInFlight.reportLeftOver(idle: idle, clock: clock, at: madeAt)
        Task { [endings] in await endings.run() }
    }

    /// Fails the test for each module the navigator let go of that is still alive, or one
    /// of its parts: checked when the harness goes, and here at a point the test chooses.
    public func expectReleasedModulesGone(sourceLocation: SourceLocation = #_sourceLocation) {
        Self.report(survivors: released.takeUnreportedSurvivors(), at: sourceLocation)
    }

    private nonisolated static func report(survivors: [String], at sourceLocation: SourceLocation) {
        for name in survivors {
            Issue.record("\(name) was not deallocated after the navigator let its module go", sourceLocation: sourceLocation)
        }
    }

    /// The parts of released modules that are still alive, by type name.
    public var releasedButAlive: [String] { released.survivors }

    /// Puts a module on screen as the root: for the framework's own tests of a module alone.
    /// An app's tests open its destinations.
    package func show(_ view: any ModuleView, sourceLocation: SourceLocation = #_sourceLocation) {
        beginStep(at: sourceLocation)
        defer { stepTaken() }
        navigator.setRoot(view)
    }

    /// The simulated phone of the last launched app, if it asked for one.
    public var device: (any LocationSimulation)? { simulations.location }
    /// The simulations the last launched app asked for.
    private var simulations = Simulations()
    /// The last launched app's screens, where `open(_:)` opens its destinations.
    private var screens: AppScreens<App.Destination>?

    /// Launches `app` as the REPL does, with test services: a fixed seed and storage in
    /// `storage` (a temporary folder of the harness's own when none is given), on its root
    /// screen or on `start`, with `options` (the app's defaults when none are given: what
    /// its options type reads from an empty command line). `services`, when given, builds the app's
    /// services in place of its own, from the same context: the app's own with a fake in
    /// place of one of them, say.
    public func launch(
        _ app: App,
        at start: App.Destination? = nil,
        seed: UInt64 = 1,
        storage: URL? = nil,
        options: App.Options? = nil,
        services: ((AppContext) throws(AppLaunchError) -> App.Destination.Services)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws(AppLaunchError) {
        beginStep(at: sourceLocation)
        defer { stepTaken() }
        let context = try context(seed: seed, storage: storage)
        screens = try runtime.launch(app, options: Self.options(options, of: app), context: context, at: start, services: services)
        simulations = context.simulations
    }

    /// The services `app` builds for itself on the harness's context, as at launch: for an
    /// interactor test that needs the app's real services.
    public func services(of app: App, seed: UInt64 = 1, storage: URL? = nil, options: App.Options? = nil) throws(AppLaunchError) -> App.Destination.Services {
        try app.makeServices(context(seed: seed, storage: storage), options: Self.options(options, of: app))
    }

    /// The options given, else the app's defaults: nothing for `NoOptions`, else what its
    /// `ParsableArguments` type reads from an empty command line.
    private static func options(_ given: App.Options?, of app: App) throws(AppLaunchError) -> App.Options {
        if let given { return given }
        if let none = NoOptions() as? App.Options { return none }
        guard let type = App.Options.self as? any ParsableArguments.Type else {
            throw AppLaunchError("\(app.name): its options, \(App.Options.self), are not a ParsableArguments type of swift-argument-parser")
        }
        let parsed: any ParsableArguments
        do {
            parsed = try type.parse([])
        } catch {
            throw AppLaunchError("\(app.name): \(type.message(for: error))")
        }
        guard let options = parsed as? App.Options else { throw AppLaunchError("\(app.name): its options did not read as \(App.Options.self)") }
        return options
    }

    /// What an app is given at launch, built as the REPL builds it.
    private func context(seed: UInt64, storage: URL?) throws(AppLaunchError) -> AppContext {
        let folder = if let storage { storage } else { try harnessFolder().url }
        return runtime.context(seed: seed, folder: folder, localization: localization)
    }

    /// The harness's own storage folder, made on first use and removed with the harness.
    private var ownFolder: TemporaryFolder?

    private func harnessFolder() throws(AppLaunchError) -> TemporaryFolder {
        if let ownFolder { return ownFolder }
        do {
            let made = try TemporaryFolder(prefix: "viper-harness")
            ownFolder = made
            return made
        } catch {
            throw AppLaunchError("the harness cannot make a temporary folder: \(error.localizedDescription)")
        }
    }

    /// Opens a screen of the launched app as its routers and routes do, with its real context.
    public func open(_ destination: App.Destination, sourceLocation: SourceLocation = #_sourceLocation) {
        opening(destination, at: sourceLocation) { $0.open(destination) }
    }

    /// Opens a screen of the launched app as if `opener` had opened it: the module's output is
    /// `opener` when it adopts it, as a spy of the module's output does.
    public func open(_ destination: App.Destination, openedBy opener: AnyObject, sourceLocation: SourceLocation = #_sourceLocation) {
        opening(destination, at: sourceLocation) { $0.open(destination, openedBy: opener) }
    }

    private func opening(_ destination: App.Destination, at sourceLocation: SourceLocation, _ open: (AppScreens<App.Destination>) -> Void) {
        guard let screens else {
            Issue.record("open(\(destination)): launch the app first", sourceLocation: sourceLocation)
            return
        }
        beginStep(at: sourceLocation)
        defer { stepTaken() }
        open(screens)
    }

    // MARK: Looking

    /// Everything on screen, with the navigation bar, the tab bar, any sheet and any alert.
    package var frame: Frame { navigator.frame(localization: localization) }

    /// The screen on top: the sheet's if one is shown.
    public var screen: Screen { frame.sheet ?? frame.screen }

    /// The navigation state: what is on which stack.
    public var state: NavigationState { navigator.state }

    /// The alert on screen, if any.
    public var alert: AlertState? { navigator.state.alert }

    /// The frame as the REPL draws it, `width` columns wide and without colour.
    public func rendered(width: Int = 80) -> String {
        TextRenderer(width: width, colored: false, language: localization.language).render(frame)
    }

    // MARK: Acting

    /// Sends a user event to the screen on top, by element ids.
    ///
    /// - Throws: `InteractionError` when the screen does not take it.
    public func send(_ event: ViewEvent, sourceLocation: SourceLocation = #_sourceLocation) throws(InteractionError) {
        beginStep(at: sourceLocation)
        defer { stepTaken() }
        try navigator.send(event)
    }

    /// Taps what the REPL's `tap` would: a number, an id or a visible label.
    public func tap(_ target: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        beginStep(at: sourceLocation)
        defer { stepTaken() }
        let resolved = try TargetResolver(frame: frame).resolve(target)
        try navigator.send(.tap(element: resolved.elementID, item: resolved.itemID))
    }

    /// Types `text` into the field a number, an id or a visible label names, in place of what it
    /// held.
    public func type(_ text: String, into field: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        beginStep(at: sourceLocation)
        defer { stepTaken() }
        try navigator.send(.type(field: TargetResolver(frame: frame).resolve(field).elementID, text: text))
    }

    /// Goes back as the REPL's `back` does: closes the sheet, pops, or dismisses a modal.
    ///
    /// - Throws: `NavigationError` when there is nothing to go back to.
    public func back(sourceLocation: SourceLocation = #_sourceLocation) throws(NavigationError) {
        beginStep(at: sourceLocation)
        defer { stepTaken() }
        try navigator.goBack()
    }
}
