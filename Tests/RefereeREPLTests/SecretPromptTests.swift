import Foundation
import Testing
@testable import RefereeREPL

/// `secret` at the terminal: which lines ask for the code, and which may be kept in the history.
@Suite("The secret prompt")
struct SecretPromptTests {
    @Test(arguments: [
        ("secret", SecretEntry.Kind.ask), ("  secret  ", .ask), ("secret crane", .inTheOpen), ("secret 3164", .inTheOpen),
        ("crane", .notSecret), ("move secret", .notSecret), ("help secret", .notSecret), ("secrets", .notSecret),
    ])
    func linesAreTold(_ line: String, _ kind: SecretEntry.Kind) {
        #expect(SecretEntry.kind(of: line) == kind)
    }

    @Test func aLineHoldingACodeIsNeverRemembered() {
        #expect(!SecretEntry.mayRemember("secret crane"))
        #expect(SecretEntry.mayRemember("secret"))
        #expect(SecretEntry.mayRemember("crane"))
    }
}

@Suite("The secret at a terminal", .enabled(if: Terminal.tmux != nil, "tmux is not installed"))
struct SecretTerminalTests {
    @Test func theSecretIsTypedUnseenAndNeverReachesTheHistory() throws {
        let t = try Terminal()
        try t.start("examples/wordle.rules")
        try t.type("vs people")
        try t.press("Enter")
        try t.waitFor("people play every side")
        try t.type("secret crane")
        try t.press("Enter")
        try t.waitFor("asked for unseen")
        try t.type("secret")
        try t.press("Enter")
        try t.waitFor("secret (not shown):")
        try t.type("crane")
        try t.press("Enter")
        let set = try t.waitFor("not shown until the game ends")
        #expect(set.components(separatedBy: "crane").count - 1 == 1, "only the refused 'secret crane' line shows it:\n\(set)")
        try t.type("slate")
        try t.press("Enter")
        try t.waitFor("--G-G")
        try t.type("quit")
        try t.press("Enter")
        try t.waitFor("[exit 0]")
        let history = try String(contentsOf: t.stateHome.appendingPathComponent("referee/history"), encoding: .utf8)
        #expect(history.contains("\nslate\n"))
        #expect(history.contains("\nsecret\n"))
        #expect(!history.contains("crane"))
    }
}
