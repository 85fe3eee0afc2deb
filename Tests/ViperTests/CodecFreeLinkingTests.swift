import Foundation
import Testing

/// `Viper` draws pictures but decodes none: JPEG and PNG decoding lives in `ViperImageDecoding`,
/// so an app without pictures links no codec. Checked on the built `document-writer`, the helper
/// executable that depends on `Viper` alone, with `ldd` (a real process; no clock involved), which
/// lists every shared library the program loads, directly or through another library.
@Suite("Viper links no image codec")
struct CodecFreeLinkingTests {
    @Test("a program built on Viper alone loads neither libjpeg nor libpng")
    func viperAloneLoadsNoCodec() throws {
        let libraries = try SharedLibraries.loaded(by: HelperExecutable.url(named: "document-writer"))
        try #require(
            libraries.contains { $0.hasPrefix("libswiftCore") },
            "ldd did not list the Swift runtime, so its listing cannot be trusted: \(libraries)"
        )
        let codecs = libraries.filter { $0.hasPrefix("libjpeg") || $0.hasPrefix("libpng") }
        #expect(codecs.isEmpty, "document-writer depends on Viper alone, yet loads \(codecs)")
    }
}

/// The shared libraries a program loads, by file name, as `ldd` lists them.
private enum SharedLibraries {
    static func loaded(by program: URL) throws -> [String] {
        let output = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ldd", program.path]
        process.standardOutput = output
        try process.run()
        let listing = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "ldd \(program.path) failed with status \(process.terminationStatus)")
        // Each line names a library first: "\tlibpng16.so.16 => /lib/…/libpng16.so.16 (0x…)".
        return listing.split(separator: "\n").compactMap { line in
            line.split(whereSeparator: \.isWhitespace).first.map { URL(fileURLWithPath: String($0)).lastPathComponent }
        }
    }
}
