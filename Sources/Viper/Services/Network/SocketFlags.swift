#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The socket constants that Glibc and Darwin spell differently.
public enum SocketFlags {
    #if os(Linux)
    public static let stream = Int32(SOCK_STREAM.rawValue)
    /// For `send`: a peer that closed gives EPIPE rather than killing the process.
    public static let noSignal = Int32(MSG_NOSIGNAL)
    #else
    public static let stream = SOCK_STREAM
    public static let noSignal: Int32 = 0
    #endif
}
