import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// One line of input as the reader delivers it.
public enum InputLine: Sendable, Equatable {
    /// A line, without its line break.
    case line(String)
    /// A line longer than the limit; its bytes were dropped unread.
    case tooLong(bytes: Int)
    /// Reading failed; nothing more comes.
    case unreadable(reason: String)
}

/// Reads lines from a file descriptor on a background thread. Bytes that are not UTF-8
/// become U+FFFD, a line over `limit` bytes is reported instead of kept, and a last line
/// without a newline still counts.
public enum LineReader {
    /// The most bytes a line may have: 16 KiB.
    public static let limit = 16_384

    /// How many batches may wait to be taken before the reader stops reading: a pipe that never
    /// ends (`yes look | viper`) is read only as fast as the session takes its lines.
    static let batchesAhead = 4

    /// Lines in batches, one per read: a script's lines arrive without a thread hand-off each.
    public static func lines(from descriptor: Int32) -> LineBatches {
        // Made empty and then given its room: libdispatch traps when a semaphore is freed with
        // a value below the one it was made with, as this one is whenever input is left unread.
        let room = DispatchSemaphore(value: 0)
        for _ in 0..<batchesAhead { room.signal() }
        let stream = AsyncStream<[InputLine]> { continuation in
            // A session that stops reading (quit) lets a waiting reader go, and it stops too.
            let finished = StopFlag()
            continuation.onTermination = { _ in
                finished.raise()
                room.signal()
            }
            let thread = Thread {
                var splitter = LineSplitter(limit: limit)
                var chunk = [UInt8](repeating: 0, count: 1 << 16)
                while true {
                    let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                    if count < 0 && errno == EINTR { continue }
                    if count < 0 {
                        continuation.yield([.unreadable(reason: String(cString: strerror(errno)))])
                        break
                    }
                    guard count > 0 else { break }
                    let lines = splitter.feed(chunk[0..<count])
                    if !lines.isEmpty {
                        room.wait()
                        if finished.isRaised { break }
                        continuation.yield(lines)
                    }
                }
                if let last = splitter.finish() { continuation.yield([last]) }
                continuation.finish()
            }
            thread.start()
        }
        return LineBatches(stream: stream, room: room)
    }
}

/// The reader's batches, and the room it waits for: each batch taken lets it read one more.
public struct LineBatches: Sendable {
    let stream: AsyncStream<[InputLine]>
    let room: DispatchSemaphore

    /// Tells the reader a batch was taken.
    func took() {
        room.signal()
    }
}

/// Cuts a byte stream into lines; kept apart from the reading so it can be tested.
struct LineSplitter {
    let limit: Int
    private var pending: [UInt8] = []
    private var droppedBytes = 0

    init(limit: Int) {
        self.limit = limit
    }

    mutating func feed(_ bytes: ArraySlice<UInt8>) -> [InputLine] {
        var lines: [InputLine] = []
        var start = bytes.startIndex
        while let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            append(bytes[start..<newline])
            lines.append(takeLine())
            start = newline + 1
        }
        append(bytes[start...])
        return lines
    }

    mutating func finish() -> InputLine? {
        pending.isEmpty && droppedBytes == 0 ? nil : takeLine()
    }

    private mutating func append(_ bytes: ArraySlice<UInt8>) {
        if droppedBytes > 0 || pending.count + bytes.count > limit {
            droppedBytes += pending.count + bytes.count
            pending = []
        } else {
            pending.append(contentsOf: bytes)
        }
    }

    private mutating func takeLine() -> InputLine {
        defer {
            pending = []
            droppedBytes = 0
        }
        if droppedBytes > 0 { return .tooLong(bytes: droppedBytes) }
        if pending.last == UInt8(ascii: "\r") { pending.removeLast() }
        return .line(String(decoding: pending, as: UTF8.self))
    }
}

/// Set once, read from any thread.
final class StopFlag: Sendable {
    private let raised = Mutex(false)

    var isRaised: Bool { raised.withLock { $0 } }

    func raise() {
        raised.withLock { $0 = true }
    }
}
