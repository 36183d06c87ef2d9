import Foundation
import RefereeLanguage

/// Where the REPL keeps its history: `$XDG_STATE_HOME/referee/history`, or
/// `~/.local/state/referee/history` when XDG_STATE_HOME is unset, empty or relative (the XDG
/// base-directory rules ignore relative paths).
public enum HistoryFile {
    public static func path(environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return trimmed(state) + "/referee/history"
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return trimmed(home) + "/.local/state/referee/history"
        }
        return nil
    }

    static func trimmed(_ path: String) -> String {
        var p = Substring(path)
        while p.count > 1, p.last == "/" { p = p.dropLast() }
        return p == "/" ? "" : String(p)
    }
}

/// The history file's text, in libedit's format so that files written by earlier versions still
/// load: the line `_HiStOrY_V2_`, then one entry a line, with a backslash, spaces and control
/// characters escaped as `strvis(3)` does (`\\`, `\040`). Reading and writing go through
/// `BoundedFile` and `FileReplacement`, like every other file: a pipe, a device or an endless
/// file is refused, a link is written through, and the temporary file is created exclusively.
extension HistoryFile {
    static let header = "_HiStOrY_V2_"
    /// Entries kept, the newest last.
    static let entryLimit = 1000

    /// The entries in the file at `path`; a missing file has none.
    static func load(_ path: String) -> Result<[String], FileProblem> {
        guard BoundedFile.exists(path) else { return .success([]) }
        return BoundedFile.read(path).map(entries(in:))
    }

    /// Adds `entry` to the file as it is now, so that lines another prompt wrote since this one
    /// started are kept, not replaced by this prompt's memory. Writers take turns on a lock on
    /// the history's folder.
    static func append(_ entry: String, to path: String) -> Result<Void, FileProblem> {
        let lock = open((path as NSString).deletingLastPathComponent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if lock >= 0 { flock(lock, LOCK_EX) }
        defer { if lock >= 0 { close(lock) } }
        var kept: [String]
        switch load(path) {
        case .success(let entries): kept = entries
        case .failure(let problem): return .failure(problem)
        }
        if kept.last != entry { kept.append(entry) }
        return FileReplacement.replace(path, with: encoded(kept.suffix(entryLimit)))
    }

    static func entries(in bytes: [UInt8]) -> [String] {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
        if let first = lines.first, first.elementsEqual(header.utf8) { lines.removeFirst() }
        return lines.map { String(decoding: unescaped($0), as: UTF8.self) }
    }

    static func encoded<Entries: Sequence<String>>(_ entries: Entries) -> [UInt8] {
        var out = Array((header + "\n").utf8)
        for entry in entries {
            for b in entry.utf8 {
                if b == UInt8(ascii: "\\") {
                    out += [b, b]
                } else if b <= 0x20 || b == 0x7f {
                    out += [UInt8(ascii: "\\"), 0x30 + (b >> 6), 0x30 + ((b >> 3) & 7), 0x30 + (b & 7)]
                } else {
                    out.append(b)
                }
            }
            out.append(UInt8(ascii: "\n"))
        }
        return out
    }

    /// Undoes `strvis(3)`: octal `\ooo`, `\\`, `\^C`, `\M-C`, `\M^C` and the C escapes.
    static func unescaped(_ line: ArraySlice<UInt8>) -> [UInt8] {
        let bytes = Array(line)
        var out: [UInt8] = []
        var i = 0
        func at(_ k: Int) -> UInt8? { k < bytes.count ? bytes[k] : nil }
        func control(_ c: UInt8) -> UInt8 { c == UInt8(ascii: "?") ? 0x7f : c & 0x1f }
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "\\"), let next = at(i + 1) else {
                out.append(bytes[i])
                i += 1
                continue
            }
            switch next {
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value: UInt8 = 0
                var k = i + 1
                while k < i + 4, let d = at(k), d >= UInt8(ascii: "0"), d <= UInt8(ascii: "7") {
                    value = value &* 8 &+ (d - UInt8(ascii: "0"))
                    k += 1
                }
                out.append(value)
                i = k
            case UInt8(ascii: "^"):
                if let c = at(i + 2) { out.append(control(c)) }
                i += 3
            case UInt8(ascii: "M"):
                if at(i + 2) == UInt8(ascii: "-"), let c = at(i + 3) {
                    out.append(c | 0x80)
                } else if at(i + 2) == UInt8(ascii: "^"), let c = at(i + 3) {
                    out.append(control(c) | 0x80)
                }
                i += 4
            case UInt8(ascii: "$"):
                i += 2
            default:
                let named: [UInt8: UInt8] = [
                    UInt8(ascii: "n"): 10, UInt8(ascii: "t"): 9, UInt8(ascii: "r"): 13, UInt8(ascii: "b"): 8,
                    UInt8(ascii: "a"): 7, UInt8(ascii: "v"): 11, UInt8(ascii: "f"): 12, UInt8(ascii: "s"): 32,
                    UInt8(ascii: "E"): 27,
                ]
                out.append(named[next] ?? next)
                i += 2
            }
        }
        return out
    }
}
