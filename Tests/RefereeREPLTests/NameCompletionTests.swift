import Foundation
import RefereePlay
import Testing
@testable import RefereeREPL

/// Tab after `name` offers the identifiers a name may be given to.
@Suite("Completing names")
struct NameCompletionTests {
    @Test func nameOffersThePlayersSidesPlayersAndBowlers() throws {
        let padel = Completer(session: try Repository.session("../examples/padel.rules"), directory: Repository.root.path)
        #expect(padel.candidates(before: "name ", word: "") == ["A", "B", "A1", "A2", "B1", "B2"])
        #expect(padel.candidates(before: "name ", word: "B") == ["B", "B1", "B2"])
        #expect(padel.candidates(before: "name A ", word: "").isEmpty)
        let bowling = Completer(session: try Repository.session("bowling.rules"), directory: Repository.root.path)
        #expect(bowling.candidates(before: "name ", word: "") == ["Bowler"])
        #expect(bowling.candidates(before: "", word: "na") == ["name"])
    }
}
