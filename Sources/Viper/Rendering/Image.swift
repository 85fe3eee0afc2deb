/// Decoded pixels, row-major, top row first.
public struct Bitmap: Equatable, Sendable {
    /// Pixels in a row.
    public let width: Int
    /// Rows of pixels.
    public let height: Int
    /// Every pixel, `width` to a row, the top row first.
    public let pixels: [Color]

    /// `nil` when the pixel count does not match the size.
    public init?(width: Int, height: Int, pixels: [Color]) {
        guard width > 0, height > 0, pixels.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel in column `x` and row `y`, both from 0 at the top left.
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

/// Where a picture is on its way to the screen.
public enum ImageState: Equatable, Sendable {
    /// No picture.
    case none
    /// On its way: the box shows that it is loading.
    case loading
    /// Decoded, ready to draw.
    case loaded(Bitmap)
    /// It could not be had; `reason` says why.
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
    /// Where the picture is: none, loading, loaded or failed.
    public var state: ImageState
    /// The box's width in characters.
    public var columns: Int
    /// The box's height in characters.
    public var rows: Int
    /// How the picture fills the box.
    public var fill: FillMode
    /// Describes the picture when it cannot be drawn.
    public var caption: String

    /// The pixels the box shows: each character cell is two pixels stacked.
    public var pixelWidth: Int { columns }
    /// Two pixels to a character row, drawn as half blocks.
    public var pixelHeight: Int { rows * 2 }

    /// A box of `columns × rows` characters; sizes below 1 are taken as 1.
    public init(state: ImageState, columns: Int, rows: Int, fill: FillMode = .fit, caption: String = "") {
        self.state = state
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        self.fill = fill
        self.caption = caption
    }
}
