#if canImport(Glibc)
    import Glibc
#endif

/// What stands at a path where a regular file is expected.
enum FileKind {
    /// "a folder", "a FIFO", "a device"… for something at `path` that is not a regular file
    /// (links followed); `nil` for a regular file or nothing at all.
    static func ofNonRegularFile(at path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }
}
