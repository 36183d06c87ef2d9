import Foundation
import Testing

/// `referee play FILE --name PLAYER=NAME`: players named from the start, in text and in the JSON
/// greeting; a name that cannot be given stops the command before the game starts.
@Suite("play --name")
struct NameOptionTests {
    func run(_ script: String) throws -> (output: String, status: Int32) {
        let referee = try #require(CLI.referee, "build the referee tool first")
        return try CLI.shell(script.replacingOccurrences(of: "REFEREE", with: "'\(referee)'"), in: CLI.root)
    }

    @Test func namesGivenAtTheStartAreShownAndMovesStillNameTheSides() throws {
        let run = try run("printf 'A\\nmoves\\n' | REFEREE play rules/table-tennis.rules --seed 0 --name A=Ann --name B=Bob")
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("Ann"))
        #expect(run.output.contains("Bob"))
        #expect(run.output.contains("legal moves: A B"))
    }

    @Test func theGreetingCarriesTheNames() throws {
        let run = try run("REFEREE play rules/bowling.rules --seed 0 --json --name Bowler=Ann </dev/null")
        #expect(run.status == 0)
        #expect(run.output.contains(#""names":{"Bowler":"Ann"}"#))
        #expect(run.output.contains(#""toMove":"Bowler""#))
    }

    @Test(arguments: [
        ("--name Bowlr=Ann", "error: --name Bowlr=Ann: no player 'Bowlr'; did you mean 'Bowler'? (the players: Bowler)"),
        ("--name Bowler", "error: --name takes player=name, as in --name Bowler=Ann; got 'Bowler'"),
        ("--name Bowler=", "error: --name Bowler=: cannot use the name \"\": a name needs a letter or digit"),
    ])
    func aNameThatCannotBeGivenStopsBeforeTheGame(_ argument: String, _ said: String) throws {
        let run = try run("REFEREE play rules/bowling.rules --seed 0 \(argument) </dev/null 2>&1")
        #expect(run.status == 64)
        #expect(run.output.hasPrefix(said + "\n"), "\(run.output)")
        #expect(!run.output.contains("frame 1 of 10"))
    }

    @Test func aSavedTranscriptWithNamesIsCheckedAndLoaded() throws {
        let folder = try CLI.temporaryFolder("names")
        defer { try? FileManager.default.removeItem(at: folder) }
        let referee = try #require(CLI.referee)
        let rules = CLI.root.appendingPathComponent("rules/bowling.rules").path
        let saved = try CLI.shell("printf '7\\n2\\nsave game.scenarios\\n' | '\(referee)' play '\(rules)' --seed 0 --name Bowler=Ann", in: folder)
        #expect(saved.status == 0, "\(saved.output)")
        let checked = try CLI.shell("'\(referee)' check game.scenarios", in: folder)
        #expect(checked.status == 0, "\(checked.output)")
        let loaded = try CLI.shell("printf 'load game.scenarios\\nname\\n' | '\(referee)' play '\(rules)' --seed 0", in: folder)
        #expect(loaded.output.contains("Bowler is called Ann"), "\(loaded.output)")
    }
}
