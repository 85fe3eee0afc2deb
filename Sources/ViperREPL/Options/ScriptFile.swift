#if canImport(Glibc)
    import Glibc
#endif

/// The script named by `--script`, opened for reading: a file, a pipe or a device that can be
/// read line by line, never a folder (opening one succeeds, and then every read fails).
enum ScriptFile {
    static func open(_ path: String) throws(LaunchError) -> Int32 {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw LaunchError("cannot read script \(path): \(String(cString: strerror(errno)))") }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            close(descriptor)
            throw LaunchError("cannot read script \(path): it is a folder")
        }
        return descriptor
    }
}
