import Foundation
import ImageCodecTestSupport
import Testing
import Viper
import ViperImageDecoding

@Suite("ImageDecoder: JPEG and PNG through libjpeg and libpng")
struct ImageDecoderTests {
    static let red = Color(red: 255, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 255)

    /// 16 wide, 8 tall: the left half red, the right half blue.
    static let redBlue = Bitmap(
        width: 16, height: 8,
        pixels: (0..<128).map { $0 % 16 < 8 ? red : blue }
    )!

    // MARK: Making pictures

    static func jpeg(
        _ samples: [UInt8], width: Int, height: Int, components: Int = 3,
        progressive: Bool = false
    ) throws -> Data {
        var bytes: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = encode_jpeg(
            samples, Int32(width), Int32(height), Int32(components), 95,
            progressive ? 1 : 0, &bytes, &size)
        let encoded = try #require(bytes, "encode_jpeg failed with \(status)")
        defer { encoded_image_free(encoded) }
        return Data(bytes: encoded, count: size)
    }

    static func jpeg(_ bitmap: Bitmap, progressive: Bool = false) throws -> Data {
        try jpeg(rgb(bitmap), width: bitmap.width, height: bitmap.height, progressive: progressive)
    }

    static func png(
        _ rows: [UInt8], width: Int, height: Int, type: encoded_png_color_type, depth: Int = 8,
        interlaced: Bool = false, palette: [UInt8] = [], paletteAlpha: [UInt8] = []
    ) throws -> Data {
        var bytes: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = palette.withUnsafeBufferPointer { palette in
            paletteAlpha.withUnsafeBufferPointer { alpha in
                let layout = encoded_png_layout(
                    width: Int32(width), height: Int32(height), color_type: type, bit_depth: Int32(depth),
                    interlaced: interlaced ? 1 : 0,
                    palette: palette.isEmpty ? nil : palette.baseAddress, palette_entries: Int32(palette.count / 3),
                    palette_alpha: alpha.isEmpty ? nil : alpha.baseAddress, palette_alpha_entries: Int32(alpha.count)
                )
                return encode_png(rows, layout, &bytes, &size)
            }
        }
        let encoded = try #require(bytes, "encode_png failed with \(status)")
        defer { encoded_image_free(encoded) }
        return Data(bytes: encoded, count: size)
    }

    static func png(_ bitmap: Bitmap, interlaced: Bool = false) throws -> Data {
        try png(rgb(bitmap), width: bitmap.width, height: bitmap.height, type: ENCODED_PNG_RGB, interlaced: interlaced)
    }

    static func rgb(_ bitmap: Bitmap) -> [UInt8] {
        bitmap.pixels.flatMap { [$0.red, $0.green, $0.blue] }
    }

    /// A picture with detail everywhere, so its compressed data is long enough to cut.
    static let noisy: Bitmap = {
        var random = SplitMix(seed: 7)
        let pixels = (0..<(64 * 48)).map { _ in
            Color(red: random.nextByte(), green: random.nextByte(), blue: random.nextByte())
        }
        return Bitmap(width: 64, height: 48, pixels: pixels)!
    }()

    /// Decodes at full size: the box is larger than any picture here.
    static func decoded(_ data: Data) throws -> Bitmap {
        try ImageDecoder.decode(data, covering: .max, .max).get()
    }

    static func failure(_ data: Data) -> String? {
        guard case .failure(let error) = ImageDecoder.decode(data, covering: .max, .max) else { return nil }
        return error.message
    }

    static func close(_ color: Color, _ expected: Color, within tolerance: Int = 24) -> Bool {
        abs(Int(color.red) - Int(expected.red)) <= tolerance
            && abs(Int(color.green) - Int(expected.green)) <= tolerance
            && abs(Int(color.blue) - Int(expected.blue)) <= tolerance
    }

    /// Colour regions of a lossy picture, away from the edge where they blur together.
    static func expectRedLeftBlueRight(_ bitmap: Bitmap) {
        #expect(bitmap.width == 16 && bitmap.height == 8)
        for y in 0..<bitmap.height {
            for x in 0..<5 { #expect(close(bitmap[x, y], red), "(\(x), \(y)) is \(bitmap[x, y])") }
            for x in 11..<16 { #expect(close(bitmap[x, y], blue), "(\(x), \(y)) is \(bitmap[x, y])") }
        }
    }

    // MARK: JPEG

    @Test("a JPEG keeps its size and its colour regions")
    func jpegColours() throws {
        Self.expectRedLeftBlueRight(try Self.decoded(Self.jpeg(Self.redBlue)))
    }

    @Test("a progressive JPEG decodes the same way")
    func progressiveJPEG() throws {
        Self.expectRedLeftBlueRight(try Self.decoded(Self.jpeg(Self.redBlue, progressive: true)))
    }

    @Test("a grey JPEG becomes grey RGB")
    func greyJPEG() throws {
        let levels: [UInt8] = (0..<24).map { $0 % 6 < 3 ? 40 : 200 }
        let bitmap = try Self.decoded(Self.jpeg(levels, width: 6, height: 4, components: 1))
        #expect(bitmap.width == 6 && bitmap.height == 4)
        #expect(bitmap.pixels.allSatisfy { $0.red == $0.green && $0.green == $0.blue })
        #expect(Self.close(bitmap[0, 0], Color(red: 40, green: 40, blue: 40), within: 12))
        #expect(Self.close(bitmap[5, 3], Color(red: 200, green: 200, blue: 200), within: 12))
    }

    @Test("a CMYK JPEG (Adobe's inverted form) becomes RGB")
    func cmykJPEG() throws {
        // Inverted: 255 is no ink. Red is magenta + yellow ink; blue is cyan + magenta ink.
        let redInk: [UInt8] = [255, 0, 0, 255]
        let blueInk: [UInt8] = [0, 0, 255, 255]
        let samples = (0..<128).flatMap { $0 % 16 < 8 ? redInk : blueInk }
        Self.expectRedLeftBlueRight(try Self.decoded(Self.jpeg(samples, width: 16, height: 8, components: 4)))
    }

    // MARK: PNG

    @Test("an RGB PNG decodes exactly, interlaced or not")
    func pngExact() throws {
        let picture = Self.noisy
        #expect(try Self.decoded(Self.png(Self.redBlue)) == Self.redBlue)
        #expect(try Self.decoded(Self.png(picture)) == picture)
        #expect(try Self.decoded(Self.png(picture, interlaced: true)) == picture)
    }

    @Test("grey PNGs of 8, 1 and 16 bits become grey RGB")
    func greyPNG() throws {
        let grey8 = try Self.decoded(Self.png([0, 90, 180, 255, 255, 180, 90, 0], width: 4, height: 2, type: ENCODED_PNG_GREY))
        #expect(grey8.pixels.map(\.red) == [0, 90, 180, 255, 255, 180, 90, 0])
        #expect(grey8.pixels.allSatisfy { $0.red == $0.green && $0.green == $0.blue })

        // 1 bit per pixel, packed: 10100000 then 01010000.
        let grey1 = try Self.decoded(Self.png([0b1010_0000, 0b0101_0000], width: 4, height: 2, type: ENCODED_PNG_GREY, depth: 1))
        #expect(grey1.pixels.map(\.green) == [255, 0, 255, 0, 0, 255, 0, 255])

        // 16 bits, big-endian; v × 257 scales back to v exactly.
        let wide: [UInt16] = [0, 30 * 257, 200 * 257, 65535]
        let grey16 = try Self.decoded(
            Self.png(
                wide.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] },
                width: 2, height: 2, type: ENCODED_PNG_GREY, depth: 16))
        #expect(grey16.pixels.map(\.blue) == [0, 30, 200, 255])
    }

    @Test("a 16-bit RGB PNG becomes 8-bit")
    func sixteenBitPNG() throws {
        let bytes = Self.rgb(Self.redBlue).flatMap { [$0, $0] } // v × 257, big-endian
        let bitmap = try Self.decoded(Self.png(bytes, width: 16, height: 8, type: ENCODED_PNG_RGB, depth: 16))
        #expect(bitmap == Self.redBlue)
    }

    @Test("a palette PNG with transparency is composited over black")
    func palettePNG() throws {
        let palette: [UInt8] = [255, 0, 0, 0, 0, 255, 0, 255, 0]
        let alpha: [UInt8] = [255, 128, 0] // red opaque, blue half, green invisible
        let bitmap = try Self.decoded(
            Self.png(
                [0, 1, 2, 2, 1, 0], width: 3, height: 2, type: ENCODED_PNG_PALETTE,
                palette: palette, paletteAlpha: alpha))
        let halfBlue = Color(red: 0, green: 0, blue: 128)
        let black = Color(red: 0, green: 0, blue: 0)
        #expect(bitmap.pixels == [Self.red, halfBlue, black, black, halfBlue, Self.red])
    }

    @Test("RGBA and grey-alpha PNGs are composited over black")
    func alphaPNG() throws {
        let rgba: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 51, 255, 255, 255, 0, 200, 100, 50, 128]
        let colours = try Self.decoded(Self.png(rgba, width: 2, height: 2, type: ENCODED_PNG_RGBA)).pixels
        #expect(
            colours == [
                Self.red, Color(red: 0, green: 0, blue: 51),
                Color(red: 0, green: 0, blue: 0), Color(red: 100, green: 50, blue: 25),
            ])

        let greyAlpha: [UInt8] = [200, 255, 200, 0, 100, 51]
        let greys = try Self.decoded(Self.png(greyAlpha, width: 3, height: 1, type: ENCODED_PNG_GREY_ALPHA)).pixels
        #expect(greys.map(\.red) == [200, 0, 20])
    }

    // MARK: Detection by content

    @Test("the format comes from the bytes: both kinds go through the same call")
    func detectionByContent() throws {
        #expect(try Self.decoded(Self.png(Self.redBlue)) == Self.redBlue)
        Self.expectRedLeftBlueRight(try Self.decoded(Self.jpeg(Self.redBlue)))
    }

    static let notPictures: [String: Data] = [
        "empty": Data(),
        "GIF": Data("GIF89a".utf8) + Data([0x10, 0, 0x10, 0, 0x80, 0, 0]),
        "text": Data("<html>not found</html>".utf8),
        "two JPEG magic bytes": Data([0xFF, 0xD8]),
        "seven PNG magic bytes": Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A]),
        "random": Data((0..<512).map { (index: Int) -> UInt8 in UInt8((index * 73 + 41) % 251) }),
    ]

    @Test("anything else is not a JPEG or PNG picture", arguments: notPictures.keys.sorted())
    func notAPicture(name: String) throws {
        let data = try #require(Self.notPictures[name])
        #expect(Self.failure(data) == "not a JPEG or PNG picture")
    }

    // MARK: Damaged pictures

    @Test("a truncated JPEG fails instead of being padded with grey")
    func truncatedJPEG() throws {
        let whole = try Self.jpeg(Self.noisy)
        for length in [3, 20, whole.count / 2, whole.count - 2] {
            let message = Self.failure(whole.prefix(length))
            #expect(message?.hasPrefix("corrupt JPEG: ") == true, "cut at \(length): \(message ?? "decoded")")
        }
        #expect(Self.failure(whole.prefix(whole.count / 2)) == "corrupt JPEG: Premature end of JPEG file")
    }

    @Test("a truncated PNG fails")
    func truncatedPNG() throws {
        let whole = try Self.png(Self.noisy)
        for length in [8, 20, 33, whole.count / 2, whole.count - 12] {
            let message = Self.failure(whole.prefix(length))
            #expect(message?.hasPrefix("corrupt PNG: ") == true, "cut at \(length): \(message ?? "decoded")")
        }
    }

    @Test("flipped bytes in the middle fail with a message")
    func flippedBytes() throws {
        for (format, whole) in [("JPEG", try Self.jpeg(Self.noisy)), ("PNG", try Self.png(Self.noisy))] {
            var damaged = whole
            let middle = damaged.startIndex + damaged.count / 2
            for index in middle..<(middle + 16) { damaged[index] ^= 0xFF }
            let message = Self.failure(damaged)
            #expect(message?.hasPrefix("corrupt \(format): ") == true, "\(message ?? "decoded")")
        }
    }

    @Test("a header asking for an absurd size is refused before decoding")
    func absurdSize() throws {
        // Baseline JPEG: SOF0 is FF C0, length (2), precision (1), height (2), width (2).
        let jpeg = try Self.jpeg(Self.redBlue)
        let sof = try #require(jpeg.indices.first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        var huge = jpeg
        huge.replaceSubrange((sof + 5)..<(sof + 9), with: [0x4E, 0x20, 0x4E, 0x20]) // 20000 × 20000
        #expect(Self.failure(huge) == "JPEG picture too large: 20000×20000 (limit 16384 per side, 64M pixels; 1M if progressive or interlaced)")

        // PNG: IHDR's width and height follow the signature and the chunk's length and type.
        var png = try Self.png(Self.redBlue)
        png.replaceSubrange(16..<24, with: [0, 0, 0x40, 0, 0, 0, 0x1F, 0x40]) // 16384 × 8000
        let crc = CRC32.checksum(png[12..<29])
        png.replaceSubrange(29..<33, with: (0..<4).map { UInt8(truncatingIfNeeded: crc >> (24 - 8 * $0)) })
        #expect(Self.failure(png) == "PNG picture too large: 16384×8000 (limit 16384 per side, 64M pixels; 1M if progressive or interlaced)")
    }

    // MARK: No larger than drawn

    /// A grey PNG of `width × height`, every pixel `value`.
    static func uniformPNG(width: Int, height: Int, value: UInt8 = 0, interlaced: Bool = false) throws -> Data {
        var bytes: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = encode_grey_png(Int32(width), Int32(height), value, interlaced ? 1 : 0, &bytes, &size)
        let encoded = try #require(bytes, "encode_grey_png failed with \(status)")
        defer { encoded_image_free(encoded) }
        return Data(bytes: encoded, count: size)
    }

    @Test("a huge picture is decoded no larger than the box it is drawn in")
    func shrunkToTheBox() throws {
        let png = try Self.uniformPNG(width: 16384, height: 4096, value: 200)
        #expect(png.count < 100_000, "the server sends only \(png.count) bytes")
        let bitmap = try ImageDecoder.decode(png, covering: 24, 24).get()
        #expect(bitmap.width == 96 && bitmap.height == 24)
        #expect(Set(bitmap.pixels) == [Color(red: 200, green: 200, blue: 200)])

        let jpeg = try Self.jpeg(Self.noisy)
        let small = try ImageDecoder.decode(jpeg, covering: 8, 8).get()
        #expect(small.width == 11 && small.height == 8)
    }

    @Test("drawing the shrunk picture shows what drawing the whole picture would", arguments: [false, true])
    func shrinkingKeepsTheDrawing(asJPEG: Bool) throws {
        let data = asJPEG ? try Self.jpeg(Self.noisy) : try Self.png(Self.noisy)
        let whole = try Self.decoded(data)
        let shrunk = try ImageDecoder.decode(data, covering: 16, 12).get()
        #expect(shrunk.width == 16 && shrunk.height == 12)
        for fill in FillMode.allCases {
            #expect(ImageRasterizer.sample(shrunk, width: 16, height: 12, fill: fill) == ImageRasterizer.sample(whole, width: 16, height: 12, fill: fill))
        }
    }

    @Test("a picture that must be held whole is refused from its header above the pixel budget")
    func wholePictureOverBudget() throws {
        let interlaced = try Self.uniformPNG(width: 2048, height: 1024, interlaced: true)
        #expect(Self.failure(interlaced) == "PNG picture too large: 2048×1024 (limit 16384 per side, 64M pixels; 1M if progressive or interlaced)")
        let plain = try Self.uniformPNG(width: 2048, height: 1024)
        #expect(try ImageDecoder.decode(plain, covering: 24, 24).get().width == 48)

        let samples = [UInt8](repeating: 90, count: 1100 * 1000 * 3)
        let progressive = try Self.jpeg(samples, width: 1100, height: 1000, progressive: true)
        #expect(Self.failure(progressive) == "JPEG picture too large: 1100×1000 (limit 16384 per side, 64M pixels; 1M if progressive or interlaced)")
        let baseline = try Self.jpeg(samples, width: 1100, height: 1000)
        #expect(try ImageDecoder.decode(baseline, covering: 24, 24).get().width == 26)
    }

    // MARK: The Rick and Morty avatars

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let avatars = packageRoot.appendingPathComponent("../shared/data/rickandmorty/avatars").standardizedFileURL

    static func avatar(_ id: Int) throws -> Data {
        try #require(
            FileManager.default.fileExists(atPath: avatars.path),
            "the shared avatars are missing: looked for \(avatars.path)"
        )
        return try Data(contentsOf: avatars.appendingPathComponent("\(id).jpeg"))
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    @Test("1.jpeg is a real JPEG and 2.jpeg is PNG data under a .jpeg name; both decode")
    func avatarsByContent() throws {
        let jpeg = try Self.avatar(1)
        let png = try Self.avatar(2)
        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
        #expect(png.starts(with: Self.pngSignature))
        for data in [jpeg, png] {
            let bitmap = try Self.decoded(data)
            #expect(bitmap.width == 300 && bitmap.height == 300)
            #expect(Set(bitmap.pixels).count > 100, "a real picture has many colours")
        }
    }

    @Test("all 826 avatars decode; five are not 300×300")
    func allAvatars() throws {
        var sizes: [Int: String] = [:]
        var pngIDs: [Int] = []
        for id in 1...826 {
            let data = try Self.avatar(id)
            if data.starts(with: Self.pngSignature) { pngIDs.append(id) }
            switch ImageDecoder.decode(data, covering: .max, .max) {
            case .success(let bitmap): sizes[id] = "\(bitmap.width)×\(bitmap.height)"
            case .failure(let error): Issue.record("\(id).jpeg: \(error.message)")
            }
        }
        #expect(sizes.count == 826)
        #expect(pngIDs == [2, 5, 47, 380] + Array(494...825))
        #expect(
            sizes.filter { $0.value != "300×300" } == [
                607: "264×264", 623: "264×264", 710: "299×295", 819: "277×266", 820: "277×266",
            ])
    }
}

/// A deterministic byte source, so the noisy picture is the same on every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func nextByte() -> UInt8 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return UInt8(truncatingIfNeeded: (z ^ (z >> 31)) >> 56)
    }
}

/// PNG chunks end with a CRC-32 of their type and data; a forged header needs a fresh one.
private enum CRC32 {
    static func checksum(_ bytes: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
