/// A 24-bit colour for canvases and pictures.
public struct Color: Equatable, Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
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
    public var text: String
    public var foreground: Color?
    public var background: Color?
    public init(_ text: String, foreground: Color? = nil, background: Color? = nil) {
        self.text = text
        self.foreground = foreground
        self.background = background
    }
}

/// One line of a canvas or picture.
public struct StyledLine: Equatable, Sendable, ExpressibleByStringLiteral {
    public var spans: [Span]
    public init(_ spans: [Span]) { self.spans = spans }
    public init(_ text: String) { spans = [Span(text)] }
    public init(stringLiteral value: String) { spans = [Span(value)] }
    public var plainText: String { spans.count == 1 ? spans[0].text : spans.map(\.text).joined() }
}
