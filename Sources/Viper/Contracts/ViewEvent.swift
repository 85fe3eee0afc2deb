/// A user action on a screen, in terms of the screen's element ids.
public enum ViewEvent: Equatable, Sendable {
    /// A button, a tappable canvas, or an item inside an element (a table row, a point on a map).
    case tap(element: String, item: String?)
    /// Text typed into a field, in place of what it held.
    case type(field: String, text: String)
    /// A field emptied.
    case clear(field: String)
    /// A control set to a value: a slider, a stepper, a picker or a date picker.
    case set(control: String, value: ControlValue)
    /// A switch turned over.
    case toggle(String)
    /// The window of a table, or of a scrollable canvas (which moves only `.by` rows).
    case scroll(table: String, ScrollMotion)
    /// A swipe across the screen.
    case swipe(SwipeDirection)
    /// A long press on an element or one of its items, optionally at a point of a canvas.
    case longPress(element: String, item: String?, point: CanvasPoint?)
}

/// The value a control is set to, as the REPL's `set` read it.
public enum ControlValue: Equatable, Sendable {
    /// A slider's value.
    case number(Double)
    /// A stepper's value.
    case integer(Int)
    /// A picker's option, by its position.
    case option(Int)
    /// ISO 8601: `2026-11-21` or `2026-11-21T18:30`.
    case date(String)
}

/// How a window moves.
public enum ScrollMotion: Equatable, Sendable {
    /// By this many rows; negative is up.
    case by(Int)
    /// As little as it takes to show the row with this id.
    case toRow(String)
}

/// Which way a swipe goes.
public enum SwipeDirection: String, Equatable, Sendable, CaseIterable {
    /// From right to left.
    case left
    /// From left to right.
    case right
}

/// A point on a canvas: screen coordinates, or a latitude and longitude on a map.
public struct CanvasPoint: Equatable, Sendable {
    /// The point's column on the screen, or its latitude on a map.
    public var first: Double
    /// The point's row on the screen, or its longitude on a map.
    public var second: Double
    /// A point of the two coordinates, in that order.
    public init(_ first: Double, _ second: Double) {
        self.first = first
        self.second = second
    }
}
