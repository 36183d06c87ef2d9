import ArgumentParser
import Foundation
import RefereeLSP

/// `referee lsp`: the language server, for editors.
struct LSP: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Serve the Language Server Protocol to an editor on standard input and output.",
        discussion: """
            An editor starts it and speaks JSON-RPC to it: diagnostics as a file changes (those of \
            'referee check'), completion, hover with the language reference, formatting as \
            'referee fmt' does, and go to definition. editors/README.md says how to set up VS Code \
            and Neovim.
            """
    )

    @Flag(help: "Talk over standard input and output (the only way; accepted for editors that pass it).")
    var stdio = false

    func run() throws {
        if isatty(0) == 1 {
            Output.error("referee lsp: waiting for an editor's JSON-RPC messages on standard input (editors/README.md says how to set one up)")
        }
        let server = LanguageServer(version: Referee.configuration.version)
        let status = server.serve()
        if status != 0 { throw ExitCode(status) }
    }
}
