import Foundation
import Testing

/// The editor set-ups under editors/ start the server this package builds, for the files it reads,
/// with the one grammar.
@Suite("Editor set-ups")
struct EditorFilesTests {
    static let editors = repositoryRoot.appendingPathComponent("editors")

    @Test func theVSCodeExtensionDeclaresTheLanguageAndItsGrammar() throws {
        let folder = Self.editors.appendingPathComponent("vscode")
        let data = try Data(contentsOf: folder.appendingPathComponent("package.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let contributes = try #require(manifest["contributes"] as? [String: Any])
        let language = try #require((contributes["languages"] as? [[String: Any]])?.first)
        #expect(language["id"] as? String == "referee")
        #expect(language["extensions"] as? [String] == [".rules", ".scenarios"])
        let configuration = try #require(language["configuration"] as? String)
        #expect((try? JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(configuration)))) != nil)

        let grammar = try #require((contributes["grammars"] as? [[String: Any]])?.first)
        let path = try #require(grammar["path"] as? String)
        let linked = try Data(contentsOf: folder.appendingPathComponent(path))
        #expect(linked == (try Data(contentsOf: Self.editors.appendingPathComponent("referee.tmLanguage.json"))))
        #expect(grammar["scopeName"] as? String == "source.referee")

        let main = try #require(manifest["main"] as? String)
        let client = try String(contentsOf: folder.appendingPathComponent(main), encoding: .utf8)
        #expect(client.contains("args: ['lsp']"))
        #expect((manifest["dependencies"] as? [String: String])?["vscode-languageclient"] != nil)
    }

    @Test func theNeovimSnippetStartsTheServerForBothKindsOfFile() throws {
        let lua = try String(contentsOf: Self.editors.appendingPathComponent("nvim/referee.lua"), encoding: .utf8)
        #expect(lua.contains("'*.rules', '*.scenarios'"))
        #expect(lua.contains("'lsp' }"))
        #expect(lua.contains("vim.lsp.start"))
    }
}
