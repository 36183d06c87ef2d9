import ArgumentParser
import RefereeLSP

/// `referee lsp`: the language server, for editors.
struct LSP: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Serves the Language Server Protocol on standard input and output, for editors.",
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
        let server = LanguageServer(version: Referee.configuration.version)
        let status = server.serve()
        if status != 0 { throw ExitCode(status) }
    }
}
