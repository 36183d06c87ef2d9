import RefereeEngine
import RefereeModel

/// What the play layer shows that is particular to one family of games: its picture, its help,
/// its explanations of refused moves, its rules in brief, the observations a
/// transcript saves and the words for its moves. Each family keeps all of it in one file beside
/// this one; `GameModel.presentation` is the one place that picks a family's.
protocol FamilyPresentation {
    /// The picture of a position as `viewer` may see it (see `Renderer.render`).
    func picture(_ view: GameView, state: GameState, renderer: Renderer, personKeepsSecret: Bool) -> String
    /// One sentence: who plays what.
    func brief(_ model: GameModel) -> String
    /// The rules in a few sentences, after the brief.
    func details(_ model: GameModel) -> [String]
    /// Moves worth showing in `help`, with what they do, for the position now.
    func examples(_ session: Session, player: String) -> [(String, String)]
    /// `help`'s lines on playing against the computer, when people play at least two sides (by
    /// default: the computer takes any side).
    func versusComputer(_ model: GameModel, people: [Int], _ cp: String) -> [(String, String)]
    /// The rule behind a refusal, when this family words it its own way (by default it does not).
    func refusal(_ rule: MessageKey, player: String, engine: Engine, state: GameState) -> String?
    /// What a move is in this game, with an example.
    func whatAMoveIs(engine: Engine, state: GameState) -> String
    /// A move in words: "O plays 4", "Bowler rolls 7", "B wins the rally".
    func describe(_ text: String, by player: Int, name: String) -> String
    /// Who is to move, in words: "X to move".
    func status(_ player: Int, name: String) -> String
    /// Who is to move in this position, in words (by default, `status(_:name:)`).
    func status(_ player: Int, name: String, engine: Engine, state: GameState) -> String
    /// The `setup` lines a transcript needs before its moves (by default: none).
    func setupLines(_ session: Session) -> [String]
    /// What a position shows, as a scenario's `expect` lines (without `expect`).
    func expectations(_ view: GameView, engine: Engine, state: GameState, over: Bool) -> [String]
    /// Lines of their own for what a move changed, such as a game won within a set (by default:
    /// none).
    func events(_ before: GameState, _ after: GameState, engine: Engine) -> [String]
    /// Lines for the moves the rules' own computer made before anyone typed one (by default:
    /// none).
    func opening(_ state: GameState, engine: Engine) -> [String]
    /// The secret a player keeps and the rules answer moves from, with who keeps it (by default:
    /// none).
    var secret: KeptSecret? { get }
}

/// A secret one player keeps and another guesses, which `secret CODE` sets at the prompt (a code
/// game's).
struct KeptSecret {
    var keeper: Int
    var guesser: Int
    /// The rules' own computer answers without a secret (a code game's adversary).
    var keptByNobody: Bool
    /// What a secret is, in words: "4 symbols from 123456, no symbol twice".
    var wording: String
}

extension FamilyPresentation {
    func versusComputer(_ model: GameModel, people: [Int], _ cp: String) -> [(String, String)] {
        [("vs computer [SIDE]" + cp, "the computer plays SIDE, as in: vs computer \(model.players[people.last!])")]
    }

    func refusal(_ rule: MessageKey, player: String, engine: Engine, state: GameState) -> String? { nil }

    func setupLines(_ session: Session) -> [String] { [] }

    func status(_ player: Int, name: String, engine: Engine, state: GameState) -> String { status(player, name: name) }

    func events(_ before: GameState, _ after: GameState, engine: Engine) -> [String] { [] }

    func opening(_ state: GameState, engine: Engine) -> [String] { [] }

    var secret: KeptSecret? { nil }
}

extension GameModel {
    /// The presentation of this game's family: the one registration of the families in this
    /// layer. The family of the rules fixes the case of every view the engine gives.
    var presentation: any FamilyPresentation {
        switch family {
        case nil: ValuesPresentation(core: coreGame)
        case .board(let rules): BoardPresentation(rules: rules)
        case .frames(let rules): FramesPresentation(rules: rules)
        case .rally(let rules): RallyPresentation(rules: rules)
        case .code(let rules): CodePresentation(rules: rules)
        }
    }
}
