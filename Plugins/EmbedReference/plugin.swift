import PackagePlugin

/// Builds the language server's copy of the language reference from docs/language.md, so that
/// hover and completion show the document itself: there is no second copy to keep in step.
@main
struct EmbedReference: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let input = context.package.directoryURL.appending(path: "docs/language.md")
        let output = context.pluginWorkDirectoryURL.appending(path: "ReferenceDocument.swift")
        return [.buildCommand(
            displayName: "Embedding docs/language.md in \(target.name)",
            executable: try context.tool(named: "EmbedReferenceTool").url,
            arguments: [input.path, output.path],
            inputFiles: [input],
            outputFiles: [output])]
    }
}
