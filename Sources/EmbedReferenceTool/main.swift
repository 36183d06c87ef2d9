import Foundation

// Writes a Swift file holding a text file as a raw string literal: the build step behind the
// EmbedReference plugin. Usage: EmbedReferenceTool INPUT OUTPUT
let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: EmbedReferenceTool INPUT OUTPUT\n".utf8))
    exit(64)
}
do {
    let text = try String(contentsOf: URL(fileURLWithPath: arguments[1]), encoding: .utf8)
    // More `#` than any run in the text, so that nothing in it can end the literal.
    var longest = 0, run = 0
    for character in text {
        run = character == "#" ? run + 1 : 0
        longest = max(longest, run)
    }
    let hashes = String(repeating: "#", count: longest + 1)
    let source = """
        // Generated from \((arguments[1] as NSString).lastPathComponent) at build time; do not edit.

        /// The language reference as shipped, for hover and completion.
        enum ReferenceDocument {
            static let text = \(hashes)\"\"\"
        \(text)
        \"\"\"\(hashes)
        }

        """
    try source.write(to: URL(fileURLWithPath: arguments[2]), atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("EmbedReferenceTool: \(error)\n".utf8))
    exit(1)
}
