import Foundation
import RefereeLanguage

/// The rule files written for the tests of `referee check`, in Tests/Fixtures/check: each broken
/// in one known way.
enum CheckFixtures {
    static let folder = ShippedFiles.root.appendingPathComponent("Tests/Fixtures/check").path

    static func path(_ name: String) -> String { "\(folder)/\(name)" }

    /// Tic-tac-toe without `draw when full`: games can fill the board and get stuck; its
    /// scenarios all pass.
    static var stuckBoard: String { path("stuck-board.rules") }
    /// One scenario passes, one fails an expectation, one fails on a refused move.
    static var failingScenario: String { path("failing-scenario.rules") }
    /// A rule file with an error.
    static var invalid: String { path("invalid.rules") }
    /// A rally whose dead rules earn lint warnings.
    static var lint: String { path("lint.rules") }

    /// A rule book compiled from text, as if read from a file called `name`.
    static func book(_ text: String, name: String = "test.rules") throws -> RuleBook {
        try RuleBook.compile(SourceFile(name: name, text: text)).get()
    }
}
