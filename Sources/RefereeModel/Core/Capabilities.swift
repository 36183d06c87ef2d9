/// What kind of game a `CoreGame` is, read off its rules once, as Ludii derives its game flags
/// from the ludemes: computer players, the solver, `check`'s simulation, help and the protocol
/// ask these, never a family's name.
public struct Capabilities: Sendable, Hashable {
    /// Chance decides something: a number drawn when the game starts (`random A to B`), a
    /// roll during play (`roll NAME A to B`), or a secret code drawn from the seed.
    public var stochastic: Bool
    /// Some player may not see something while the game is on: a value `hidden from` a player
    /// (or `from others`), a sealed move not yet revealed, or a code game's secret.
    public var hiddenInformation: Bool
    /// What is hidden follows from the moves and from values drawn by chance when the game
    /// starts (`random A to B`) and from sealed moves, with no code game's secret and no card
    /// drawn during play: a player can list the ways the draws (and the others' sealed choices)
    /// could have gone and keep those that agree with what it saw, so search players can play
    /// without seeing what is hidden.
    public var hiddenValuesAreDrawn: Bool
    /// Every move puts a piece on an empty cell, so every game ends by the time the board is
    /// full and no position comes twice: what exhaustive search needs.
    public var everyMoveFillsACell: Bool
    /// The game is played on cells.
    public var hasBoard: Bool
    /// A number kept for each player is compared at the end (a score sheet): `scoreVariable`.
    public var keepsScore: Bool
    /// Every move is a choice of the player to move, not a record of what happened at the table
    /// (`MoveRule.records`: the pins that fell, who won a rally). Only such games are worth a
    /// search for the best move.
    public var movesAreChoices: Bool
    /// Guesses are answered by a code game's feedback (its codes can be searched by a
    /// codebreaker).
    public var answersCodes: Bool

    public init(_ game: CoreGame) {
        let secretCode: Bool
        let hiddenCode: Bool
        switch game.presentation {
        case .code(let layout):
            secretCode = !layout.rules.adversary
            hiddenCode = layout.rules.hidden && !layout.rules.adversary
        case .values, .board, .rally, .frames:
            secretCode = false
            hiddenCode = false
        }
        stochastic = secretCode || game.variables.contains { $0.drawn != nil } || game.rollsDuringPlay
        hiddenInformation = hiddenCode || game.variables.contains(where: \.isHiddenFromSomeone) || game.sealedMoves
        hiddenValuesAreDrawn = hiddenInformation && !hiddenCode && !game.drawsCards
        everyMoveFillsACell = game.board.cellCount > 0 && game.fillsACellEveryMove
        hasBoard = game.board.cellCount > 0
        keepsScore = game.scoreVariable != nil
        movesAreChoices = !game.moves.contains(where: \.records)
        answersCodes = if case .code = game.presentation { true } else { false }
    }
}

extension CoreGame {
    /// What kind of game this is (see `Capabilities`).
    public var capabilities: Capabilities { Capabilities(self) }

    /// The per-player number the first `highest` or `lowest` end rule compares: the score.
    public var scoreVariable: Int? {
        for end in ends {
            switch end.result {
            case .highest(let variable), .lowest(let variable): return variable
            case .winner, .loser, .draw, .highestCount: continue
            }
        }
        return nil
    }
}
