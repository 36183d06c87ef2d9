import Foundation
import Testing

/// `referee play --json` as a client program meets it: a greeting first, one line a command, and a
/// rule file that does not compile answered by one line of diagnostics on standard output.
@Suite("The JSON protocol at the command line")
struct ProtocolCLITests {
    func run(_ script: String) throws -> (output: String, status: Int32) {
        let referee = try #require(CLI.referee, "build the referee tool first")
        return try CLI.shell(script.replacingOccurrences(of: "REFEREE", with: "'\(referee)'"), in: CLI.root)
    }

    @Test func aGreetingThenOneLineACommandEachSayingTheVersion() throws {
        let run = try run("printf '4\\nstate\\nquit\\n' | REFEREE play rules/tictactoe-vs-computer.rules --json")
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines.first?.hasPrefix(#"{"protocol":"referee-play","version":2,"kind":"greeting","game":{"title":"Tic-tac-toe against the computer""#) == true)
        for line in lines.dropFirst() { #expect(line.hasPrefix(#"{"protocol":"referee-play","version":2,"kind":"response","command":"#)) }
        #expect(lines[1].contains(#""ok":true,"over":false,"result":null,"toMove":"X","legalCount":6,"patch":["#))
        #expect(lines[1].contains(#"{"op":"add","path":"/history/1","value":{"move":"4","player":"X","by":"person","computer":null}},{"op":"add","path":"/history/2","value":{"move":"2","player":"C","by":"rules","computer":"first"}}"#))
        #expect(lines[1].contains(#""text":"C plays 2""#))
        #expect(lines[2].contains(#""command":"state","ok":true"#))
        #expect(lines[2].contains(#""patch":[],"document":{"over":false,"#))
    }

    @Test func protocolOneAnswersEveryLineWithTheWholeDocument() throws {
        let run = try run("printf '4\\nquit\\n' | REFEREE play rules/tictactoe-vs-computer.rules --json --protocol 1")
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 3)
        for line in lines { #expect(line.hasPrefix(#"{"protocol":"referee-play","version":1,"kind":"#)) }
        #expect(lines[1].contains(#""history":[{"move":"1","player":"C","by":"rules","computer":"first"},{"move":"4","player":"X","by":"person","computer":null},{"move":"2","player":"C","by":"rules","computer":"first"}]"#))
        #expect(!lines[1].contains(#""patch""#))
    }

    @Test(arguments: ["0", "3"])
    func aVersionNotSpokenIsRefusedAtStart(_ version: String) throws {
        let run = try run("echo 4 | REFEREE play rules/tictactoe.rules --json --protocol \(version) 2>&1")
        #expect(run.status == 64)
        #expect(run.output == "error: --protocol takes a version of the JSON protocol referee speaks, 1 or 2; got \(version)\n")
    }

    @Test func aRuleFileThatDoesNotCompileIsOneLineOfDiagnostics() throws {
        let folder = try CLI.temporaryFolder("protocol")
        defer { try? FileManager.default.removeItem(at: folder) }
        try "referee 1\ngame \"T\"\nplayers X O\nboard 3 by 3\nwin 4 in a row\n".write(to: folder.appendingPathComponent("broken.rules"), atomically: true, encoding: .utf8)
        let referee = try #require(CLI.referee)
        let run = try CLI.shell("'\(referee)' play broken.rules --json 2>/dev/null </dev/null", in: folder)
        #expect(run.status == 65)
        #expect(run.output.hasPrefix(#"{"protocol":"referee-play","version":2,"kind":"diagnostics","ok":false,"error":"no line of 4 fits on a 3 by 3 board","code":"rules","diagnostics":[{"file":"broken.rules","severity":"error","line":5,"column":5,"#))
        #expect(run.output.split(separator: "\n").count == 1, "one line: \(run.output)")
    }

    @Test func aRefusedMoveCarriesTheRuleAsItsCode() throws {
        let run = try run("printf '7\\n9\\n' | REFEREE play rules/bowling.rules --json")
        #expect(run.status == 1)
        let last = try #require(run.output.split(separator: "\n").last)
        #expect(last.contains(#""ok":false,"error":"#))
        #expect(last.contains(#""code":"pins""#))
    }

    /// docs/protocol.md's sessions, in versions 2 and 1, are what the tool really answers:
    /// each `$ ` block is run from the repository's root with the built tool as `referee`, and
    /// its lines compared.
    @Test func theDocumentedSessionIsWhatTheToolAnswers() throws {
        let referee = try #require(CLI.referee)
        let folder = URL(fileURLWithPath: referee).deletingLastPathComponent().path
        let markdown = try String(contentsOf: CLI.root.appendingPathComponent("docs/protocol.md"), encoding: .utf8)
        var sessions = 0
        var blocks: [[String]] = []
        var current: [String]?
        for line in markdown.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                if let done = current { blocks.append(done) }
                current = current == nil ? [] : nil
            } else {
                current?.append(line)
            }
        }
        for lines in blocks {
            guard let command = lines.first, command.hasPrefix("$ ") else { continue }
            let shown = lines.dropFirst()
            let run = try CLI.shell("PATH='\(folder)':\"$PATH\"; " + command.dropFirst(2), in: CLI.root)
            let actual = run.output.split(separator: "\n").map(String.init)
            sessions += 1
            #expect(Array(shown) == actual, "\(command)")
        }
        #expect(sessions == 2)
    }
}
