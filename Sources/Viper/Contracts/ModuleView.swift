/// The V of VIPER as the framework sees it: something that draws a `Screen` from its
/// state and turns user events into calls on its presenter (its `ViewOutput`).
///
/// Ownership is fixed: the navigator owns views, a view owns its presenter strongly,
/// and everything pointing back (presenter → view, interactor → presenter,
/// router → navigator) is `weak`.
@MainActor
public protocol ModuleView: AnyObject {
    /// Set by the navigator while the view is on screen or on a stack. Keep it `weak`.
    var host: (any ViewHost)? { get set }

    /// The screen as it stands now.
    func makeScreen() -> Screen

    /// A user event on an element of the current screen, already checked against it
    /// (the element exists, is visible and enabled, and takes this kind of event).
    /// Throw `EventRejection` for what only the view can refuse.
    func handle(_ event: ViewEvent) throws(EventRejection)

    /// Before `didLoad`, and each time the room of its screen or of one of its regions changes
    /// (the display was resized, a region was given other rows) while the navigator holds the
    /// view: a view whose room decides what its presenter asks for tells it here.
    func roomDidChange()
    /// The rows of the table `table` on screen changed (it was scrolled, rows came or went, its
    /// room changed): `ids` are the rows' ids, in order. For a presenter that does work only
    /// for what shows, such as loading pictures; the navigator keeps the window itself.
    func visibleRowsDidChange(in table: String, ids: [String])
    /// Once, before the view first appears.
    func didLoad()
    /// Each time the view becomes the one on screen.
    func willAppear()
    /// Each time another view covers it or it leaves.
    func willDisappear()
    /// Once, when the navigator lets the loaded module go for good: it was closed, or the app or
    /// the session ended. What it would lose, it keeps or says here. It must not navigate.
    func willClose()
}

extension ModuleView {
    public func roomDidChange() {}
    public func visibleRowsDidChange(in table: String, ids: [String]) {}
    public func didLoad() {}
    public func willAppear() {}
    public func willDisappear() {}
    public func willClose() {}

    /// Asks for the screen to be drawn again after a change that no user event caused.
    public func setNeedsDisplay() {
        host?.setNeedsDisplay(of: self)
    }

    /// The room the display gives this view's screen; the standard size while it has no host.
    public var displaySize: Room { host?.displaySize ?? .standard }

    /// The room the layout gave the region or table `id` of this view's screen, worked out
    /// before the view draws; until it is known, the whole screen's.
    public func room(of id: String) -> Room {
        host?.room(of: id, in: self) ?? Room(columns: displaySize.contentColumns, rows: displaySize.screenRows(tabBar: false))
    }
}

/// What a view tells when its content changed by itself (a timer fired, data arrived).
@MainActor
public protocol ViewHost: AnyObject {
    /// Something unnamed changed: every view draws again.
    func setNeedsDisplay()
    /// Only `view` changed; a host that keeps screens draws that one again.
    func setNeedsDisplay(of view: AnyObject)
    /// The room the display gives a screen.
    var displaySize: Room { get }
    /// The room the region `id` of `view`'s screen has, once it is laid out.
    func room(of id: String, in view: AnyObject) -> Room?
    /// `view` was shown a new view model: what the test kit's exhaustive mode hears of.
    func viewModelDidChange(of view: AnyObject, to model: any ViewModel)
}

extension ViewHost {
    public func setNeedsDisplay(of view: AnyObject) {
        setNeedsDisplay()
    }

    public func viewModelDidChange(of view: AnyObject, to model: any ViewModel) {}

    public func room(of id: String, in view: AnyObject) -> Room? { nil }
}

/// A reason the view gives for not taking an event; shown to the user as one line.
public struct EventRejection: Error, Equatable, Sendable {
    /// Why, in the app's languages: the REPL says it in the session's.
    public var text: LocalizedText
    /// Why, in English: what a log or a test reads.
    public var message: String { text.in(.en) }
    /// A reason in the app's languages.
    public init(_ text: LocalizedText) { self.text = text }
    /// A reason already in the session's language, such as one the presenter localized.
    public init(_ message: String) { text = LocalizedText(verbatim: message) }
}
