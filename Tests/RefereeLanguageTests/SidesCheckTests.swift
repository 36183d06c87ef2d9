@testable import RefereeLanguage
import RefereeModel
import Testing

/// The statements of sides of several players in a rally game compile to `RallySides`, and their
/// misuse earns a diagnostic that names the problem.
@Suite("Sides of several players: checks")
struct SidesCheckTests {
    let header = "referee 1\nplayers A B\ngame: first to 11, lead by 2\nset: best of 3\n"

    func sides(_ lines: String) throws -> RallySides {
        let book = try compile(header + lines).get()
        guard case .rally(let rules) = book.model.family else { throw Unexpected() }
        return try #require(rules.sides)
    }

    struct Unexpected: Error {}

    @Test func sidesListTheirPlayersInOrderWithTheDefaults() throws {
        let s = try sides("side B: Cat Dan\nside A: Ann Bob\n")
        #expect(s.members == [["Ann", "Bob"], ["Cat", "Dan"]])
        #expect(s.receiving == .nextServer)
        #expect(s.chosenEvery == nil && s.restartsEvery == nil && s.receiversSwap == nil && s.receiverChosen == nil)
    }

    @Test func eachStatementSetsItsPart() throws {
        let s = try sides("""
            side A: A1 A2
            side B: B1 B2
            receiver alternates every point
            order chosen every set
            order restarts every game
            receivers change order when set == 3
            receiver chosen when min(points) == 10

            """)
        #expect(s.receiving == .alternate)
        #expect(s.chosenEvery == 1)
        #expect(s.restartsEvery == 0)
        #expect(s.receiversSwap != nil && s.receiverChosen != nil)
    }

    @Test func aFileWithoutSidesHasNone() throws {
        let book = try compile(header).get()
        guard case .rally(let rules) = book.model.family else { throw Unexpected() }
        #expect(rules.sides == nil)
        #expect(book.model.sideMembers.isEmpty)
    }

    @Test func aSideNamingAnUnknownPlayerIsRefusedAlone() throws {
        let e = try #require(firstError(header + "side A: A1 A2\nside C: C1 C2\n"))
        #expect(e.message == "no player 'C': a side is one of the players")
        #expect((e.line, e.column) == (6, 6))
        #expect(e.help?.contains("side A: A1 A2") == true)
        #expect(errors(header + "side A: A1 A2\nside C: C1 C2\n").count == 1)
    }

    @Test func misuseIsNamed() {
        #expect(errors(header + "side A: A1 A2\n") == ["side B has no players, but side A has"])
        #expect(errors(header + "side A: A1 A2\nside B: B1 A2\n") == ["'A2' cannot name a side's player: the name is taken"])
        #expect(errors(header + "side A: A1 A2\nside B: B1 set\n") == ["'set' cannot name a side's player: the name is taken"])
        #expect(errors(header + "side A: A1 A2\nside B: B1 B\n") == ["'B' cannot name a side's player: the name is taken"])
        #expect(errors(header + "side A: A1 A2\nside B: B1 B2\norder chosen every match\n") == ["no level 'match'"])
        #expect(errors(header + "order restarts every game\n")
            == ["'order' is about sides of several players, but this file has none"])
        #expect(errors(header + "side A: A1 A2\nside B: B1 B2\nreceiver is next server\nreceiver alternates every point\n")
            == ["'receiver' is given twice"])
        #expect(errors(header + "side A: A1 A2\nside B: B1 B2\nreceiver chosen when points\n")
            == ["the condition must be true or false, not a list of numbers"])
    }

    @Test func sidesAreForRalliesAndTheirParserAsksForWhatIsMissing() {
        #expect(errors("referee 1\nplayers A B\nboard 3 by 3\nwin 3 in a row\nside A: A1 A2\n").first?.contains("side") == true)
        #expect(firstError(header + "side A A1 A2\n")?.message.contains("':'") == true)
        #expect(firstError(header + "order picked every set\n")?.message.contains("picked") == true)
        #expect(firstError(header + "receiver is the server\n") != nil)
    }

    @Test func threePlayersInARallyAreToldAboutSides() {
        let e = firstError("referee 1\nplayers A B C\ngame: first to 11\n")
        #expect(e?.help?.contains("side A: A1 A2") == true)
    }
}
