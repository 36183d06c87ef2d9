import RefereeModel

/// A name as written, with where it was written.
public struct Name: Sendable, Hashable {
    public var text: String
    public var span: Span

    public init(_ text: String, _ span: Span) {
        self.text = text
        self.span = span
    }
}

/// A rule file as parsed, before names and types are checked.
public struct RuleFileSyntax: Sendable {
    public var version: Int?
    public var statements: [Statement]
    public var scenarios: [ScenarioSyntax]
    /// The line ends a statement continues past (a line that ends in `,`, `=`, `:`, `then`,
    /// `else`, `and` or `or` read as part of the statement), by offset.
    public var continuations: [Int] = []
    /// False when the file is not taken for a rule file at all: it has no `referee` line and its
    /// first statement could not be read. Such a file earns one error, not one a line.
    public var recognised = true
    /// The words of the lines the parser could not read: a name one of them may have declared
    /// is not reported as unknown (`Diagnostic.FollowOn`).
    public var unreadWords: Set<String> = []

    public init(version: Int? = nil, statements: [Statement] = [], scenarios: [ScenarioSyntax] = []) {
        self.version = version
        self.statements = statements
        self.scenarios = scenarios
    }
}

/// One line of rules.
public struct Statement: Sendable {
    public var kind: Kind
    /// The whole statement; `keyword` is its leading word.
    public var span: Span
    public var keyword: Name

    public enum Kind: Sendable {
        case title(String)
        case players([Name])
        case option(Name, ExprSyntax)
        case turnsAlternate
        case turnsFixed(Name)
        case turnsBy(ExprSyntax)
        case message(Name, String)
        case computer(Name, Name)
        /// `board W by H [by D]`: the width, the height and, for layers, how many.
        case board(ExprSyntax, ExprSyntax, layers: ExprSyntax?, points: Name?)
        case cellsNumbered(from: ExprSyntax)
        case cellsAlgebraic
        case gravity
        /// `edges wrap`: a step off one edge of the board comes back on the opposite one.
        case edgesWrap
        case lines(LineEffect, LineSpec)
        case drawWhenFull
        case frames(ExprSyntax)
        /// `pins 5 worth 2 3 5 3 2`: the values are empty when not given.
        case pins(ExprSyntax, worth: [ExprSyntax])
        case rolls(ExprSyntax)
        case bonus(amount: ExprSyntax, roll: ExprSyntax)
        case fill
        /// `bowlers [SIDE:] A B … rotate every frame|ball`: a side's named bowlers.
        case bowlers(side: Name?, [Name], every: Name)
        case level(Name, LevelSyntax)
        case serveEvery(period: ExprSyntax, condition: ExprSyntax?)
        case serveWinner(condition: ExprSyntax?)
        /// `only the server scores [when C]`: side-out scoring.
        case sideOut(condition: ExprSyntax?)
        case firstServe(Name)
        /// `side A: A1 A2`: the players who make up side (player) A.
        case side(Name, [Name])
        /// `receiver is next server` or `receiver alternates every point` (the second word).
        case receiving(Name)
        /// `order chosen every LEVEL` (`chosen`) or `order restarts every LEVEL` (`restarts`).
        case order(Name, level: Name)
        /// `receivers change order when C`.
        case receiversSwap(ExprSyntax)
        /// `receiver chosen when C`.
        case receiverChosen(ExprSyntax)
        case code(length: ExprSyntax, alphabet: Name)
        case repeats(Bool)
        case guesses(ExprSyntax)
        /// `feedback "B" "W"` counts marks; `feedback by position "G" "Y" "-"` marks every place,
        /// with `miss` for a place that earns neither.
        case feedback(exact: Name, partial: Name, miss: Name?)
        /// `feedback words "Fermi" "Pico" or "Bagels"`: counted marks said as words, with a word
        /// for none.
        case feedbackWords(exact: Name, partial: Name, none: Name)
        /// `feedback common`: one number, the symbols the guess shares with the secret.
        case feedbackCommon
        /// `reveal place 1` or `reveal places 1 3`: places of the secret shown to the codebreaker.
        case reveal([ExprSyntax])
        /// `secrets 2`: how many secrets the codemaker keeps, each answered at every guess.
        case secrets(ExprSyntax)
        /// `lies 1`: how many of the codemaker's typed answers may be wrong.
        case lies(ExprSyntax)
        /// `refuse when C: "message"`: a move that names a value is refused while C holds (core);
        /// the message's `{EXPR}` parts read. With `after` (`refuse after when C`), a move that
        /// puts a piece on a cell is refused when C holds once it is made. With `most` (`refuse
        /// unless most V`), C is the number V, and a move is refused when the rest of its turn
        /// cannot make V as high as another move's can.
        case refuse(after: Name?, condition: ExprSyntax, message: Name, parts: [AnswerPartSyntax], most: Name? = nil)
        /// `words "cigar" "rebut"` or `words from "FILE"`: the only codes allowed.
        case words(WordsSyntax)
        case secret(keeper: Name, hiddenFrom: Name?)
        /// `rules "PATH"`: in a scenarios file that is not beside its rule file (a saved
        /// transcript), the rule file it tests, relative to the scenarios file.
        case rulesReference(Name)
        /// `state NAME [per player] = VALUE [hidden from P …]`: a value the game keeps (core).
        case state(Name, perPlayer: Bool, StateValueSyntax, hiddenFrom: [Name])
        /// `pieces S O`: kinds of piece that belong to nobody (core).
        case pieces([Name])
        /// `lines 3 in a row` or `lines (…) (…)`: the board's lines, with no result of their own (core).
        case boardLines(LineSpec)
        /// `move …`: a kind of move (core).
        case move(MoveSyntax)
        /// `after move [when C] then E, …` (core).
        case afterMove(condition: ExprSyntax?, effects: [EffectSyntax])
        /// `end when C: RESULT` (core).
        case end(condition: ExprSyntax, result: EndResultSyntax)
        /// `grid …`, `start …`, `connect …`, `pattern …`: the board's geometry and contents (core).
        case coreBoard(CoreBoardSyntax)
        /// `table NAME [(COLUMN, …)] = …`: named constant data (expanded before checking).
        case table(TableSyntax)
        /// `define NAME[(P, …)] = EXPR`: a named expression (expanded before checking).
        case define(DefineSyntax)
        /// `for each X in SOURCE, …: STATEMENT`: the statement once for each value (expanded
        /// before checking, so the checker never meets it).
        indirect case forEach([BindingSyntax], Statement)
    }
}

/// `table NAME [(COLUMN, …)] = ITEM, …`: rows of constant numbers or words.
public struct TableSyntax: Sendable {
    public var name: Name
    /// The columns' names; none: the table is one column, read by the table's own name.
    public var columns: [Name]
    public var items: [TableItemSyntax]
}

/// What a table's rows are written as.
public indirect enum TableItemSyntax: Sendable {
    /// `[KEY:] VALUE …`: a row with a key (a word, or a quoted word whose `{…}` parts are
    /// filled in) and its values; in a table of one column, each value is a row of its own.
    case row(key: Name?, values: [TableValueSyntax])
    /// `letters "WORD"`: each letter of the word, a row of its own (a table of words).
    case letters(Name)
    /// `words from "FILE" [in ALPHABET]`: each word of a word file, a row of its own (a table
    /// of words); with `in`, each word is spelt with the words of the table `ALPHABET`, and the
    /// table is also read letter by letter.
    case wordsFrom(path: Name, alphabet: Name?)
    /// `for each X in SOURCE: ITEM, …`: the items that follow, once for each value.
    case forEach([BindingSyntax], [TableItemSyntax])
}

/// One value of a table's row.
public enum TableValueSyntax: Sendable {
    /// A number known before play: a literal, an option, a name `for each` binds, or an
    /// expression in parentheses.
    case number(ExprSyntax)
    /// A word, in quotes.
    case word(Name)
}

/// `define NAME[(P, …)] = EXPR`.
public struct DefineSyntax: Sendable {
    public var name: Name
    public var parameters: [Name]
    public var body: ExprSyntax
}

/// `X in SOURCE`, one binding of a `for each`.
public struct BindingSyntax: Sendable {
    public var name: Name
    public var source: Source

    /// What a `for each` runs over.
    public enum Source: Sendable {
        /// `A to B`: the whole numbers from A to B, known before play.
        case range(ExprSyntax, ExprSyntax)
        /// `players`: each player, by name.
        case players(Name)
        /// `letters "WORD"`: each letter of the word.
        case letters(Name)
        /// A table: each entry of a table of one column, else each row's place from 1.
        case table(Name)
    }
}

/// Where a code game's word list comes from.
public enum WordsSyntax: Sendable {
    /// The words written on the line, each in quotes.
    case inline([Name])
    /// A file of words, relative to the rule file: words separated by spaces and line ends, `#`
    /// starting a comment.
    case file(Name)
}

/// How a board's deciding lines are given.
public enum LineSpec: Sendable {
    /// `win 3 in a row`: every run of that many cells along rows, columns and diagonals; with
    /// `exactly` (its word kept here), a run that is part of a longer one does not count.
    case inARow(ExprSyntax, exactly: Name?)
    /// `win lines (1 2 3) (4 5 6)`: the lines named cell by cell.
    case explicit([[Name]])
}

/// A level of a rally score: `game: first to 11, lead by 2` or `match: best of 5`.
public struct LevelSyntax: Sendable {
    public enum Target: Sendable {
        case firstTo(ExprSyntax)
        case bestOf(ExprSyntax)
    }

    public var target: Target
    public var lead: ExprSyntax?
    public var cap: ExprSyntax?
    public var calls: [Name]
    /// `deuce "Deuce" "Advantage"`: the words for a tie past the last call and a lead of one.
    public var deuce: (tie: Name, advantage: Name)?
    /// `tiebreak at 6 to 7 by 2`, with the clause's leading word.
    public var tiebreak: TiebreakSyntax?
}

/// `tiebreak at A to T [by L]` on a level.
public struct TiebreakSyntax: Sendable {
    public var keyword: Name
    public var at: ExprSyntax
    public var target: ExprSyntax
    public var lead: ExprSyntax?
}

/// An expression as written.
public indirect enum ExprSyntax: Sendable {
    case integer(Int, Span)
    case name(Name)
    /// `points(A)`, `min(a, b)`.
    case call(Name, [ExprSyntax], Span)
    case unary(Name, ExprSyntax, Span)
    case binary(Name, ExprSyntax, ExprSyntax)
    case ifThenElse(ExprSyntax, ExprSyntax, ExprSyntax, Span)
    /// `for each X in SOURCE: EXPR`, among a call's arguments: one argument for each value
    /// (expanded before checking).
    case forEach([BindingSyntax], ExprSyntax, Span)
    /// A table's entry at a place known only during play, as the expansion leaves it:
    /// `pars(hole)`.
    case entry(Name, [Int], ExprSyntax, Span)

    public var span: Span {
        switch self {
        case .integer(_, let span): span
        case .name(let name): name.span
        case .call(_, _, let span): span
        case .unary(_, _, let span): span
        case .binary(_, let lhs, let rhs): lhs.span.merged(with: rhs.span)
        case .ifThenElse(_, _, _, let span): span
        case .forEach(_, _, let span): span
        case .entry(_, _, _, let span): span
        }
    }
}

/// A scenario block as parsed: the model's scenario, plus the names in it that the checker must
/// find among the players and levels.
public struct ScenarioSyntax: Sendable {
    public var scenario: Scenario
    public var span: Span
    public var playerNames: [Name]
    public var levelNames: [Name]
    /// Option names the scenario sets, with their positions.
    public var optionNames: [Name]
    /// Names of kept values the scenario observes (`expect value hand 3 4`).
    public var valueNames: [Name] = []
    /// Names of bowlers the scenario observes (`expect bowler Ann`).
    public var bowlerNames: [Name] = []
}

/// `move ACTION [when C] [then E, …]`.
public struct MoveSyntax: Sendable {
    public enum Action: Sendable {
        /// `place [S {or S}] [dropping]`.
        case place(choices: [Name], drop: Bool)
        /// `slide [KIND …] [orthogonally | along lines] [SENSE …] [flying]`.
        case slide(Adjacency, MotionSyntax)
        /// `jump [KIND …] [orthogonally | along lines] [SENSE …] [flying] [over own|other|any]
        /// [chained [straight] [optionally]]`.
        case jump(Adjacency, over: Whose, MotionSyntax)
        /// `remove own|other|any`.
        case remove(Whose)
        case pass
        /// `"WORD"`: a move named by a word of the file's own.
        case word(Name)
        /// `player`: the move names a player.
        case player(Name)
        /// `number A to B`: the move names a whole number from A to B.
        case number(from: ExprSyntax, to: ExprSyntax)
        /// `from TABLE`: the move names one of the table's rows by its key; the expansion
        /// fills in the keys.
        case row(Name, keys: [String])
        /// `some of L`: the move names part of a list's items, typed as their digits.
        case part(Name)
    }

    public var action: Action
    public var condition: ExprSyntax?
    public var effects: [EffectSyntax]
    /// `flanking` after a placement, as written.
    public var flanking: Name? = nil
    /// `capturing` after a placement, as written.
    public var capturing: Name? = nil
    /// `otherwise` after the action, as written.
    public var otherwise: Name? = nil
    /// `recorded` after the action, as written.
    public var recorded: Name? = nil
    /// `onto other` after a slide, as written (the word `onto`).
    public var onto: Name? = nil
    /// `anywhere` after a slide, as written.
    public var anywhere: Name? = nil
    /// `outside lines` after a removal, as written (its first word).
    public var outsideLines: Name? = nil
    /// `sealed` after the action, as written.
    public var sealed: Name? = nil
}

/// What a kept value starts as.
public enum StateValueSyntax: Sendable {
    /// A constant expression, or the word `list`.
    case expression(ExprSyntax)
    /// `random A to B`: a number drawn by chance when the game starts.
    case random(keyword: Name, from: ExprSyntax, to: ExprSyntax)
    /// `deck A to B [, N each]`: a list of cards, N of each number from A to B (one without
    /// `each`), from which `draw` takes cards by chance.
    case deck(keyword: Name, from: ExprSyntax, to: ExprSyntax, each: ExprSyntax?)
}

/// A part of an `answer` effect's text or of a `refuse` rule's message.
public enum AnswerPartSyntax: Sendable {
    case text(String)
    /// `{EXPR}`: evaluated when the effect runs.
    case expression(ExprSyntax)
    /// `{T(I)}` for a table of words read at a place known only during play: the word there,
    /// or nothing outside the table (the expansion writes it so; the parser never does).
    case word(Name, words: [String], place: ExprSyntax)
}

/// A change a move or rule makes.
public enum EffectSyntax: Sendable {
    /// `set NAME[(P)] = V`.
    case set(Name, player: ExprSyntax?, ExprSyntax)
    /// `add N to NAME[(P)]`.
    case add(ExprSyntax, Name, player: ExprSyntax?)
    /// `append N to NAME[(P)]`.
    case append(ExprSyntax, Name, player: ExprSyntax?)
    /// `roll NAME[(P)] [N times] A to B`: a number drawn by chance during play, or with
    /// `N times` a list of N of them.
    case roll(Name, player: ExprSyntax?, times: ExprSyntax?, from: ExprSyntax, to: ExprSyntax)
    /// `draw NAME[(P)] from DECK`: a card taken by chance from a deck during play.
    case draw(Name, player: ExprSyntax?, deck: Name)
    case again(Name)
    /// `reveal`: the sealed moves not yet revealed take effect.
    case reveal(Name)
    case announce(Name)
    /// `answer "TEXT"`, its `{EXPR}` parts read.
    case answer(Name, [AnswerPartSyntax])
    /// `remove C`: the piece on a cell computed as the effect runs comes off.
    case removeCell(Name, ExprSyntax)
    /// `remove L from NAME[(P)]`: each number of L (a list, or one number) comes out of a list.
    case removeItems(Name, ExprSyntax, from: Name, player: ExprSyntax?)
    /// `place PIECE at C`: a piece (a kind, or a player's own) is put on a computed cell.
    case placeCell(Name, piece: ExprSyntax, at: ExprSyntax)
    /// `move C to D`: the piece on one computed cell goes to another.
    case moveCell(Name, from: ExprSyntax, to: ExprSyntax)
    /// `for each X in SOURCE: EFFECT`: the effect once for each value (expanded before
    /// checking).
    indirect case forEach([BindingSyntax], EffectSyntax)
}

/// What `end when C:` decides.
public enum EndResultSyntax: Sendable {
    case winner(ExprSyntax)
    case loser(ExprSyntax)
    case draw(Name)
    case highest(Name)
    case lowest(Name)
}
