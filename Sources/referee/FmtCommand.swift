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
        is not formatted, atomically (a temporary file renamed over it; a link is written through \
        and the file keeps its permissions). Formatting keeps every word and comment, and never \
        changes what a file means. A file that does not parse is reported and left alone; the exit \
        status is then 65; a file that cannot be written is left as it was, and the exit status is \
        74. A folder stands for every .rules and .scenarios file below it, so \
        'referee fmt --check rules/ examples/' checks every shipped file.
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
        var unwritten = 0
        for path in Self.sourceFiles(in: files) {
            let source: SourceFile
            switch BoundedFile.read(path) {
            case .success(let bytes): source = SourceFile(name: path, bytes: bytes)
            case .failure(let problem):
                Output.error("\(path): cannot read the file: \(problem.message)")
                invalid += 1
                continue
            }
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
                if !same, case .failure(let problem) = FileReplacement.replace(path, with: Array(formatted.utf8)) {
                    Output.error("\(path): cannot rewrite the file: \(problem.message)")
                    unwritten += 1
                }
            } else {
                Output.prompt(formatted)
            }
        }
        if unwritten > 0 { throw ExitCode(74) }
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
}
