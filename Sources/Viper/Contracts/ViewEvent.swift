/// A user action on a screen, in terms of the screen's element ids.
public enum ViewEvent: Equatable, Sendable {
    /// A button, a tappable canvas, or an item inside an element (a table row, a point on a map).
    case tap(element: String, item: String?)
    case type(field: String, text: String)
    case clear(field: String)
    case set(control: String, value: ControlValue)
    case toggle(String)
    /// The window of a table, or of a scrollable canvas (which moves only `.by` rows).
    case scroll(table: String, ScrollMotion)
    case swipe(SwipeDirection)
    /// A long press on an element or one of its items, optionally at a point of a canvas.
    case longPress(element: String, item: String?, point: CanvasPoint?)
}

public enum ControlValue: Equatable, Sendable {
    case number(Double)
    case integer(Int)
    case option(Int)
    /// ISO 8601: `2026-11-21` or `2026-11-21T18:30`.
    case date(String)
}

public enum ScrollMotion: Equatable, Sendable {
    case by(Int)
    case toRow(String)
}

public enum SwipeDirection: String, Equatable, Sendable, CaseIterable {
    case left, right
}

/// A point on a canvas: screen coordinates, or a latitude and longitude on a map.
public struct CanvasPoint: Equatable, Sendable {
    public var first: Double
    public var second: Double
    public init(_ first: Double, _ second: Double) {
        self.first = first
        self.second = second
    }
}
