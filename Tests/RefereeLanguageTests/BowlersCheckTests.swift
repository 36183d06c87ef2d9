import RefereeModel
import Testing
@testable import RefereeLanguage

/// The checks of `bowlers [SIDE:] A B … rotate every frame|ball`.
@Suite("Bowlers statement")
struct BowlersCheckTests {
    static let frames = """
        referee 1
        frames 10
        pins 10
        rolls 2

        """

    func lineups(_ text: String) throws -> [FrameRules.Lineup] {
        guard case .frames(let rules) = try compile(Self.frames + text).get().model.family else { return [] }
        return rules.lineups
    }

    @Test func aSideNamesItsBowlersAndHowTheyRotate() throws {
        let found = try lineups("players Home Away\nbowlers Away: Fay Gus rotate every ball\nbowlers Home: Ann Bea Cal rotate every frame\n")
        #expect(found == [
            FrameRules.Lineup(side: 0, bowlers: ["Ann", "Bea", "Cal"], rotation: .frame),
            FrameRules.Lineup(side: 1, bowlers: ["Fay", "Gus"], rotation: .ball),
        ])
    }

    @Test func aGameOfOneSideNeedNotNameIt() throws {
        #expect(try lineups("players Team\nbowlers Amy Ben rotate every ball\n").first?.side == 0)
    }

    @Test func withSeveralSidesTheSideIsNamed() {
        let error = errors(Self.frames + "players Home Away\nbowlers Ann Bea rotate every frame\n")
        #expect(error == ["whose bowlers these are is not said"])
    }

    @Test func anUnknownSideIsRefused() {
        #expect(errors(Self.frames + "players Home Away\nbowlers Hme: Ann Bea rotate every frame\n") == ["unknown player 'Hme'"])
    }

    @Test func aBowlerIsNamedOnceAndNotLikeAPlayer() {
        #expect(errors(Self.frames + "players Home Away\nbowlers Home: Ann Bea rotate every frame\nbowlers Away: Ann Cy rotate every frame\n")
            == ["bowler 'Ann' is named twice"])
        #expect(errors(Self.frames + "players Home Away\nbowlers Home: Ann Away rotate every frame\n")
            == ["bowler 'Away' has a player's name"])
    }

    @Test func aSideHasOneLineup() {
        #expect(errors(Self.frames + "players Team\nbowlers Ann rotate every frame\nbowlers Team: Bea rotate every ball\n")
            == ["the bowlers of Team are given twice"])
    }

    @Test func theRotationIsEveryFrameOrEveryBall() {
        #expect(errors(Self.frames + "players Team\nbowlers Ann Bea rotate every roll\n") == ["unknown word 'roll'"])
        #expect(errors(Self.frames + "players Team\nbowlers rotate every frame\n") == ["no bowlers named"])
    }

    @Test func aSideHasAtMostTenBowlers() {
        let eleven = (1...11).map { "B\($0)" }.joined(separator: " ")
        #expect(errors(Self.frames + "players Team\nbowlers \(eleven) rotate every frame\n") == ["11 bowlers; the limit is 10 a side"])
    }

    @Test func bowlersBelongToGamesOfFrames() {
        #expect(errors("referee 1\nplayers X O\nboard 3 by 3\nwin 3 in a row\nbowlers X: Ann rotate every frame\n")
            == ["'bowlers' belongs to a frames game, but this file describes a board game"])
    }

    @Test func aScenarioObservesOnlyABowlerOfTheGame() {
        let text = Self.frames + "players Team\nbowlers Amy Ben rotate every ball\nscenario \"s\"\n  expect bowler Amyy\nend\n"
        #expect(errors(text) == ["no bowler 'Amyy' in this game"])
    }
}
