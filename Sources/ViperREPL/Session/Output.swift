import Foundation
import Viper

#if canImport(Glibc)
    import Glibc
#endif

/// Where the REPL writes. Standard output in the executable; a buffer in tests.
@MainActor
public protocol Console: AnyObject {
    /// Writes text as it is; lines end with their own line breaks.
    func write(_ text: String)
    /// A frame's rendering, without its last line break: a console that knows what is on
    /// screen may draw it over the last frame.
    func writeFrame(_ rendering: String)
    /// Sends on what was written and is still held.
    func flush()
    /// Why the output could not be written (a full disk, a closed pipe), once it could not.
    var failure: String? { get }
}

extension Console {
    public func writeFrame(_ rendering: String) {
        write(rendering + "\n")
    }

    public var failure: String? { nil }
}

/// Standard output, buffered: one system call per many lines.
@MainActor
public final class StandardOutput: Console {
    private var buffer: [UInt8] = []

    /// Standard output, with nothing held yet.
    public init() {
        buffer.reserveCapacity(1 << 16)
    }

    /// Holds `text`, writing it out when enough is held or on `flush()`.
    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    public private(set) var failure: String?

    /// Once a write fails, nothing more is written: the session ends on the failure.
    public func flush() {
        guard !buffer.isEmpty, failure == nil else { return }
        var written = 0
        while written < buffer.count {
            let count = buffer[written...].withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 && errno == EAGAIN {
                // An output left non-blocking by whoever shares it: wait until it takes more.
                var ready = pollfd(fd: STDOUT_FILENO, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, -1)
                continue
            }
            guard count >= 0 else {
                failure = SystemErrorText.current
                break
            }
            written += count
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Collects everything written, for tests.
@MainActor
public final class BufferConsole: Console {
    /// Everything written so far.
    public private(set) var text = ""
    /// An empty console.
    public init() {}
    /// Keeps `text` after what was written before.
    public func write(_ text: String) { self.text += text }
    /// Nothing to do: nothing is held.
    public func flush() {}
}

/// Formats what a session says: as text lines, or as one JSON object per line.
@MainActor
struct OutputFormatter {
    let console: any Console
    let json: Bool
    let renderer: TextRenderer

    func echo(_ line: String) {
        if json {
            emit([("type", "command"), ("line", .string(line))])
        } else {
            console.write("> \(line)\n")
        }
    }

    /// The frame as it would be printed; comparing two tells whether the screen changed.
    func rendering(of frame: Frame, scrolledBy scroll: Int = 0) -> String {
        json ? JSONRenderer.render(frame) : renderer.render(frame, scrolledBy: scroll)
    }

    /// Prints a frame's rendering, as made by `rendering(of:)`.
    func print(rendering: String) {
        if json {
            // A frame object becomes a line of the stream by gaining a leading type member.
            console.write("{\"type\":\"frame\"," + rendering.dropFirst() + "\n")
        } else {
            console.writeFrame(rendering)
        }
    }

    func error(_ message: String) {
        line(kind: "error", message)
    }

    func note(_ message: String) {
        line(kind: "note", message)
    }

    func sound(_ played: SimulatedSpeaker.Played) {
        if json {
            emit([
                ("type", "sound"), ("name", .string(played.sound.name)), ("kind", .string(played.sound.kind.rawValue)),
                ("seconds", .number(played.sound.duration.seconds)), ("volume", .number(played.volume)),
            ])
        } else {
            console.write(played.line(in: renderer.language) + "\n")
        }
    }

    func info(_ lines: [String]) {
        if json {
            emit([("type", "info"), ("lines", .array(lines.map(JSONValue.string)))])
        } else {
            let width = renderer.width
            console.write(
                lines.flatMap { Self.drawn($0).split(separator: "\n", omittingEmptySubsequences: false) }
                    .flatMap { Self.fitted(String($0), to: width) }
                    .map { $0 + "\n" }.joined())
        }
    }

    /// A line wider than the screen, wrapped at spaces; in an indented list, each further line
    /// is indented under the text it continues (under the name of a `[1]` item).
    private static func fitted(_ line: String, to width: Int) -> [String] {
        guard TextWidth.of(line) > width else { return [line] }
        let indent = line.prefix { $0 == " " }.count
        let text = line.dropFirst(indent)
        let hanging = indent == 0 ? 0 : indent + (text.hasPrefix("[") ? 4 : 2)
        guard width - hanging >= 12 else { return [line] }
        let wrapped = TextWidth.wrap(String(text), to: width - hanging)
        return [String(repeating: " ", count: indent) + wrapped[0]]
            + wrapped.dropFirst().map { String(repeating: " ", count: hanging) + $0 }
    }

    private func line(kind: String, _ message: String) {
        if json {
            emit([("type", .string(kind)), ("message", .string(message))])
        } else {
            console.write("\(kind): \(Self.drawn(message))\n")
        }
    }

    /// Text as a terminal may show it: its own line breaks kept, every other control neutralised.
    private static func drawn(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { Sanitized.drawn(String($0)) }.joined(separator: "\n")
    }

    private func emit(_ members: [(String, JSONValue)]) {
        console.write(JSONValue.object(members).serialized + "\n")
    }
}
