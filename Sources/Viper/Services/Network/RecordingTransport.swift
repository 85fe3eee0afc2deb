import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Passes requests through to another transport and keeps a copy of every successful
/// (2xx) answer as files under `folder`, laid out by `layout`, so a replay transport can
/// answer from them later. Failing to write never fails the request; it is reported
/// through `onError`.
package struct RecordingTransport: HTTPTransport {
    /// Where an answer is kept: the files, relative to the folder, and their bytes.
    package typealias Layout = @Sendable (HTTPRequest, HTTPResponse) -> [(relativePath: String, data: Data)]

    /// An answer that could not be kept.
    package struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// The file that could not be written, relative to the folder.
        package let relativePath: String
        /// Why, in the system's words.
        package let reason: String

        package var description: String { "cannot record \(relativePath): \(reason)" }
    }

    private let inner: any HTTPTransport
    private let folder: URL
    private let layout: Layout
    private let onError: (@Sendable (Failure) -> Void)?

    /// Records what `inner` answers into `folder`.
    ///
    /// - Parameters:
    ///   - inner: The transport that answers.
    ///   - folder: Where the files go.
    ///   - layout: Which files an answer is kept as.
    ///   - onError: Told of each answer that could not be kept.
    package init(_ inner: any HTTPTransport, folder: URL, layout: @escaping Layout, onError: (@Sendable (Failure) -> Void)? = nil) {
        self.inner = inner
        self.folder = folder
        self.layout = layout
        self.onError = onError
    }

    /// Sends `request` through the inner transport and keeps a copy of a successful answer.
    package func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        let response = try await inner.send(request)
        if (200...299).contains(response.status) {
            for file in layout(request, response) {
                do {
                    try write(file.data, to: file.relativePath)
                } catch {
                    onError?(error)
                }
            }
        }
        return response
    }

    /// Writes to a temporary file beside the target, then renames it into place, so a
    /// reader never sees half a file.
    private func write(_ data: Data, to relativePath: String) throws(Failure) {
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !relativePath.hasPrefix("/"), !components.isEmpty, !components.contains(where: { $0 == "." || $0 == ".." }) else {
            throw Failure(relativePath: relativePath, reason: "the path must stay inside the recording folder")
        }
        let target = components.reduce(folder) { $0.appendingPathComponent($1) }
        let directory = target.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw Failure(relativePath: relativePath, reason: Self.reason(error))
        }
        guard rename(temporary.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw Failure(relativePath: relativePath, reason: reason)
        }
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
