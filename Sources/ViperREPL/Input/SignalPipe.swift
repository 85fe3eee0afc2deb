import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// Signals turned into calls on the main actor. A signal handler may do little safely, so it
/// writes the signal's number to a pipe, and the main queue reads it and calls `received`.
@MainActor
final class SignalPipe {
    private let reader: any DispatchSourceRead
    private let writeEnd: Int32

    init?(_ received: @escaping @MainActor (Int32) -> Void) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        // A signal handler must never block on a full pipe.
        _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
        let readEnd = ends[0]
        writeEnd = ends[1]
        reader = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: .main)
        reader.setEventHandler {
            var bytes = [UInt8](repeating: 0, count: 64)
            let count = read(readEnd, &bytes, bytes.count)
            MainActor.assumeIsolated {
                for signal in bytes.prefix(max(0, count)) { received(Int32(signal)) }
            }
        }
        reader.setCancelHandler {
            close(readEnd)
            close(ends[1])
        }
        reader.resume()
    }

    /// The signals sent here now, given back by `stop`.
    private var held: Set<Int32> = []

    /// Sends `signal` to this pipe from now on; returns the handler it replaces.
    @discardableResult
    func take(_ signal: Int32) -> sighandler_t? {
        signalPipes[Int(signal)] = writeEnd
        held.insert(signal)
        return Glibc.signal(signal, forwardToPipe)
    }

    /// Gives `signal` back to `handler`.
    func giveBack(_ signal: Int32, to handler: sighandler_t?) {
        held.remove(signal)
        Glibc.signal(signal, handler ?? SIG_DFL)
    }

    /// Gives back every signal still held, to its default, and closes the pipe: a signal that
    /// came later would write to a descriptor that may by then be another file's.
    func stop() {
        for signal in held { Glibc.signal(signal, SIG_DFL) }
        held = []
        reader.cancel()
    }
}

/// The pipe each signal goes to, by number; set before the handler that reads it is installed.
/// Plain memory allocated once, so the handler does nothing a signal handler must not.
nonisolated(unsafe) private let signalPipes: UnsafeMutablePointer<Int32> = {
    let pipes = UnsafeMutablePointer<Int32>.allocate(capacity: 65)
    pipes.initialize(repeating: -1, count: 65)
    return pipes
}()

private func forwardToPipe(_ signal: Int32) {
    guard (0..<65).contains(signal) else { return }
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(signalPipes[Int(signal)], &byte, 1)
}
