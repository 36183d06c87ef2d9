import RefereeCheck
import RefereeLanguage
import Testing

/// Every test of every seed document exists, under its name, as a scenario of the shipped rule
/// file that answers it, and passes.
@Suite("Seed coverage")
struct SeedCoverageTests {
    static let seeds: [(file: String, tests: [String])] = [
        ("tictactoe-vs-computer.rules", [
            "testTicTacToeEngineNotNull", "testTicTacToeEngineInitializedWith9Squares",
            "testGameOverIsFalseInTheBeginning", "testInitialPlayerIsO", "testStartGameByPlacingOAtAPosition",
            "testPlayGameByPlacingXAtAPosition", "testCheckIfXIsGettingPlaced", "testCheckPlacePegAtAlreadyOccupiedPosition",
            "testPlayGameWithAlternatePlayersOccupyingPosition", "testGetUnoccupiedPosition",
            "testGameOverIfRows1And2And3Match", "testGameOverIfRows7And8And9Match", "testGameOverIfColumns1And4And7Match",
            "testGameOverIfColumns2And5And8Match", "testGameOverIfColumns3And6And9Match",
            "testGameOverIfDiagonals3And5And7Match", "testPlayAfterGameIsOver",
        ]),
        ("mastermind.rules", [
            "on init the background is transparent", "on init the combination value is empty",
            "when the combination changes the drawing changes", "when the combination is empty there are zero marks",
            "the number of marks is the length of the combination",
            "when the combination has more than two kinds of symbol only the first two are kept",
            "the marks are only of the two kinds", "testIfNewResultHasOnlyOneSymbolByDefaultAreFirstSymbol",
        ]),
        ("tictactoe.rules", [
            "TicModelTests.test_startGame_xPlayerTurn", "TicModelTests.test_secondTurn_isO",
            "TicModelTests.test_repeatTurn_ignored", "TicModelTests.test_winLinesNewGame_empty",
            "TicModelTests.test_winLinesTopRow_oneTrue", "TicModelTests.test_winLinesMiddleRow_oneTrue",
            "TicModelTests.test_winLinesBottomRow_oneTrue", "TicModelTests.test_winLinesLeftCol_oneTrue",
            "TicModelTests.test_winLinesMiddleCol_oneTrue", "TicModelTests.test_winLinesRightCol_oneTrue",
            "TicModelTests.test_winLinesDiag1_oneTrue", "TicModelTests.test_winLinesDiag2_oneTrue",
            "TicModelTests.test_winLinesFullDraw_noneTrue", "TicModelTests.test_winLinesFullGridX_allTrue",
            "TicModelTests.test_winLinesTwo_twoTrue",
            "TicViewModelTests.test_startGame_xPlayerTurn", "TicViewModelTests.test_alternateTurns_xTurn",
            "TicViewModelTests.test_startGame_winnerDisplayEmpty", "TicViewModelTests.test_xWins_winnerDisplayXWins",
            "TicViewModelTests.test_xWinsFull_winnerDisplayXWins", "TicViewModelTests.test_oWins_winnerDisplayOWins",
            "TicViewModelTests.test_draw_winnerDisplayDraw", "TicViewModelTests.test_reset_gridEmpty",
            "TicViewModelTests.test_resetAfterOne_gridEmpty", "TicViewModelTests.test_resetGameOver_gridEmpty",
            "TicViewModelTests.test_winLinesNewGame_noneTrue", "TicViewModelTests.test_winLinesDraw_noneTrue",
            "TicViewModelTests.test_winLinesTopRow_oneTrue", "TicViewModelTests.test_winLinesTwoRow_twoTrue",
            "TicViewModelTests.test_winLinesAllRows_eightTrue",
        ]),
        ("bowling.rules", [
            "test_buttonAvailable_initial_allShouldBeAvailable",
            "test_buttonAvailablability_afterBowl1_0_AvailabilityDepends",
            "test_buttonAvailablability_afterBowl1_4_AvailabilityDepends",
            "test_buttonAvailablability_atFrame10StartWith4Then1_AvailabilityDepends",
            "test_buttonAvailablability_atFrame10With4ThenSpareThen3_AvailabilityDepends",
            "test_buttonAvailablability_atFrame10StrikeThen3ThenSpare_AvailabilityDepends",
            "test_buttonAvailablability_atFrame102StrikeThen3_AvailabilityDepends",
        ]),
        ("table-tennis.rules", [
            "testScorePlayerOnePointUpdatesPlayerOneTextOkay", "testScorePlayerOnePointUpdatesPlayerOneText",
            "testScoreTwiceUpdatesPlayerOneTextToTwo", "testScorePlayerTwoTwiceUpdatesPlayerTwoTextTwoTwo",
            "testPlayerOneIsScored", "story: touching either score adds one point",
            "story: the serve changes sides after every two points", "story: reaching 11 points wins",
            "story: new game sets both scores to 0 and player 1 serving",
        ]),
    ]

    @Test(arguments: seeds.map(\.file))
    func everySeedTestIsAPassingScenario(_ file: String) throws {
        let tests = try #require(Self.seeds.first { $0.file == file }?.tests)
        let book = try RuleBook.load(path: ShippedFiles.root.appendingPathComponent("rules/\(file)").path).get()
        for test in tests {
            guard let scenario = book.scenarios.first(where: { $0.name == test }) else {
                Issue.record("\(file) has no scenario \"\(test)\"")
                continue
            }
            #expect(ScenarioRunner.run(scenario, in: book).passed, "\(test)")
        }
    }
}
