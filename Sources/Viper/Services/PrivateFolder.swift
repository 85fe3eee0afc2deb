#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder for the program's own files: created with 0700, with any missing parents, while a
/// folder that exists already, the program's or not, keeps exactly the mode it had.
package enum PrivateFolder {
    /// Why the folder at `path` cannot be had, in a few words, or `nil` once it exists.
    package static func make(_ path: String) -> String? {
        var status = stat()
        let parent = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        if stat(path, &status) == 0 {
            return status.st_mode & S_IFMT == S_IFDIR ? nil : "\(path) is not a folder"
        }
        // ENOTDIR: a folder on the way is a file; the parent names which.
        guard errno == ENOENT || errno == ENOTDIR else { return SystemErrorText.current }
        if !parent.isEmpty, let reason = make(parent) { return reason }
        guard mkdir(path, 0o700) == 0 || errno == EEXIST else { return SystemErrorText.current }
        return nil
    }

    /// Whether the existing folder at `path` lets others (its group, or anyone) look inside.
    package static func isOpenToOthers(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR && status.st_mode & 0o077 != 0
    }
}
