import ArgumentParser
import Foundation
import RefereeLanguage

/// `referee fmt PATH…`: prints rule and scenarios files in their canonical form, checks that they
/// are in it (`--check`, for CI), or rewrites them in place (`--write`). A folder stands for every
/// rule and scenarios file below it.
struct Fmt: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print rule and scenarios files in their canonical form.",
        discussion: """
        Without flags, prints each file formatted. With --check, prints the name of each file \
        that is not formatted and exits 1 if there is one. With --write, rewrites each file that \
        is not formatted, atomically (a temporary file renamed over it). Formatting keeps every \
        word and comment, and never changes what a file means. A file that does not parse is \
        reported and left alone; the exit status is then 65. A folder stands for every .rules and \
        .scenarios file below it, so 'referee fmt --check rules/ examples/' checks every shipped file.
        """
    )

    @Argument(help: "Rule (.rules) or scenarios (.scenarios) files, or folders to search for them.")
    var files: [String]

    @Flag(help: "Exit 1 if a file is not formatted; print nothing else.")
    var check = false

    @Flag(help: "Rewrite files in place.")
    var write = false

    func validate() throws {
        if check && write { throw ValidationError("--check and --write cannot be used together") }
    }

    func run() throws {
        var unformatted = 0
        var invalid = 0
        for path in Self.sourceFiles(in: files) {
            guard let data = FileManager.default.contents(atPath: path) else {
                Output.error("\(path): cannot read the file")
                invalid += 1
                continue
            }
            let source = SourceFile(name: path, bytes: Array(data))
            let formatted: String
            switch Formatter.format(source) {
            case .success(let text): formatted = text
            case .failure(let failure):
                for diagnostic in failure.diagnostics {
                    Output.error(diagnostic.rendered(in: source, color: Output.stderrIsTerminal))
                }
                invalid += 1
                continue
            }
            let same = Array(formatted.utf8) == source.bytes
            if check {
                if !same {
                    Output.line(path)
                    unformatted += 1
                }
            } else if write {
                if !same { try replace(path, with: formatted) }
            } else {
                Output.prompt(formatted)
            }
        }
        if invalid > 0 { throw ExitCode(65) }
        if unformatted > 0 { throw ExitCode(1) }
    }

    /// The files named, and below each folder named every `.rules` and `.scenarios` file, sorted.
    static func sourceFiles(in paths: [String]) -> [String] {
        paths.flatMap { path -> [String] in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return [path] }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            let entries = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
            return entries.filter { $0.hasSuffix(".rules") || $0.hasSuffix(".scenarios") }.sorted().map { "\(base)/\($0)" }
        }
    }

    /// Writes beside the file, then renames over it, so that the file is never half written.
    private func replace(_ path: String, with text: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).fmt-\(ProcessInfo.processInfo.processIdentifier)")
        try Data(text.utf8).write(to: temporary)
        if let attributes = try? FileManager.default.attributesOfItem(atPath: path),
           let permissions = attributes[.posixPermissions] {
            try? FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
        }
        guard rename(temporary.path, path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw ValidationError("\(path): cannot replace the file")
        }
    }
}
