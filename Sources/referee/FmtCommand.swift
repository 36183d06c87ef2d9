import ArgumentParser
import Foundation
import RefereeLanguage
import RefereeModel

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
        'referee fmt --check rules/ examples/' checks every shipped file. With --diff, prints what \
        formatting would change as a unified diff and exits 1 if there is a change. Without files, \
        or with '-', reads standard input.
        """
    )

    @Argument(help: "Rule (.rules) or scenarios (.scenarios) files, or folders to search for them; '-' or none: standard input.")
    var files: [String] = []

    @Flag(help: "Exit 1 if a file is not formatted; print nothing else.")
    var check = false

    @Flag(help: "Rewrite files in place.")
    var write = false

    @Flag(help: "Print what formatting would change, as a unified diff; exit 1 if a file is not formatted.")
    var diff = false

    @OptionGroup var maxErrors: MaxErrorsOption

    /// The name standard input goes by.
    static let standardInput = "-"

    func validate() throws {
        if [check, write, diff].filter({ $0 }).count > 1 { throw ValidationError("--check, --write and --diff cannot be used together") }
        if write, files.isEmpty || files.contains(Self.standardInput) {
            throw ValidationError("--write rewrites files; standard input has none to rewrite (leave out --write to print the result)")
        }
    }

    func run() throws {
        var unformatted = 0
        var invalid = 0
        var unwritten = 0
        for path in Self.sourceFiles(in: files.isEmpty ? [Self.standardInput] : files) {
            let bytes: [UInt8]
            if path == Self.standardInput {
                guard let read = Self.readStandardInput() else {
                    Output.error("standard input: more than \(Limits.fileBytes) bytes; the limit is \(Limits.fileBytes)")
                    invalid += 1
                    continue
                }
                bytes = read
            } else {
                switch BoundedFile.read(path) {
                case .success(let read): bytes = read
                case .failure(let problem):
                    Output.error("\(path): cannot read the file: \(problem.message)")
                    invalid += 1
                    continue
                }
            }
            let name = path == Self.standardInput ? "<stdin>" : path
            let source = SourceFile(name: name, bytes: bytes)
            let formatted: String
            switch Formatter.format(source) {
            case .success(let text): formatted = text
            case .failure(let failure):
                let listed = DiagnosticList.ordered(failure.diagnostics.map { FileDiagnostic(source: source, diagnostic: $0) })
                Output.diagnostics(DiagnosticList.rendered(
                    listed, color: Output.stderrIsTerminal, maxErrors: maxErrors.count, separator: "\n") + "\n")
                invalid += 1
                continue
            }
            let same = Array(formatted.utf8) == source.bytes
            if check {
                if !same {
                    Output.line(Escaping.terminal(name))
                    unformatted += 1
                }
            } else if diff {
                if !same {
                    let old = String(decoding: source.bytes, as: UTF8.self)
                    Output.document(LineDiff.unified(old, formatted, oldName: name, newName: "\(name) (formatted)"))
                    unformatted += 1
                }
            } else if write {
                if !same, case .failure(let problem) = FileReplacement.replace(path, with: Array(formatted.utf8)) {
                    Output.error("\(path): cannot rewrite the file: \(problem.message)")
                    unwritten += 1
                }
            } else {
                Output.document(formatted)
            }
        }
        if unwritten > 0 { throw ExitCode(74) }
        if invalid > 0 { throw ExitCode(65) }
        if unformatted > 0 { throw ExitCode(1) }
    }

    /// The files named, and below each folder named every `.rules` and `.scenarios` file, sorted.
    static func sourceFiles(in paths: [String]) -> [String] {
        paths.flatMap { path -> [String] in
            if path == standardInput { return [path] }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return [path] }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            let entries = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
            return entries.filter { $0.hasSuffix(".rules") || $0.hasSuffix(".scenarios") }.sorted().map { "\(base)/\($0)" }
        }
    }

    /// Standard input, up to the size limit of a rule file; nil beyond it.
    static func readStandardInput() -> [UInt8]? {
        var bytes: [UInt8] = []
        while true {
            let chunk = FileHandle.standardInput.readData(ofLength: 65_536)
            if chunk.isEmpty { return bytes }
            bytes += chunk
            if bytes.count > Limits.fileBytes { return nil }
        }
    }
}
