#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder only its owner may enter: created with 0700 (with any missing parents), an
/// existing one tightened to 0700.
public enum PrivateFolder {
    /// Why the folder at `path` cannot be had, in a few words, or `nil` once it exists.
    public static func make(_ path: String) -> String? {
        var status = stat()
        let parent = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        if stat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else { return "\(path) is not a folder" }
            if status.st_mode & 0o077 != 0 { chmod(path, 0o700) }
            return nil
        }
        // ENOTDIR: a folder on the way is a file; the parent names which.
        guard errno == ENOENT || errno == ENOTDIR else { return String(cString: strerror(errno)) }
        if !parent.isEmpty, let reason = make(parent) { return reason }
        guard mkdir(path, 0o700) == 0 || errno == EEXIST else { return String(cString: strerror(errno)) }
        return nil
    }
}
