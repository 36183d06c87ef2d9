import Foundation
import Testing

/// Without `--seed`, every `referee play` draws a fresh seed, piped and with `--json` too, and
/// says it, so that a program cannot learn a secret once for ever and a game can be replayed.
@Suite("A fresh seed for every session")
struct FreshSeedTests {
    /// Guesses whose answers depend on Mastermind's secret, then a second game's first guess.
    static let guesses = "printf '1122\\n3456\\n1234\\nnew\\n1122\\nquit\\n'"

    func run(_ script: String) throws -> (output: String, status: Int32) {
        let referee = try #require(CLI.referee, "build the referee tool first")
        return try CLI.shell(script.replacingOccurrences(of: "REFEREE", with: "'\(referee)'"), in: CLI.root)
    }

    /// The seed a piped session's greeting names, and the output without that line.
    func seed(in output: String) throws -> (seed: UInt64, rest: [String]) {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let said = try #require(lines.dropFirst().first, "no second line in \(output)")
        let match = try #require(said.wholeMatch(of: /seed (\d+) \(replay with --seed (\d+)\)/), "no seed in '\(said)'")
        #expect(match.1 == match.2)
        let seed = try #require(UInt64(match.1))
        return (seed, [lines[0]] + lines.dropFirst(2))
    }

    @Test func aPipedSessionSaysItsSeedAndTheSeedReplaysIt() throws {
        let first = try run("\(Self.guesses) | REFEREE play rules/mastermind.rules")
        #expect(first.status == 0)
        let (seed, rest) = try seed(in: first.output)
        #expect(rest.contains { $0.contains("1122  [") }, "no answer to 1122 in \(first.output)")
        let replay = try run("\(Self.guesses) | REFEREE play rules/mastermind.rules --seed \(seed)")
        #expect(replay.status == 0)
        let replayed = replay.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(replayed == rest, "--seed \(seed) answered otherwise")
        #expect(!replay.output.contains("replay with --seed"), "a chosen seed is not announced")
    }

    @Test func twoSessionsDrawDifferentSeeds() throws {
        let a = try seed(in: try run("echo quit | REFEREE play rules/mastermind.rules").output).seed
        let b = try seed(in: try run("echo quit | REFEREE play rules/mastermind.rules").output).seed
        #expect(a != b, "both sessions drew seed \(a)")
    }

    @Test func theJSONGreetingCarriesTheSeedAndTheSeedReplaysIt() throws {
        let first = try run("\(Self.guesses) | REFEREE play rules/mastermind.rules --json")
        #expect(first.status == 0)
        let lines = first.output.split(separator: "\n").map(String.init)
        let greeting = try #require(lines.first)
        let match = try #require(greeting.firstMatch(of: /"game":\{.*?\},"seed":"(\d+)","ok":true,/), "no seed in \(greeting)")
        let seed = String(match.1)
        #expect(greeting.contains(#""text":"Mastermind: type a move, or 'help'\nseed \#(seed) (replay with --seed \#(seed))""#))
        let replay = try run("\(Self.guesses) | REFEREE play rules/mastermind.rules --json --seed \(seed)")
        let replayed = replay.output.split(separator: "\n").map(String.init)
        #expect(replayed.first?.contains(#""seed":"\#(seed)""#) == true)
        #expect(Array(replayed.dropFirst()) == Array(lines.dropFirst()), "--seed \(seed) answered otherwise")
        #expect(lines.count == 7)
    }

    @Test func aChosenSeedIsTheGreetingsSeed() throws {
        let run = try run("echo quit | REFEREE play rules/tictactoe.rules --json --seed 18446744073709551615")
        #expect(run.output.hasPrefix(#"{"protocol":"referee-play","version":2,"kind":"greeting","game":{"#))
        #expect(run.output.contains(#""seed":"18446744073709551615","ok":true,"#))
    }
}
