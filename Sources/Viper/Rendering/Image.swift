/// Decoded pixels, row-major, top row first.
public struct Bitmap: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public let pixels: [Color]

    /// `nil` when the pixel count does not match the size.
    public init?(width: Int, height: Int, pixels: [Color]) {
        guard width > 0, height > 0, pixels.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public subscript(x: Int, y: Int) -> Color { pixels[y * width + x] }
}

/// How a picture fills a box of a different shape (the seed specs' three modes).
public enum FillMode: String, Equatable, Sendable, Codable, CaseIterable {
    /// Stretch to the box, ignoring the aspect ratio.
    case resize
    /// Keep the aspect ratio and show all of it; the rest of the box stays empty.
    case fit
    /// Keep the aspect ratio and cover the box; what sticks out is cropped evenly.
    case fill
}

public enum ImageState: Equatable, Sendable {
    case none
    case loading
    case loaded(Bitmap)
    case failed(reason: String)

    /// The state's name as tools see it: none, loading, loaded or failed.
    public var name: String {
        switch self {
        case .none: "none"
        case .loading: "loading"
        case .loaded: "loaded"
        case .failed: "failed"
        }
    }
}

/// A picture shown in a box of `columns × rows` characters.
public struct ImageBox: Equatable, Sendable {
    public var state: ImageState
    public var columns: Int
    public var rows: Int
    public var fill: FillMode
    /// Describes the picture when it cannot be drawn.
    public var caption: String

    /// The pixels the box shows: each character cell is two pixels stacked.
    public var pixelWidth: Int { columns }
    public var pixelHeight: Int { rows * 2 }

    public init(state: ImageState, columns: Int, rows: Int, fill: FillMode = .fit, caption: String = "") {
        self.state = state
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        self.fill = fill
        self.caption = caption
    }
}
