/// A 24-bit colour for canvases and pictures.
public struct Color: Equatable, Hashable, Sendable {
    /// The red channel, 0 to 255.
    public var red: UInt8
    /// The green channel, 0 to 255.
    public var green: UInt8
    /// The blue channel, 0 to 255.
    public var blue: UInt8
    /// A colour of the three channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Perceived brightness in 0...1 (Rec. 601 weights), for grey-scale output.
    public var luminance: Double {
        (0.299 * Double(red) + 0.587 * Double(green) + 0.114 * Double(blue)) / 255
    }
}

/// A run of text drawn in one colour.
public struct Span: Equatable, Sendable {
    /// The text of the run.
    public var text: String
    /// The colour of its characters; the terminal's own when nil.
    public var foreground: Color?
    /// The colour behind its characters; the terminal's own when nil.
    public var background: Color?
    /// A run of `text` in the colours given.
    public init(_ text: String, foreground: Color? = nil, background: Color? = nil) {
        self.text = text
        self.foreground = foreground
        self.background = background
    }
}

/// One line of a canvas or picture.
public struct StyledLine: Equatable, Sendable, ExpressibleByStringLiteral {
    /// The runs of the line, from its start.
    public var spans: [Span]
    /// A line of `spans`.
    public init(_ spans: [Span]) { self.spans = spans }
    /// A line of `text` in the terminal's colours.
    public init(_ text: String) { spans = [Span(text)] }
    /// A line of the literal's text in the terminal's colours.
    public init(stringLiteral value: String) { spans = [Span(value)] }
    /// The line's text without its colours.
    public var plainText: String { spans.count == 1 ? spans[0].text : spans.map(\.text).joined() }
}
