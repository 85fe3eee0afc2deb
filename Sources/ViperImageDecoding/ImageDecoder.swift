import Foundation
import ImageCodecShim
import Viper

/// Why a picture could not be decoded, in one line.
public struct ImageDecodingError: Error, Equatable, Sendable {
    public let message: String

    public init(message: String) {
        self.message = message
    }
}

/// Turns JPEG or PNG bytes into a `Bitmap`, through the system's libjpeg and libpng.
public enum ImageDecoder {
    /// Decodes `data` no larger than it is drawn: shrunk, as it is decoded, to the smallest
    /// size that still covers `width × height` pixels (never enlarged), so however large the
    /// picture, only that much is kept. A picture whose header asks for more than the codecs'
    /// limits is refused before any pixel memory is allocated.
    ///
    /// The format is read from the bytes themselves: files are often misnamed
    /// (PNG data saved as `.jpeg`), so a name or extension is never asked for.
    public static func decode(_ data: Data, covering width: Int, _ height: Int) -> Result<Bitmap, ImageDecodingError> {
        guard let format = PictureFormat(sniffing: data) else {
            return .failure(ImageDecodingError(message: "not a JPEG or PNG picture"))
        }
        var image = decoded_image()
        let (boxWidth, boxHeight) = (Int32(clamping: width), Int32(clamping: height))
        let status = data.withUnsafeBytes { buffer in
            let bytes = buffer.bindMemory(to: UInt8.self)
            return switch format {
            case .jpeg: decode_jpeg(bytes.baseAddress, bytes.count, boxWidth, boxHeight, &image)
            case .png: decode_png(bytes.baseAddress, bytes.count, boxWidth, boxHeight, &image)
            }
        }
        defer { decoded_image_free(&image) }
        return result(of: status, image: image, format: format)
    }

    private static func result(
        of status: image_decode_status, image: decoded_image, format: PictureFormat
    ) -> Result<Bitmap, ImageDecodingError> {
        switch status {
        case IMAGE_DECODE_OK:
            guard let pixels = image.pixels, let bitmap = bitmap(image, rgb: pixels) else {
                return .failure(ImageDecodingError(message: "\(format.name) decoder returned no pixels"))
            }
            return .success(bitmap)
        case IMAGE_DECODE_TOO_LARGE:
            return .failure(
                ImageDecodingError(
                    message: "\(format.name) picture too large: \(image.width)×\(image.height) "
                        + "(limit \(IMAGE_DECODE_MAX_SIDE) per side, \(IMAGE_DECODE_MAX_PIXELS / 1_048_576)M pixels; "
                        + "\(IMAGE_DECODE_PIXEL_BUDGET / 1_048_576)M if progressive or interlaced)"
                ))
        case IMAGE_DECODE_OUT_OF_MEMORY:
            return .failure(ImageDecodingError(message: "out of memory decoding \(format.name)"))
        default:
            return .failure(ImageDecodingError(message: "corrupt \(format.name): \(message(of: image))"))
        }
    }

    private static func bitmap(_ image: decoded_image, rgb: UnsafeMutablePointer<UInt8>) -> Bitmap? {
        let count = Int(image.width) * Int(image.height)
        let pixels = [Color](unsafeUninitializedCapacity: count) { colors, initialized in
            for index in 0..<count {
                let rgbIndex = index * 3
                colors.initializeElement(
                    at: index, to: Color(red: rgb[rgbIndex], green: rgb[rgbIndex + 1], blue: rgb[rgbIndex + 2])
                )
            }
            initialized = count
        }
        return Bitmap(width: Int(image.width), height: Int(image.height), pixels: pixels)
    }

    private static func message(of image: decoded_image) -> String {
        var text = image.message
        let message = withUnsafeBytes(of: &text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let oneLine = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        return oneLine.isEmpty ? "unreadable data" : oneLine
    }
}

private enum PictureFormat {
    case jpeg
    case png

    init?(sniffing data: Data) {
        if data.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else {
            return nil
        }
    }

    var name: String {
        switch self {
        case .jpeg: "JPEG"
        case .png: "PNG"
        }
    }
}
