#if canImport(Glibc)
import Glibc
#endif

/// SIGTERM and SIGHUP end the session as `quit` does, so every module closes and what it
/// saves as it closes is saved; the process then exits with 128 + the signal's number, as a
/// shell reports a process that a signal ended.
@MainActor
enum EndingSignals {
    static func install(ending session: Session, console: any Console) -> SignalPipe? {
        let signals = SignalPipe { signal in
            Task {
                await session.end()
                console.flush()
                exit(128 + signal)
            }
        }
        for signal in [SIGTERM, SIGHUP] { signals?.take(signal) }
        return signals
    }
}
