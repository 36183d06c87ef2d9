/// The general core: the rules of a game as state, moves, rules that run after a move, and the
/// conditions that end the game. Family statements (`board`, `win 3 in a row`, …) are short ways
/// to write core rules; `CoreGame.translating(_:)` gives their meaning in these terms, and a file
/// may add core statements of its own beside them. The engine's general interpreter runs any
/// `CoreGame`; a family's kernel runs the same rules faster when a file uses nothing else.
public struct CoreGame: Sendable, Hashable {
    /// The grid the pieces stand on.
    public var board: CoreBoard
    /// What a cell can hold: a piece kind, owned by a player or shared by all.
    public var pieces: [PieceKind]
    /// The numbers, flags and players the game keeps, in declaration order.
    public var variables: [Variable]
    /// The kinds of move, in the order legal moves are listed.
    public var moves: [MoveRule]
    /// Rules run after every move, in order, each when its condition holds.
    public var afterMove: [AfterMoveRule]
    /// Tried in order after every move (and its rules); the first that holds ends the game.
    public var ends: [EndRule]
    /// Who moves when, when the game says so itself (a rally's server); nil: the file's turn rule.
    public var turns: TurnRule?
    /// How the game is shown: as a board, or (for a family's game in core terms) as that family's
    /// picture, read from the values the translation keeps.
    public var presentation: CorePresentation
    /// The pieces on the board when the game starts (`start … at …`).
    public var start: [StartingPieces] = []
    /// The sides each player joins to make `connected` true (`connect … …`).
    public var goals: [ConnectionGoal] = []
    /// The runs of pieces the rules count through the last move (`pattern NAME = …`).
    public var patterns: [Pattern] = []
    /// `refuse when …` rules: a move that names a value is illegal while one of them holds.
    public var refusals: [RefusalRule] = []
    /// Each player's forward (`forward P up`), in the order `players` lists them; nil for a
    /// player without one. Empty when no player has one.
    public var facing: [Facing?] = []
    /// `promote A to B on the far row`, in order.
    public var promotions: [Promotion] = []
    /// `captures compulsory` or `captures most`; nil: a player may slide when it could jump.
    public var captures: CaptureRule?

    public init(
        board: CoreBoard, pieces: [PieceKind], variables: [Variable] = [], moves: [MoveRule],
        afterMove: [AfterMoveRule] = [], ends: [EndRule] = [], turns: TurnRule? = nil,
        presentation: CorePresentation = .board
    ) {
        self.turns = turns
        self.board = board
        self.pieces = pieces
        self.variables = variables
        self.moves = moves
        self.afterMove = afterMove
        self.ends = ends
        self.presentation = presentation
    }

    /// The index of the variable with this name.
    public func variable(named name: String) -> Int? { variables.firstIndex { $0.name == name } }

    /// The texts of every `answer` effect, each once, in the order the rules give them.
    public var answerTexts: [AnswerText] {
        var texts: [AnswerText] = []
        for effect in moves.flatMap(\.effects) + afterMove.flatMap(\.effects) {
            if case .answer(let text) = effect, !texts.contains(text) { texts.append(text) }
        }
        return texts
    }

    /// Whether some move is sealed (`move … sealed`): what it names is kept from the other
    /// players until a `reveal` effect runs.
    public var sealedMoves: Bool { moves.contains(where: \.sealed) }

    /// Whether some effect rolls (`roll NAME A to B`) or draws a card (`draw NAME from DECK`):
    /// chance during play, taken from the game's chance stream.
    public var rollsDuringPlay: Bool {
        (moves.flatMap(\.effects) + afterMove.flatMap(\.effects)).contains { effect in
            switch effect {
            case .roll, .draw: true
            case .set, .add, .append, .removeItems, .again, .reveal, .announce, .answer, .removeAt, .placeAt, .moveAt: false
            }
        }
    }

    /// Whether some effect draws a card from a deck (`draw NAME from DECK`).
    public var drawsCards: Bool {
        (moves.flatMap(\.effects) + afterMove.flatMap(\.effects)).contains { effect in
            if case .draw = effect { true } else { false }
        }
    }

    /// The numbers the game's rolls may give, when every roll's range is constant: what a
    /// roll fixed in a scenario may be. Nil when some roll's range is known only during play.
    public var rollRange: ClosedRange<Int>? {
        var low = Int.max, high = Int.min
        for effect in moves.flatMap(\.effects) + afterMove.flatMap(\.effects) {
            switch effect {
            case .roll(_, _, _, let from, let to):
                guard case .int(let a) = Evaluator.fold(from), case .int(let b) = Evaluator.fold(to) else { return nil }
                low = Swift.min(low, a)
                high = Swift.max(high, Swift.max(a, b))
            case .draw(_, _, let deck):
                // A deck only gains cards by `append`, which may add any number.
                guard let cards = variables[deck].deck, !appendsTo(deck) else { return nil }
                low = Swift.min(low, cards.min() ?? low)
                high = Swift.max(high, cards.max() ?? high)
            case .set, .add, .append, .removeItems, .again, .reveal, .announce, .answer, .removeAt, .placeAt, .moveAt: continue
            }
        }
        return low <= high ? low...high : nil
    }

    /// Whether some effect changes cells (`remove C`, `place P at C`, `move C to D`).
    public var changesCells: Bool {
        (moves.flatMap(\.effects) + afterMove.flatMap(\.effects)).contains { effect in
            switch effect {
            case .removeAt, .placeAt, .moveAt: true
            case .set, .add, .append, .removeItems, .roll, .draw, .again, .reveal, .announce, .answer: false
            }
        }
    }

    /// Whether some effect appends to the list `variable`.
    private func appendsTo(_ variable: Int) -> Bool {
        (moves.flatMap(\.effects) + afterMove.flatMap(\.effects)).contains { effect in
            if case .append(variable, _, _) = effect { true } else { false }
        }
    }

    /// Whether every move puts a piece on an empty cell, so that every game ends by the time the
    /// board is full and no position comes twice: what exhaustive search needs.
    public var fillsACellEveryMove: Bool {
        !changesCells && moves.allSatisfy { rule in
            switch rule.action {
            case .place: !rule.capturing
            case .slide, .jump, .remove, .pass, .word, .choose: false
            }
        }
    }
}

/// A grid of cells and the lines across it.
public struct CoreBoard: Sendable, Hashable {
    public var width: Int
    public var height: Int
    /// Grids one over the other (`board W by H by D`); 1 for a flat board.
    public var layers: Int = 1
    /// A step off one edge comes back on the opposite one (`edges wrap`).
    public var wraps = false
    public var naming: CellNaming
    /// How cells touch: a square grid's or a hexagonal one's (`BoardGeometry.swift`).
    public var grid: Grid = .square
    /// The board's lines, in report order, as cell indices; `line` and `lines(P)` read them.
    public var lines: [[Int]]
    /// For lines of exactly N (`win exactly 5 in a row`), each line's cells just past its ends:
    /// a line whose pieces one of them shares is part of a longer run and does not count. Empty
    /// when any run of a line's length counts.
    public var overlines: [[Int]] = []
    /// A board of points (`board W by H points`): its cells are the points, `width` and
    /// `height` the grid they stand on; nil for a grid of cells.
    public var points: PointLayout?

    public init(width: Int, height: Int, naming: CellNaming, lines: [[Int]]) {
        self.width = width
        self.height = height
        self.naming = naming
        self.lines = lines
    }

    public var cellCount: Int { points?.count ?? width * height * layers }

    /// Where the cells lie and how they touch.
    public var lattice: Lattice { Lattice(width: width, height: height, layers: layers, grid: grid, wraps: wraps) }

    /// A cell's name as typed at the prompt (a point's, the name of its place on the grid).
    public func name(of cell: Int) -> String {
        naming.name(of: points.map { $0.places[cell] } ?? cell, width: width, height: height, layers: layers)
    }

    /// The cell a name stands for, or nil when no cell of the board has that name.
    public func cell(named name: Substring) -> Int? {
        guard let place = naming.cell(named: name, width: width, height: height, layers: layers) else { return nil }
        guard let points else { return place }
        return points.point(at: place)
    }

    /// The cells next to each cell in the given sense, in increasing order. On a board of points,
    /// the points linked to each (only along its straight lines for `alongLines`).
    public func neighbours(_ adjacency: Adjacency) -> [[Int]] {
        if let points { return points.neighbours(alongLinesOnly: adjacency == .alongLines) }
        var result = [[Int]](repeating: [], count: cellCount)
        switch adjacency {
        case .orthogonal, .adjacent:
            let lattice = lattice
            let steps = lattice.steps(adjacency)
            for cell in 0..<cellCount {
                for step in steps {
                    if let next = lattice.cell(from: cell, step), next != cell, !result[cell].contains(next) {
                        result[cell].append(next)
                    }
                }
            }
        case .alongLines:
            for line in lines {
                for (a, b) in zip(line, line.dropFirst()) {
                    if !result[a].contains(b) { result[a].append(b) }
                    if !result[b].contains(a) { result[b].append(a) }
                }
            }
        }
        return result.map { $0.sorted() }
    }

    /// The jumps from each cell in the given sense: the cell jumped over, next to it, and the
    /// cell just beyond in the same straight line, in increasing order of the landing cell.
    public func jumps(_ adjacency: Adjacency) -> [[Jump]] {
        if let points { return points.jumps() }
        var result = [[Jump]](repeating: [], count: cellCount)
        switch adjacency {
        case .orthogonal, .adjacent:
            let lattice = lattice
            for cell in 0..<cellCount {
                for step in lattice.steps(adjacency) {
                    guard let over = lattice.cell(from: cell, step), let to = lattice.cell(from: cell, step, times: 2),
                          Set([cell, over, to]).count == 3, !result[cell].contains(where: { $0.to == to })
                    else { continue }
                    result[cell].append(Jump(over: over, to: to))
                }
            }
        case .alongLines:
            return Jump.along(lines, cells: cellCount)
        }
        return result.map { $0.sorted { $0.to < $1.to } }
    }
}

/// A jump from a cell: the cell jumped over and the cell landed on.
public struct Jump: Sendable, Hashable {
    public var over: Int
    public var to: Int

    public init(over: Int, to: Int) {
        self.over = over
        self.to = to
    }

    /// The jumps from each of `cells` cells along straight lines: over the next cell of a line
    /// to the one after it, either way, in increasing order of the landing cell.
    public static func along(_ lines: [[Int]], cells: Int) -> [[Jump]] {
        var result = [[Jump]](repeating: [], count: cells)
        for line in lines where line.count >= 3 {
            for i in 0..<(line.count - 2) {
                for (from, to) in [(line[i], line[i + 2]), (line[i + 2], line[i])]
                where !result[from].contains(where: { $0.to == to }) {
                    result[from].append(Jump(over: line[i + 1], to: to))
                }
            }
        }
        return result.map { $0.sorted { $0.to < $1.to } }
    }
}

/// Which cells a piece may step to from its own.
public enum Adjacency: String, Sendable, Hashable, CaseIterable {
    /// The cells above, below, left and right.
    case orthogonal
    /// The eight cells around, diagonals included.
    case adjacent
    /// The cells next to it on one of the board's lines.
    case alongLines = "along lines"
}

/// A kind of piece a cell can hold.
public struct PieceKind: Sendable, Hashable {
    /// How the piece is named in moves and pictures.
    public var name: String
    /// The player it belongs to; nil for a piece any player may place (a shared symbol).
    public var owner: Int?
    /// For a kind every player has (`pieces man king per player`), the kind's word (`king`);
    /// nil for a player's own piece or a shared one.
    public var role: String?

    public init(name: String, owner: Int?, role: String? = nil) {
        self.name = name
        self.owner = owner
        self.role = role
    }
}

/// A value the game keeps: a number, a flag, a player or a list of numbers, once or for each
/// player.
public struct Variable: Sendable, Hashable {
    public var name: String
    public var type: VariableType
    public var perPlayer: Bool
    /// The value at the start of the game (a player's index for `.player`, 0 or 1 for `.flag`; a
    /// list starts empty).
    public var initial: Int
    /// `random A to B`: the number is drawn by chance from these, from the game's seed, when the
    /// game starts (for each player apart, with `per player`); `initial` is then unused.
    public var drawn: ClosedRange<Int>?
    /// `hidden from P …`: the players whose pictures do not show the value while the game is on.
    public var hiddenFrom: [Int] = []
    /// `hidden from others`: each player's value (kept `per player`) is shown to that player
    /// alone while the game is on.
    public var hiddenFromOthers = false
    /// `deck A to B [, N each]`: a list that starts with these cards (numbers), in order, from
    /// which `draw` takes one by chance; nil for a list that starts empty or for a number.
    public var deck: [Int]?

    /// Whether `player`'s value (the only one, for a value not kept per player) is hidden from
    /// `viewer` while the game is on; with no viewer (nil), any value hidden from someone is.
    public func isHidden(_ player: Int, from viewer: Int?) -> Bool {
        guard !hiddenFrom.isEmpty || hiddenFromOthers else { return false }
        guard let viewer else { return true }
        return hiddenFrom.contains(viewer) || (hiddenFromOthers && player != viewer)
    }

    /// Whether some player may not see some of this value while the game is on.
    public var isHiddenFromSomeone: Bool { !hiddenFrom.isEmpty || hiddenFromOthers }

    public init(name: String, type: VariableType, perPlayer: Bool, initial: Int, drawn: ClosedRange<Int>? = nil) {
        self.name = name
        self.type = type
        self.perPlayer = perPlayer
        self.initial = initial
        self.drawn = drawn
    }
}

public enum VariableType: String, Sendable, Hashable {
    case number, flag, player
    /// Numbers in the order `append` added them.
    case list
}

/// One kind of move: what it does to the board, when it is allowed, and what else it changes.
public struct MoveRule: Sendable, Hashable {
    public var action: MoveAction
    /// The move is legal only while this holds (evaluated before the move, `mover` the player to
    /// move); nil: always.
    public var condition: Expr?
    /// Run in order once the move is made.
    public var effects: [Effect]
    /// What a refused move of this kind is told when its condition does not hold or the number it
    /// names is out of range.
    public var refusal: MessageKey
    /// `flanking`: a placement must flank other players' pieces, which turn (`CoreBoardRules`).
    public var flanking = false
    /// `capturing`: after a placement, other players' groups left without liberties are taken
    /// off, then the mover's own group through the placed piece if it has none (`Groups.swift`).
    public var capturing = false
    /// `otherwise`: the move is legal only when no rule without `otherwise` allows a move.
    public var otherwise = false
    /// The move records what happened at the table (the pins that fell, who won a rally) rather
    /// than a choice of the player to move: search has nothing to choose between. The families of
    /// frames and rallies give such moves.
    public var records = false
    /// For a slide or a jump: the kinds it moves, its directions relative to the mover, how far
    /// it goes and whether a jump chains; nil for a plain one.
    public var motion: Motion?
    /// `onto other`: a slide may also end on a cell that holds another player's piece (or a
    /// shared one), which it takes off the board.
    public var captures = false
    /// `anywhere`: a slide goes to any empty cell, not only to one next to the piece (a
    /// morris player's pieces flying).
    public var anywhere = false
    /// `outside lines`: a removal takes no piece that lies on a line of the board held whole by
    /// its owner's pieces, unless every piece it could take does.
    public var outsideLines = false
    /// `sealed`: what the move names is kept from the other players, and its effects wait,
    /// until a `reveal` effect runs them (`CoreGame.sealedMoves`).
    public var sealed = false

    public init(
        action: MoveAction, condition: Expr? = nil, effects: [Effect] = [], refusal: MessageKey = .illegal,
        flanking: Bool = false, otherwise: Bool = false, records: Bool = false, sealed: Bool = false
    ) {
        self.action = action
        self.condition = condition
        self.effects = effects
        self.refusal = refusal
        self.flanking = flanking
        self.otherwise = otherwise
        self.records = records
        self.sealed = sealed
    }
}

public enum MoveAction: Sendable, Hashable {
    /// Put a piece on an empty cell: the mover's own kind, or one of the listed kinds chosen by the
    /// mover. With `drop`, the move names a column and the piece falls to its lowest empty cell.
    case place(choices: [Int]?, drop: Bool)
    /// Move one of the mover's pieces to an empty cell next to it.
    case slide(Adjacency)
    /// Move one of the mover's pieces over a piece next to it (whose: `over`) to the empty cell
    /// just beyond, in a straight line; the piece jumped over is taken off the board.
    case jump(Adjacency, over: Whose)
    /// Take a piece off the board.
    case remove(Whose)
    /// Do nothing to the board.
    case pass
    /// A move named by a word of the file's own (`move "hold"`), typed as the word: it does
    /// nothing to the board, and its effects and the rules after it say what it means.
    case word(String)
    /// Name a player or a number, which the move's effects and the rules after it read as
    /// `chosen`: the winner of a rally, the pins a roll knocks down.
    case choose(ChosenValue)
}

/// What a `choose` move names.
public enum ChosenValue: Sendable, Hashable {
    /// Any player.
    case player
    /// A whole number from `from` to `to` (evaluated before the move), at most
    /// `Limits.chosenNumber`.
    case number(from: Expr, to: Expr)
    /// A code of the game's codes (`CodeRules`): a guess. With `repeats forbidden`, only codes
    /// whose symbols differ; with a word list, only its words.
    case code
    /// A set of pins among those `standing` holds (a set: bit i for pin i + 1), each worth its
    /// value in `values`: the pins a roll knocks down. `chosen` reads the set, `chosen worth` the
    /// sum of its pins' values and `chosen count` how many pins it has.
    case pins(standing: Expr, values: [Int])
    /// Feedback on the last guess, typed by the codemaker when the engine does not know the
    /// secret: only answers some code could earn, given every earlier guess and answer.
    case answer
    /// One of the mover's side's players (`RallySides`), by name: `chosen` reads its place among
    /// all sides' players, the first side's first (the first side's player `k` is `k`, the
    /// second's is the first side's count plus `k`).
    case sidePlayer(names: [[String]])
    /// One of a table's rows (`move from segment`), typed as its key: `chosen` reads the row's
    /// place in the table, from 1.
    case row(table: String, keys: [String])
    /// Part of the list `list` as it stands (`move some of L`): some of its items, at least one,
    /// typed as their digits, so only items from 0 to 9 are named (at most
    /// `Limits.partItemsOfAValue` of one value); `chosen` reads the numbers named as a list.
    case part(list: Int)
}

/// Whose pieces a removal may take.
public enum Whose: String, Sendable, Hashable, CaseIterable {
    case own, other, any
}

/// A change a move or a rule makes to the state.
public enum Effect: Sendable, Hashable {
    /// Sets a variable (`index` into `CoreGame.variables`; `player` for a per-player one).
    case set(variable: Int, player: Expr?, value: Expr)
    /// Adds to a number.
    case add(variable: Int, player: Expr?, amount: Expr)
    /// Adds a number at the end of a list.
    case append(variable: Int, player: Expr?, value: Expr)
    /// Sets a number to one drawn by chance from `from` to `to` (evaluated when the effect runs),
    /// each as likely: the next number of the game's chance stream (`CoreKernel.State`). With
    /// `count` (`roll L N times A to B`), the list `variable` becomes that many such numbers.
    case roll(variable: Int, player: Expr?, count: Expr?, from: Expr, to: Expr)
    /// Takes out of the list `variable`, for each number of `items` (a list, or one number),
    /// the first item equal to it, if any (`remove L from NAME`).
    case removeItems(variable: Int, player: Expr?, items: Expr)
    /// Takes a card by chance from the list `deck` (each card left as likely: the deck is
    /// shuffled from the game's chance stream) and puts it in the number `variable`, or at the
    /// end of the list `variable`. An empty deck gives nothing and changes nothing.
    case draw(variable: Int, player: Expr?, deck: Int)
    /// The player who moved moves again.
    case again
    /// Says something to the players; shown after the move.
    case announce(String)
    /// Answers the move: the text, its parts filled in when the effect runs, is kept with the
    /// move in the game's answers, which pictures show guess by guess.
    case answer(AnswerText)
    /// Takes the piece on a cell off the board (`remove C`); nothing when it is empty or no cell.
    case removeAt(Expr)
    /// Puts a piece on a cell, in place of what stood there (`place P at C`): the piece is the
    /// kind `piece` gives, or with `own` the own kind of the player it gives. Nothing on no cell.
    case placeAt(piece: Expr, own: Bool, cell: Expr)
    /// Moves the piece on one cell to another (`move C to D`), taking what stood there; nothing
    /// when the first is empty, either is no cell, or they are the same.
    case moveAt(from: Expr, to: Expr)
    /// Reveals every sealed move not yet revealed, in the order they were made: each one's
    /// effects run, with its mover as `mover` and what it named as `chosen`.
    case reveal
}

/// The text of an `answer` effect or of a `refuse` rule's message: words as written, and
/// `{EXPR}` parts evaluated when the effect runs or the move is refused.
public struct AnswerText: Sendable, Hashable {
    public enum Part: Sendable, Hashable {
        case text(String)
        /// `{move}`: the move answered or refused, as typed.
        case move
        /// A number, shown in digits.
        case number(Expr)
        /// A player, shown by name.
        case player(Expr)
        /// True or false, shown as yes or no.
        case flag(Expr)
        /// The word at a place of a table of words, from 1; nothing outside it.
        case word([String], Expr)
    }

    public var parts: [Part]

    public init(parts: [Part]) { self.parts = parts }

    /// The expressions the text evaluates, in order.
    public var expressions: [Expr] {
        parts.compactMap { part in
            switch part {
            case .text, .move: nil
            case .number(let e), .player(let e), .flag(let e), .word(_, let e): e
            }
        }
    }
}

/// `after move [when C] then E, …`.
public struct AfterMoveRule: Sendable, Hashable {
    public var condition: Expr?
    public var effects: [Effect]

    public init(condition: Expr?, effects: [Effect]) {
        self.condition = condition
        self.effects = effects
    }
}

/// `refuse when C: "MESSAGE"`: a move that names a value (a player, a number, a code) is illegal
/// when `C` holds, read before the move with `chosen` (and, in a code game, `fits`) the value the
/// move would name and `mover` the player to move. It is left out of the legal moves, and refused
/// with the message, `{move}` standing for the move as typed and `{EXPR}` for a value read as
/// the condition reads.
public struct RefusalRule: Sendable, Hashable {
    public var condition: Expr
    /// The message, its `{move}` and `{EXPR}` parts filled in when a move is refused.
    public var message: AnswerText
    /// `refuse after when C`: the rule judges a move that puts a piece on a cell (a placement, a
    /// slide, a jump) instead, with `C` read after the move has been made (its captures, its
    /// effects and the rules after it), `mover` the player who made it.
    public var after = false
    /// `refuse unless most V`: `condition` is the number V, and a move is refused when the best
    /// end of its turn (the mover's moves until another player is to move, or the game ends)
    /// leaves V, read there with `mover` the turn's player, lower than another move's best.
    public var most = false

    public init(condition: Expr, message: AnswerText, after: Bool = false, most: Bool = false) {
        self.condition = condition
        self.message = message
        self.after = after
        self.most = most
    }
}

/// `end when C: RESULT`.
public struct EndRule: Sendable, Hashable {
    public var condition: Expr
    public var result: EndResult

    public init(condition: Expr, result: EndResult) {
        self.condition = condition
        self.result = result
    }
}

/// How a game that ends is decided.
public enum EndResult: Sendable, Hashable {
    /// This player wins.
    case winner(Expr)
    /// This player loses: the next player in the order `players` lists them wins.
    case loser(Expr)
    case draw
    /// The player with the highest value of a per-player number wins; a tie for the highest draws.
    case highest(variable: Int)
    /// The player with the lowest value of a per-player number wins (strokes in golf); a tie for
    /// the lowest draws.
    case lowest(variable: Int)
    /// The player with the most of a counted quantity (`marks`, `lines`) wins; a tie draws.
    case highestCount(Quantity)
}
