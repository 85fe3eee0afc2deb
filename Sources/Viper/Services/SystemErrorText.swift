#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a system call failed, as a user reads it: the system's own words, except that a full
/// disk (or a full quota) says so plainly rather than "No space left on device".
package enum SystemErrorText {
    /// The words for the system error `code` (an `errno`).
    package static func of(_ code: Int32) -> String {
        code == ENOSPC || code == EDQUOT ? "the disk is full" : String(cString: strerror(code))
    }

    /// The reason of the call that just failed.
    package static var current: String { of(errno) }
}
