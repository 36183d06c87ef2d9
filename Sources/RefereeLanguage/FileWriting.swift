import Foundation

/// The one way Referee replaces a file (transcripts, traces, the history, `fmt --write`): the
/// new text goes to a temporary file created beside the target under a fresh name that must not
/// exist yet (so a file or link planted there is never followed or overwritten), which is then
/// renamed over the target. A reader sees the old file or the new, never half of one. A link is
/// written through: the file it points to is replaced and the link stays a link. The replaced
/// file keeps its permissions; a new one gets the usual 0666 less the umask. A file that is not
/// writable (no write permission for this user, or, for root, none for anyone) is refused,
/// although its folder would let it be replaced.
/// On every failure the temporary file is removed and the target left as it was.
public enum FileReplacement {
    /// The file that writing to `path` replaces: `path`, or the file a link at `path` points to.
    /// Fails for a folder, a device or a pipe, a link to nothing, a file that is not writable,
    /// and a path that goes through a file as if it were a folder.
    public static func destination(of path: String) -> Result<String, FileProblem> {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            switch errno {
            case ENOENT: return .success(path)
            case ENOTDIR: return .failure(FileLocation.notAFolder(on: path))
            default: return .failure(.system())
            }
        }
        var target = path
        if status.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = realpath(path, nil) else {
                return .failure(FileProblem("it is a link to a missing file"))
            }
            target = String(cString: resolved)
            free(resolved)
            guard stat(target, &status) == 0 else { return .failure(.system()) }
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            guard status.st_mode & 0o222 != 0, access(target, W_OK) == 0 else {
                return .failure(FileProblem("it is not writable (mode 0\(String(status.st_mode & 0o7777, radix: 8)))"))
            }
            return .success(target)
        case S_IFDIR: return .failure(FileProblem("it is a folder"))
        default: return .failure(FileProblem("it is not a regular file"))
        }
    }

    /// Replaces the file at `path` (see the type) with `bytes`.
    public static func replace(_ path: String, with bytes: [UInt8]) -> Result<Void, FileProblem> {
        let target: String
        switch destination(of: path) {
        case .success(let t): target = t
        case .failure(let problem): return .failure(problem)
        }
        var status = stat()
        let existed = stat(target, &status) == 0
        let folder = (target as NSString).deletingLastPathComponent
        let prefix = (folder.isEmpty ? "." : folder) + "/." + (target as NSString).lastPathComponent
        var temporary = ""
        var fd: Int32 = -1
        for _ in 0..<16 {
            temporary = prefix + "." + String(UInt64.random(in: 0...UInt64.max), radix: 36) + ".tmp"
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { return .failure(.system()) }
        func fail(_ problem: FileProblem) -> Result<Void, FileProblem> {
            close(fd)
            unlink(temporary)
            return .failure(problem)
        }
        if existed {
            _ = fchown(fd, status.st_uid, status.st_gid)
            guard fchmod(fd, status.st_mode & 0o777) == 0 else { return fail(.system()) }
        }
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return fail(.system())
            }
            written += n
        }
        guard close(fd) == 0 else {
            let problem = FileProblem.system()
            unlink(temporary)
            return .failure(problem)
        }
        guard rename(temporary, target) == 0 else {
            let problem = FileProblem.system()
            unlink(temporary)
            return .failure(problem)
        }
        return .success(())
    }
}

/// Whether two paths name one file, decided by the files themselves and never by their names:
/// a trailing slash, `..`, a linked folder or a hard link cannot make one file look like two.
public enum FileIdentity {
    /// True when both exist and are the same file (device and inode, links followed), or when
    /// neither exists and both would be created at the same place.
    public static func same(_ a: String, _ b: String) -> Bool {
        var sa = stat(), sb = stat()
        let ea = stat(a, &sa) == 0, eb = stat(b, &sb) == 0
        if ea && eb { return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino }
        if ea != eb { return false }
        return physical(a) == physical(b)
    }

    /// The absolute path of `path` with every link in its folders resolved (the last part is
    /// kept as named, so a link to a file stays that link), and a trailing slash dropped.
    public static func physical(_ path: String) -> String {
        var p = path
        while p.count > 1, p.hasSuffix("/") { p.removeLast() }
        if !p.hasPrefix("/") { p = FileManager.default.currentDirectoryPath + "/" + p }
        let name = (p as NSString).lastPathComponent
        if name == "." || name == ".." || p == "/" { return real(p) }
        let folder = real((p as NSString).deletingLastPathComponent)
        return (folder == "/" ? "" : folder) + "/" + name
    }

    /// The absolute path with every link resolved, or, when it does not exist, with `.` and `..`
    /// taken away by name.
    public static func real(_ path: String) -> String {
        guard let r = realpath(path, nil) else { return URL(fileURLWithPath: path).standardizedFileURL.path }
        defer { free(r) }
        return String(cString: r)
    }
}
