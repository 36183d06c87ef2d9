import RefereeAnalysis
import RefereeEngine
import RefereeLanguage
import RefereeModel

/// One game being played through the command language: the state, its history for undo and
/// redo, the moves made, and the choices around the game (options, a computer opponent, who keeps
/// a secret). Shared by `referee play`'s scripted mode and the REPL. A value: a command that fails
/// leaves it exactly as it was.
public struct Session: Sendable {
    public private(set) var engine: Engine {
        didSet {
            let kept = names.kept(in: model)
            if kept != names { names = kept } else { shownEngine = engine.showing(names) }
        }
    }
    /// The names people gave the players (`name`, `--name`), which the session shows in place
    /// of the rule file's identifiers; kept for every game of the session, and never a move.
    public internal(set) var names = PlayerNames() {
        didSet { shownEngine = engine.showing(names) }
    }
    /// The engine that shows the game with the players' names (`Engine.showing`): pictures,
    /// calls, announcements and results come from it, moves never.
    public private(set) var shownEngine: Engine
    /// The seed of the first game; each later game draws from the next seed.
    public let seed: UInt64
    /// The greeting says the seed: one drawn fresh rather than chosen with `--seed`, so that
    /// the game can be replayed exactly.
    public var announcesSeed = false
    public private(set) var state: GameState
    /// Earlier states, for undo; the last is the state before the last move.
    public private(set) var history: [GameState] = []
    /// States undone, for redo.
    public private(set) var undone: [GameState] = []
    /// The moves that led to the state, as typed.
    public var moves: [String] { log.map(\.move) }
    /// The moves that led to the state, each with who made it and what the rules made after it.
    public private(set) var log: [PlayedMove] = []
    private var undoneLog: [PlayedMove] = []
    /// The moves the rules made for their computer players before anyone moved.
    public private(set) var openingRulesMoves: [RulesMove] = []

    /// The rule book the game comes from, when there is one: `option`, `rules`, `save` and `load`
    /// need it.
    public private(set) var book: RuleBook?
    /// The rule file's path, as given.
    public private(set) var rulesPath: String?
    /// Options chosen (on the command line or with `option`), over the file's defaults.
    public private(set) var options: [String: Int] = [:]
    /// The computer playing one side, if any.
    public private(set) var opponent: Opponent?
    /// In a code game: a person keeps the secret and answers every guess with feedback.
    public private(set) var secretKeptByPerson = false
    /// Set-ups applied to this game before its first move (by a loaded transcript).
    public private(set) var setups: [Setup] = []
    /// The player the session shows the game to (`--as P`), nil for nobody in particular
    /// (`Session+Viewer.swift`).
    public internal(set) var viewer: Int?
    /// The last move refused, for `why`.
    public private(set) var lastRefusal: Refusal?
    /// How long a computer player may think before it must answer (`think`, `--think`).
    public var thinkingTime: Duration = ThinkingTime.standard
    /// Asked while a computer player thinks: true stops it (Ctrl-C at the prompt), and the line
    /// that set it thinking is taken back whole.
    public var interrupted: @Sendable () -> Bool = { false }
    /// Told the name of a computer player when it starts thinking, and nil when it is done.
    public var onThinking: (@Sendable (String?) -> Void)?
    /// A computer player was interrupted during the line being carried out.
    private var thinkingInterrupted = false
    /// Games started, so that each new game draws its own secret.
    private var gamesStarted: UInt64 = 0
    /// The seed the game in progress started from, which a transcript records.
    private(set) var gameSeed: UInt64 = 0
    /// The sessions as they were before `new`, `option`, `load` or `vs computer` started another
    /// game, latest last, so that `undo` can bring them back (each without its own list).
    var earlierGames: [Session] = []
    /// The move the last command amended (`amend`), until another move is played: `undo` then
    /// brings back the game as it was before the amend, the last of `earlierGames`.
    var amendedMove: Int?
    /// The most earlier games kept for `undo`.
    static let earlierGamesKept = 20
    private var generator: SeededGenerator
    /// The last hint: the position, the computer player that gave it, its choice and the
    /// generator after it, so that `ai` straight after `hint` plays the move hinted even where
    /// the choice depends on time.
    private var lastHint: (state: GameState, computer: String, choice: Choice, generator: SeededGenerator)?

    /// A computer that plays one side, replying as soon as that side is to move.
    public struct Opponent: Sendable {
        public var player: Int
        public var computer: any ComputerPlayer
    }

    public struct Refusal: Sendable, Hashable {
        public var move: String
        public var illegal: IllegalMove
    }

    public init(engine: Engine, seed: UInt64 = 0) {
        self.engine = engine
        self.shownEngine = engine
        self.seed = seed
        self.generator = SeededGenerator(seed: seed ^ 0x5EED_C0FF_EE00_0001)
        (self.state, self.openingRulesMoves) = engine.newGameTellingMoves(seed: seed)
        self.gamesStarted = 1
        self.gameSeed = seed
    }

    /// A session on a rule book, so that options can change and transcripts can name the file.
    /// `options` are those the book was compiled with.
    public init(book: RuleBook, rulesPath: String, options: [String: Int] = [:], seed: UInt64 = 0) {
        self.init(engine: Engine(book.model), seed: seed)
        self.book = book
        self.rulesPath = rulesPath
        self.options = options
    }

    public var model: GameModel { engine.model }

    /// The game as shown: its players called by their names.
    public var shownModel: GameModel { shownEngine.model }

    /// What a command did.
    public struct Response: Sendable {
        public var ok: Bool
        public var error: String?
        /// Why it failed, for programs: see `ResponseCode`.
        public var code: ResponseCode?
        /// What the command says: the list or message asked for (`show` and `state` ask for
        /// the picture), or the lines about the change it made ("O plays 4").
        public var message: String
        /// The game's picture after a command that changed it, as `show` draws it; nil for a
        /// command that changed nothing. Kept apart from `message`, so that a program reading the
        /// game as data can leave it out.
        public var picture: String?
        /// Text for a person: the message above the picture.
        public var text: String {
            guard let picture else { return message }
            return message.isEmpty ? picture : message + "\n" + picture
        }
        public var quit = false
        /// `clear`: the screen is to be cleared before the text, where there is one.
        public var clearsScreen = false
        /// What `hint` found.
        public var hint: Hint?
        /// The page of legal moves `moves PAGE` asked for.
        public var legalPage: LegalPage?
        /// The command the line was read as (`Command.word`).
        public var command = "empty"
        /// Why a rule file could not be opened (`load`).
        public var diagnostics: [FileDiagnostic] = []

        public init(
            ok: Bool, error: String? = nil, code: ResponseCode? = nil, message: String, picture: String? = nil,
            quit: Bool = false, hint: Hint? = nil
        ) {
            self.ok = ok
            self.error = error
            self.code = code
            self.message = message
            self.picture = picture
            self.quit = quit
            self.hint = hint
        }
    }

    /// The move a computer player would make for the player to move.
    public struct Hint: Hashable, Sendable {
        public var move: String
        public var player: Int
        /// The computer player's name.
        public var computer: String
        /// What the computer player said of its choice (how far it looked, that it ran out of time).
        public var note: String?
    }

    /// Carries out one line. An error leaves the game exactly as it was, and so does a computer
    /// player interrupted while it thinks.
    public mutating func execute(_ line: String, color: Bool = false) -> Response {
        let command = Command.parse(line)
        let before = mayThink(command) ? self : nil
        var response = perform(command, color: color)
        response.command = command.word
        guard thinkingInterrupted, let before else { return response }
        self = before
        response = failure(.stopped, "stopped: the computer player was interrupted, and the game is as it was before '\(line)'")
        response.command = command.word
        return response
    }

    /// Whether a command may set a computer player thinking, which a person may interrupt:
    /// `execute` then keeps the session as it was, to bring it back. Other commands keep no copy,
    /// which would make the next move copy the whole history.
    private func mayThink(_ command: Command) -> Bool {
        switch command {
        case .move, .undo, .redo, .amend, .new, .secret, .toss: opponent != nil
        case .hint, .ai, .versus, .option, .load: true
        case .moves, .show, .clear, .state, .help, .quit, .empty, .why, .think, .stop, .options, .rules, .save, .name,
             .invalid:
            false
        }
    }

    private mutating func perform(_ command: Command, color: Bool) -> Response {
        switch command {
        case .empty:
            return Response(ok: true, message: "")
        case .invalid(let message):
            return failure(.usage, message)
        case .move(let text):
            return play(text, color: color)
        case .undo:
            return undo(color: color)
        case .redo:
            return redo(color: color)
        case .amend(let number, let move):
            return amend(number, to: move, color: color)
        case .new:
            let kept = keepForUndo(always: false)
            startGame()
            let lines = computerMoves()
            return changed([newGame(kept)] + lines, color: color)
        case .moves(let page?):
            return legalMoves(page: page)
        case .moves(nil):
            let legal = engine.legalMoves(state)
            return say(legal.isEmpty ? "no legal moves: \(status)" : "legal moves: \(abbreviate(legal))")
        case .show, .state:
            return Response(ok: true, message: picture(color: color))
        case .clear:
            var response = Response(ok: true, message: picture(color: color))
            response.clearsScreen = true
            return response
        case .help(nil):
            return say(help)
        case .help(let word?):
            if let text = Command.help(for: word) { return say(text) }
            return failure(.noCommand, "no command '\(word)'; the commands: \(Command.words.joined(separator: ", "))"
                + (engine.legalMoveTexts(state).contains(word) ? " ('why \(word)' tells whether \(word) may be played now)" : ""))
        case .quit:
            return Response(ok: true, message: "", quit: true)
        case .why(let text):
            return why(text)
        case .hint(let name):
            return hint(name)
        case .ai(let name):
            return ai(name, color: color)
        case .think(let seconds):
            return think(seconds)
        case .stop:
            return say(Self.nothingStopped)
        case .versus(let choice):
            return versus(choice, color: color)
        case .option(let name, let value):
            return setOption(name, value, color: color)
        case .options:
            return say(optionList)
        case .rules:
            return say(RulesSummary.text(self))
        case .save(let path):
            return save(to: path)
        case .load(let path):
            return load(from: path, color: color)
        case .toss(let name):
            return toss(name, color: color)
        case .secret(let code):
            return typeSecret(code, color: color)
        case .name(let id, let name):
            return giveName(id, name, color: color)
        }
    }

    /// `toss PLAYER`: before the first rally, PLAYER serves first, and the next games' first
    /// serves follow from it. Kept as the game's set-up, so that a saved transcript keeps it.
    mutating func toss(_ name: String?, color: Bool) -> Response {
        guard case .rally(let rally) = engine.view(state) else {
            return failure(.toss, "'toss' decides who serves first in a rally game; this is a \(model.familyName) game")
        }
        guard let typed = name else { return say("\(rally.serving?.server ?? model.players[rally.server]) serves first") }
        let name = names.id(named: typed) ?? typed
        guard history.isEmpty else {
            return failure(.toss, "the toss comes before the first rally; 'new' starts a new match, then 'toss \(name)'")
        }
        guard model.playerIndex(name) != nil || model.sideMembers.contains(name) else {
            return failure(.toss, "no player '\(name)'; the players: \((model.players + model.sideMembers).joined(separator: ", "))")
        }
        if let error = applySetup(.server(name)) { return failure(.toss, error.message) }
        return changed(["\(name) won the toss and serves first"], color: color)
    }

    /// `secret CODE`: a person who keeps the secret sets it before the first answer, and the
    /// engine answers from it. No picture shows it while the game is on, and a refusal does not
    /// repeat it.
    mutating func typeSecret(_ code: String?, color: Bool) -> Response {
        if let number = hiddenNumber { return typeHiddenNumber(number, code, color: color) }
        if let refusal = secretRefusal() { return refusal }
        guard let secret = model.presentation.secret else { return failure(.secret, "") }
        let maker = model.players[secret.keeper]
        guard let code else {
            return failure(.usage, "usage: secret CODE (at a terminal, type 'secret' alone and the code is asked for without being shown)")
        }
        // A guess already made (the computer's, as it guesses first) is played again, and answered.
        var states: [GameState] = []
        guard case .success(var next) = engine.setup(.secret(code), in: history.first ?? state) else {
            return failure(.secret, "that is not a secret this game allows: the secret is \(secret.wording)")
        }
        for played in log {
            states.append(next)
            guard case .success(let after) = engine.play(played.move, in: next) else {
                return failure(.secret, "the guesses made so far cannot be played again with this secret")
            }
            next = after
        }
        history = states
        undone = []
        undoneLog = []
        state = next
        secretKeptByPerson = true
        let replies = computerMoves()
        return changed(["\(maker)'s secret is set; it is not shown until the game ends"] + replies, color: color)
    }

    /// Why `secret` cannot set the secret now (not a code game, the computer is the codemaker,
    /// a guess was made); nil when it can, so that a terminal asks for the code only then.
    public func secretRefusal() -> Response? {
        if let number = hiddenNumber { return hiddenNumberRefusal(number) }
        guard let secret = model.presentation.secret else {
            return failure(.secret, "'secret' sets a code game's secret, or a number the rules draw and hide; this \(model.familyName) game has neither")
        }
        guard model.rulesStrategy(secret.keeper) == nil, opponent?.player != secret.keeper else {
            return failure(.secret, "the computer plays \(model.players[secret.keeper]) and keeps its own secret; "
                + "'vs computer \(model.players[secret.guesser])' or 'vs people' lets you keep it")
        }
        guard history.isEmpty || (secretUnknown && !answered) else {
            return failure(.secret, "the secret is set before the first answer; 'new' starts a new game")
        }
        return nil
    }

    /// Whether the codemaker has answered a guess.
    private var answered: Bool {
        guard case .code(let view) = engine.view(state) else { return false }
        return view.rows.contains { $0.feedback != nil }
    }

    /// `secret CODE` typed at a terminal, where the code was shown: refused, so that the code
    /// is typed again at the hidden prompt.
    public func secretInTheOpen() -> Response {
        failure(.secret, "type 'secret' alone: the code is then asked for unseen (this line is not kept)")
    }

    /// The hidden prompt of `secret` was left without a code.
    public func secretNotTyped() -> Response { failure(.secret, "no secret was typed; the game is as it was") }

    /// The secret a person typed (`secret`), which the engine now answers from.
    public var secretTypedByPerson: Bool { secretKeptByPerson && !secretUnknown }

    // MARK: Moves

    /// Plays a move typed at the prompt, then the computer's replies.
    public mutating func play(_ text: String, color: Bool = false) -> Response {
        switch advance(text) {
        case .failure(let refused):
            let illegal = shownToViewer(refused)
            lastRefusal = Refusal(move: text, illegal: illegal)
            let reason = Explain.rule(illegal, engine: engine, state: state, book: book)
            let command = Command.resembling(text).map { "\n  did you mean the command '\($0)'?" + ($0 == "help" ? "" : " ('help \($0)' says how to use it)") } ?? ""
            return failure(.refused(illegal.rule), illegal.message, detail: "why: \(reason) (the '\(illegal.rule.rawValue)' rule)"
                + (illegal.rule == .over ? "" : Explain.legalBriefly(engine: engine, state: state)) + command)
        case .success(let events):
            let replies = computerMoves()
            return changed(events + replies, color: color)
        }
    }

    /// Plays and records a move typed at the prompt, without the computer's replies; returns the
    /// events it caused.
    mutating func advance(_ text: String) -> Result<[String], IllegalMove> {
        let text = identity(ofMove: text)
        return engine.parse(text, in: state)
            .flatMap { engine.playTellingMoves($0, in: state, as: text) }
            .map { record(text, $0.state, by: .person, rulesMoves: $0.rulesMoves) }
    }

    /// Records a move that was played; returns the events it caused.
    mutating func record(_ text: String, _ next: GameState, by chooser: PlayedMove.Chooser, rulesMoves: [RulesMove]) -> [String] {
        lastRefusal = nil
        amendedMove = nil
        history.append(state)
        let given = engine.rolls(state).count
        let rolled = Array(engine.rolls(next).dropFirst(given))
        var played = PlayedMove(move: text, player: engine.toMove(state) ?? 0, by: chooser, rulesMoves: rulesMoves, rolled: rolled)
        played.seen = engine.chanceSeen(next, from: given, for: nil)
        log.append(played)
        undone = []
        undoneLog = []
        let before = state
        state = next
        return Self.said(played.seen) + model.presentation.events(before, next, engine: shownEngine)
    }

    /// What chance gave during a move, as the prompt says it: "rolled 3, 5", "drew 2, ?" (a card
    /// hidden from some player is '?', as pictures show it); nothing for none.
    static func said(_ seen: [ChanceOutcome]) -> [String] {
        var lines: [String] = []
        var start = 0
        while start < seen.count {
            var end = start + 1
            while end < seen.count, seen[end].card == seen[start].card { end += 1 }
            let numbers = seen[start..<end].map { $0.number.map(String.init) ?? "?" }
            lines.append((seen[start].card ? "drew " : "rolled ") + numbers.joined(separator: ", "))
            start = end
        }
        return lines.isEmpty ? [] : [lines.joined(separator: "; ")]
    }

    /// The opponent's moves, for as long as it is to move.
    private mutating func computerMoves() -> [String] {
        guard let opponent else { return [] }
        var lines: [String] = []
        var count = 0
        while let p = engine.toMove(state), p == opponent.player, count < 10_000 {
            count += 1
            var g = generator
            let choice = think(opponent.computer, generator: &g)
            generator = g
            guard let move = choice.move else { break }
            let text = engine.format(move, in: state)
            guard case .success(let next) = engine.playTellingMoves(move, in: state, as: text) else { break }
            let line = madeSealed(next.state, by: p) ? describeSealed(by: p) : describe(text, by: p)
            lines.append(line + (choice.note.map { " (\($0))" } ?? ""))
            lines += record(text, next.state, by: .computer(opponent.computer.name), rulesMoves: next.rulesMoves)
        }
        return lines
    }

    /// A computer player's choice for the position now, within the thinking time, or with
    /// `counted` (a search given a number of playouts, `mcts:500p`) without a deadline, so that
    /// it repeats whatever the clock; notes an interruption for `execute`.
    private mutating func think(_ player: any ComputerPlayer, generator: inout SeededGenerator, counted: Bool = false) -> Choice {
        onThinking?(player.name)
        defer { onThinking?(nil) }
        let seen = PlayedGame(start: history.first ?? state, moves: log.map(\.move))
        let choice = player.choose(
            in: state, seen: seen, engine: engine, generator: &generator,
            within: counted ? ThinkingLimit(interrupted: interrupted) : .within(thinkingTime, interrupted: interrupted))
        if choice.interrupted { thinkingInterrupted = true }
        return choice
    }

    /// A sealed move hidden from the viewer, in words: "B has moved, sealed".
    func describeSealed(by player: Int) -> String { "\(shownModel.players[player]) has moved, sealed" }

    /// A move in words: "O plays 4", "Bowler rolls 7", "B wins the rally".
    func describe(_ text: String, by player: Int) -> String {
        model.presentation.describe(text, by: player, name: shownModel.players[player])
    }

    private mutating func undoOnce() -> Bool {
        guard let previous = history.popLast() else { return false }
        lastRefusal = nil
        undone.append(state)
        undoneLog.append(log.removeLast())
        state = previous
        return true
    }

    /// Back to the position after the first `count` moves, forgetting the moves after it and
    /// those undone (for `amend`, which plays them again), so that no move is redone onto
    /// another game than its own.
    mutating func rewind(to count: Int) {
        state = history[count]
        history.removeSubrange(count...)
        log.removeSubrange(count...)
        undone = []
        undoneLog = []
        lastRefusal = nil
    }

    private mutating func redoOnce() -> Bool {
        guard let next = undone.popLast() else { return false }
        lastRefusal = nil
        history.append(state)
        log.append(undoneLog.removeLast())
        state = next
        return true
    }

    private var computerIsToMove: Bool {
        guard let opponent, let p = engine.toMove(state) else { return false }
        return p == opponent.player
    }

    /// Takes back the last move; against the computer, back to the last position where a person
    /// was to move.
    /// At the start of a game begun by `new`, `option`, `load` or `vs computer`, brings back
    /// the game before it.
    private mutating func undo(color: Bool) -> Response {
        if let number = amendedMove, var earlier = earlierGames.popLast() {
            earlier.earlierGames = earlierGames
            earlier.names = names.kept(in: earlier.model)
            self = earlier
            return changed(["took back the amend of move \(number)"], color: color)
        }
        if engine.isOver(state), !log.isEmpty, model.coreGame.capabilities.hiddenInformation {
            return failure(.revealed, "the game is over and has shown what it hid from the players, so its moves cannot be taken back; 'new' starts a new game")
        }
        var copy = self
        if copy.undoOnce() {
            while copy.computerIsToMove, copy.undoOnce() {}
            // The computer's opening move stays: a game cannot go back before it.
            if copy.computerIsToMove { _ = copy.redoOnce() }
        }
        guard copy.log.count < log.count else { return restoreEarlierGame(color: color) }
        if let reveal = (copy.log.count..<log.count).last(where: revealedSealedMoves) {
            return failure(.revealed, "move \(reveal + 1) revealed sealed moves, so it cannot be taken back; 'new' starts a new game")
        }
        let taken = shownLog[copy.log.count...].map(describeShown)
        let numbers = taken.count == 1 ? "move \(log.count)" : "moves \(copy.log.count + 1) to \(log.count)"
        self = copy
        return changed(["took back \(numbers) (\(taken.joined(separator: "; ")))"], color: color)
    }

    private mutating func restoreEarlierGame(color: Bool) -> Response {
        var stack = earlierGames
        guard var earlier = stack.popLast() else { return failure(.nothingToUndo, "nothing to undo") }
        earlier.earlierGames = stack
        earlier.names = names.kept(in: earlier.model)
        self = earlier
        let count = log.count
        return changed(["back to the game before: \(count) move\(count == 1 ? "" : "s")"], color: color)
    }

    /// Keeps the session as it is for `undo`, before a command replaces the game: `always`, or
    /// only when the game has moves to lose. Returns the moves kept (nil when nothing was kept).
    mutating func keepForUndo(always: Bool) -> Int? {
        guard always || !log.isEmpty else { return nil }
        var snapshot = self
        snapshot.earlierGames = []
        earlierGames.append(snapshot)
        if earlierGames.count > Self.earlierGamesKept { earlierGames.removeFirst() }
        return log.count
    }

    /// Puts another session in this one's place, keeping this one for `undo`.
    mutating func replaceGame(with next: Session) -> Int? {
        let kept = keepForUndo(always: true)
        var next = next
        next.earlierGames = earlierGames
        // The same player watches the next game, when it has a player of that name.
        next.viewer = viewer.flatMap { next.model.players.firstIndex(of: model.players[$0]) }
        self = next
        return kept
    }

    /// "a new game", saying how to get the last one back when it had moves.
    func newGame(_ kept: Int?) -> String {
        let said = kept.map { $0 > 0 ? "a new game ('undo' brings back the last one, \($0) move\($0 == 1 ? "" : "s"))" : nil } ?? nil
        return ([said ?? "a new game"] + openingMoves).joined(separator: "\n")
    }

    private mutating func redo(color: Bool) -> Response {
        let first = log.count
        guard redoOnce() else { return failure(.nothingToRedo, "nothing to redo") }
        while computerIsToMove, redoOnce() {}
        return changed(log[first...].flatMap { Self.said($0.seen) }, color: color)
    }

    /// A new game with the same rules and choices; from `seed` when given (a replayed transcript
    /// starts from seed 0, as `referee check` does).
    mutating func startGame(seed fixed: UInt64? = nil) {
        history = []
        undone = []
        log = []
        undoneLog = []
        setups = []
        lastRefusal = nil
        if let fixed {
            gameSeed = fixed
        } else {
            gameSeed = seed &+ gamesStarted
            gamesStarted &+= 1
        }
        (state, openingRulesMoves) = engine.newGameTellingMoves(seed: gameSeed)
        if secretKeptByPerson || adversaryOpponent, case .success(let next) = engine.setup(.secretUnknown, in: state) { state = next }
    }

    /// The session's computer is an adversarial codemaker, who keeps no secret.
    var adversaryOpponent: Bool { opponent?.computer is AdversaryPlayer && opponent?.player == codeMaker }

    // MARK: Why, hint, ai

    private func why(_ text: String?) -> Response {
        let refusal: Refusal
        if let text {
            switch engine.play(text, in: state) {
            case .success:
                return say("\(Self.shown(text)) is a legal move now")
            case .failure(let illegal):
                refusal = Refusal(move: text, illegal: illegal)
            }
        } else {
            guard let last = lastRefusal else {
                return Response(ok: true, message: "no move has been refused yet; 'why MOVE' tells whether MOVE may be played now")
            }
            refusal = last
        }
        var lines = ["\(Self.shown(refusal.move)) is refused: \(refusal.illegal.message)"]
        if refusal.illegal.notNow {
            let when = book.flatMap { RuleQuote.when(refusal.illegal, engine: engine, book: $0) }
            lines.append("\(Self.shown(refusal.move)) is a move of this game but is not legal now"
                + (when.map { "; it is legal \($0)" } ?? ""))
        }
        lines.append("the '\(refusal.illegal.rule.rawValue)' rule: \(Explain.rule(refusal.illegal, engine: engine, state: state, book: book))"
            + (refusal.illegal.rule == .over ? "" : Explain.legalBriefly(engine: engine, state: state)))
        return say(lines.joined(separator: "\n"))
    }


    /// The computer players on offer for this game, weakest first.
    public var computerPlayers: [any ComputerPlayer] { ComputerPlayers.available(for: engine) }

    /// The computer player `name` names (`mcts`, or `mcts:500p` for a search of that many
    /// playouts, which repeats whatever the clock), or the strongest on offer.
    private func computerPlayer(_ name: String?) -> Result<any ComputerPlayer, SessionError> {
        let available = computerPlayers
        if let name, name.contains(":") {
            switch Entrant.parse(name, offered: available, standard: thinkingTime) {
            case .success(let entrant) where entrant.thinkingTime == nil:
                return .success(entrant.player)
            case .success:
                return .failure(SessionError(
                    "'\(name)': at the prompt 'think SECONDS' sets the time; after the colon comes a number of playouts (500p)"))
            case .failure(let error):
                return .failure(SessionError(error.message))
            }
        }
        if let name {
            if let found = available.first(where: { $0.name == name }) { return .success(found) }
            return .failure(SessionError("no computer player '\(name)'; on offer: \(available.map(\.name).joined(separator: ", "))"))
        }
        if let maker = codeMaker, engine.toMove(state) == maker, let adversary = available.first(where: { $0 is AdversaryPlayer }) {
            return .success(adversary)
        }
        guard let strongest = available.last else { return .failure(SessionError("no computer player can play this game")) }
        return .success(strongest)
    }

    private mutating func hint(_ name: String?) -> Response {
        let player: any ComputerPlayer
        switch computerPlayer(name) {
        case .success(let p): player = p
        case .failure(let error): return failure(.computerPlayer, error.message)
        }
        guard let p = engine.toMove(state) else { return failure(.refused(.over), shownEngine.resultMessage(state).map { "the game is over: \($0)" } ?? "the game is over") }
        // A copy of the generator, and the choice kept: `ai` straight after `hint` plays the
        // move hinted.
        var g = generator
        let choice = think(player, generator: &g, counted: name?.contains(":") == true)
        guard let move = choice.move else { return failure(.noLegalMove, "no legal move") }
        lastHint = (state, player.name, choice, g)
        let text = engine.format(move, in: state)
        let who = choice.chosenBy.map { "what '\($0)' would play for \(shownModel.players[p]), in place of '\(player.name)'" }
            ?? "what '\(player.name)' would play for \(shownModel.players[p])"
        let said = [choice.note, choice.report].compactMap { $0 }.map { "\n" + PictureLayout.wrapped("(\($0))") }.joined()
        var response = say("hint: \(Self.shown(text)) (\(who))" + said)
        response.hint = Hint(move: text, player: p, computer: player.name, note: choice.said)
        return response
    }

    private mutating func ai(_ name: String?, color: Bool) -> Response {
        let player: any ComputerPlayer
        switch computerPlayer(name) {
        case .success(let p): player = p
        case .failure(let error): return failure(.computerPlayer, error.message)
        }
        guard let p = engine.toMove(state) else { return failure(.refused(.over), shownEngine.resultMessage(state).map { "the game is over: \($0)" } ?? "the game is over") }
        var g = generator
        let choice: Choice
        if let hinted = lastHint, hinted.state == state, hinted.computer == player.name {
            choice = hinted.choice
            g = hinted.generator
        } else {
            choice = think(player, generator: &g, counted: name?.contains(":") == true)
        }
        guard let move = choice.move else { return failure(.noLegalMove, "no legal move") }
        let text = engine.format(move, in: state)
        guard case .success(let next) = engine.playTellingMoves(move, in: state, as: text) else {
            return failure(.computerPlayer, "computer player '\(player.name)' chose \(Self.shown(text)), which the rules refuse")
        }
        generator = g
        let events = record(text, next.state, by: .computer(player.name), rulesMoves: next.rulesMoves)
        let replies = computerMoves()
        let chooser = choice.chosenBy.map { "'\($0)', in place of '\(player.name)'" } ?? "'\(player.name)'"
        let said = "\(describe(text, by: p)) (\(chooser))" + (choice.note.map { " (\($0))" } ?? "")
        return changed([said] + events + replies, color: color)
    }

    // MARK: vs computer

    private mutating func versus(_ choice: Command.Versus, color: Bool) -> Response {
        switch choice {
        case .status:
            return say(sides + "\nusage: vs computer [SIDE] [COMPUTER-PLAYER], or vs people")
        case .people:
            if adversaryOpponent { secretKeptByPerson = true }
            opponent = nil
            return say(sides)
        case .computer(let words):
            var copy = self
            let kept = copy.keepForUndo(always: false)
            switch copy.takeSide(words) {
            case .failure(let error): return failure(.side, error.message)
            case .success(let started):
                if !started { copy.earlierGames = earlierGames }
                self = copy
                let lines = computerMoves()
                return changed([sides] + (started ? [newGame(kept)] : []) + lines, color: color)
            }
        }
    }

    /// Who plays whom, in a sentence.
    public var sides: String {
        guard let opponent else { return "people play every side" + ruleComputers }
        let players = shownModel.players
        let people = players.indices.filter { $0 != opponent.player && model.rulesStrategy($0) == nil }.map { players[$0] }
        return "the computer ('\(opponent.computer.name)') plays \(players[opponent.player]); you play \(people.joined(separator: " and "))" + ruleComputers
    }

    private var ruleComputers: String {
        let players = model.players.indices.filter { model.rulesStrategy($0) != nil }.map { shownModel.players[$0] }
        return players.isEmpty ? "" : " (the rules play \(players.joined(separator: " and ")))"
    }

    /// Sets the opponent from `vs computer`'s words; true when that started a new game.
    private mutating func takeSide(_ words: [String]) -> Result<Bool, SessionError> {
        var side: Int?
        var player: (any ComputerPlayer)?
        for word in words {
            if side == nil, let p = model.playerIndex(word) {
                side = p
            } else if player == nil, let found = computerPlayers.first(where: { $0.name == word }) {
                player = found
            } else {
                return .failure(SessionError("'\(word)' is neither a player (\(model.players.joined(separator: ", "))) nor a computer player (\(computerPlayers.map(\.name).joined(separator: ", ")))"))
            }
        }
        if player == nil {
            switch computerPlayer(nil) {
            case .success(let p): player = p
            case .failure(let error): return .failure(error)
            }
        }
        let chosen: Int
        if let side {
            chosen = side
        } else if let keeper = codeMaker {
            chosen = keeper
        } else {
            let current = engine.toMove(state) ?? 0
            let n = model.players.count
            guard let other = (1..<max(n, 1)).map({ (current + $0) % n }).first(where: { model.rulesStrategy($0) == nil }) else {
                return .failure(SessionError(n == 1
                    ? "\(model.title) has one player, and a person must play it; 'ai' lets the computer make one move"
                    : "every other player is played by the rules' own computer"))
            }
            chosen = other
        }
        if player is AdversaryPlayer, let maker = codeMaker, chosen != maker {
            return .failure(SessionError("the adversary only answers guesses: it plays \(model.players[maker]), the codemaker"))
        }
        if model.rulesStrategy(chosen) != nil {
            return .failure(SessionError("the rules already play \(model.players[chosen])"))
        }
        let people = model.players.indices.filter { $0 != chosen && model.rulesStrategy($0) == nil }
        if people.isEmpty {
            return .failure(SessionError("a person must play at least one side; \(model.players[chosen]) is the only one left"))
        }
        opponent = Opponent(player: chosen, computer: player!)
        // In a code game the roles decide who knows the secret: the computer keeps a random one,
        // or a person keeps it and answers the computer's guesses.
        if let secret = model.presentation.secret {
            let personKeeps = chosen == secret.guesser
            let unknown = personKeeps || adversaryOpponent || secret.keptByNobody
            if personKeeps != secretKeptByPerson || unknown != secretUnknown {
                secretKeptByPerson = personKeeps
                startGame()
                return .success(true)
            }
        }
        return .success(false)
    }

    /// The engine does not know the secret (a person keeps it).
    var secretUnknown: Bool {
        if case .code(let code) = engine.view(state, for: codeMaker) { return code.secret == nil }
        return false
    }

    /// The player who keeps the game's secret, in a game with one (a code game's codemaker).
    var codeMaker: Int? { model.presentation.secret?.keeper }

    // MARK: Options

    private mutating func setOption(_ name: String, _ text: String, color: Bool) -> Response {
        guard let book else { return failure(.option, "options need the rule file, and this game was not opened from one") }
        guard book.optionDefaults[name] != nil else {
            if book.optionDefaults.isEmpty { return failure(.option, "\(model.title) has no options") }
            return failure(.option, "no option '\(name)'; the options are \(book.optionDefaults.keys.sorted().joined(separator: ", "))")
        }
        if text.isEmpty, let fallback = book.optionDefaults[name] {
            let now = options[name] ?? fallback
            let other = optionValueSuggestions(name) == ["true", "false"] ? (now == 0 ? "true" : "false") : String(OptionValue.another(than: now))
            return failure(.optionValue, "option '\(name)' needs a value: it is \(now) now; change it with, say, option \(name)=\(other)")
        }
        if let problem = OptionValue.problem(text, option: name, yesOrNo: book.isYesOrNoOption(name)) { return failure(.optionValue, problem) }
        guard let value = OptionValue.parse(text) else {
            return failure(.optionValue, "option '\(name)' takes a whole number or true/false, not '\(text)'")
        }
        var chosen = options
        chosen[name] = value
        let model: GameModel
        switch book.model(options: book.optionDefaults.merging(chosen) { $1 }) {
        case .success(let m): model = m
        case .failure(let error):
            var response = failure(.optionValue, "with \(name) = \(text) the rules do not hold: \(error.errors.first?.diagnostic.message ?? "an error")")
            response.diagnostics = error.diagnostics
            return response
        }
        let kept = keepForUndo(always: true)
        use(model, options: chosen)
        let lines = computerMoves()
        return changed(["\(name) = \(text): \(newGame(kept))"] + lines, color: color)
    }

    /// The names of the options the rule file declares.
    public var optionNames: [String] { book?.optionDefaults.keys.sorted() ?? [] }

    /// Values worth offering for an option: true and false for a yes-or-no option, else its value
    /// now and its default.
    public func optionValueSuggestions(_ name: String) -> [String] {
        guard let book, let fallback = book.optionDefaults[name] else { return [] }
        if book.isYesOrNoOption(name) { return ["true", "false"] }
        let now = options[name] ?? fallback
        return now == fallback ? [String(now)] : [String(now), String(fallback)]
    }

    /// The options the rule file declares, with their values now.
    public var optionList: String {
        guard let book, !book.optionDefaults.isEmpty else { return "\(model.title) has no options" }
        let defaults = book.optionDefaults.sorted { $0.key < $1.key }
        let entries = defaults.map { name, fallback in
            let value = options[name] ?? fallback
            return "  \(name) = \(value)" + (value == fallback ? "" : " (default \(fallback))")
        }
        let example = defaults[0]
        return (["options:"] + entries + ["change one with: option \(example.key)=\(OptionValue.another(than: example.value)) (a new game begins)"])
            .joined(separator: "\n")
    }

    /// Plays by a model compiled with other options, from a new game.
    mutating func use(_ model: GameModel, options chosen: [String: Int]) {
        engine = Engine(model)
        options = chosen
        if let opponent {
            let offered = computerPlayers
            self.opponent?.computer = offered.first { $0.name == opponent.computer.name } ?? offered.last ?? opponent.computer
        }
        startGame()
    }

    // MARK: Loading a game

    /// Applies a set-up before the first move, as a transcript's `setup` lines do.
    /// Applies a set-up before the first move; `setup roll` (the next rolls) at any time.
    mutating func applySetup(_ setup: Setup) -> SessionError? {
        if case .rolls = setup {
            switch engine.setup(setup, in: state) {
            case .failure(let error): return SessionError(error.message)
            case .success(let next):
                state = next
                return nil
            }
        }
        guard history.isEmpty else { return SessionError("a set-up can only come before the first move") }
        switch engine.setup(setup, in: state) {
        case .failure(let error): return SessionError(error.message)
        case .success(let next):
            state = next
            switch setup {
            case .secretUnknown: secretKeptByPerson = true
            case .secret: secretKeptByPerson = false
            case .marks, .turn, .points, .server, .value: setups.append(setup)
            case .rolls: break
            }
            return nil
        }
    }

    /// Undo and redo as a transcript's steps: one move at a time.
    mutating func step(undo: Bool) -> SessionError? {
        let done = undo ? undoOnce() : redoOnce()
        return done ? nil : SessionError(undo ? "nothing to undo" : "nothing to redo")
    }

    // MARK: Words

    /// A refusal: `error` as it is (JSON escapes it), `text` escaped for the terminal.
    func failure(_ code: ResponseCode, _ message: String, detail: String? = nil) -> Response {
        Response(ok: false, error: message, code: code, message: Self.safe("error: \(message)" + (detail.map { "\n  " + $0 } ?? "")))
    }

    /// A response of text alone, escaped for the terminal.
    func say(_ text: String) -> Response {
        Response(ok: true, message: Self.safe(text))
    }

    /// What a command that changed the game says: its lines (escaped for the terminal), and the
    /// picture after it.
    func changed(_ lines: [String], color: Bool) -> Response {
        Response(ok: true, message: Self.safe(lines.joined(separator: "\n")), picture: picture(color: color))
    }

    /// Text for the terminal, line by line: whatever a file or a typed line put into it (a title,
    /// a message, a move) shows its control characters escaped.
    static func safe(_ text: String) -> String { Escaping.terminalLines(text) }

    /// Who is to move, or how the game ended.
    public var status: String {
        if let result = shownEngine.resultMessage(state) { return "game over: \(result)" }
        guard let p = engine.toMove(state) else { return "game over" }
        return model.presentation.status(p, name: shownModel.players[p], engine: shownEngine, state: state)
    }

    /// The prompt: the game and who is to move.
    public var prompt: String { Escaping.terminal("\(model.title) (\(status))> ") }

    /// The first lines shown: the game, the seed when it was drawn fresh, and the rules' own
    /// opening moves.
    public var greeting: String {
        let seedLine = announcesSeed ? ["seed \(seed) (replay with --seed \(seed))"] : []
        let lines = ["\(model.title): type a move, or 'help'"] + seedLine + openingMoves
        return Self.safe(lines.joined(separator: "\n"))
    }

    /// The rules' own computer's moves in a game no one has moved in yet ("C plays 1").
    var openingMoves: [String] {
        log.isEmpty ? model.presentation.opening(state, engine: shownEngine) : []
    }

    public func picture(color: Bool = false) -> String {
        Renderer(engine: shownEngine, color: color, focus: lastMoveCell)
            .render(state, for: viewer, personKeepsSecret: secretKeptByPerson)
            + "\n" + Escaping.terminal(status)
    }

    /// The cell the last move acted on, read from the position it was played in, whatever kind
    /// of move it was (a cell, a named piece on a cell, a slide, a drop, a removal).
    var lastMoveCell: Int? {
        guard let last = log.last, let before = history.last,
              case .success(let move) = engine.parse(last.move, in: before) else { return nil }
        return engine.cell(of: move, in: before)
    }

    public var help: String { Help.text(self) }

    /// A move as shown in lists: in quotes when it is empty or has a space.
    public static func shown(_ move: String) -> String {
        move.isEmpty || move.contains(" ") ? "\"\(move)\"" : move
    }

    /// The legal moves, the first 20 and the last 5 when there are more than 40, formatting only
    /// those shown.
    func abbreviate(_ moves: [Move]) -> String {
        let text = { (move: Move) in Self.shown(engine.format(move, in: state)) }
        guard moves.count > 40 else { return moves.map(text).joined(separator: " ") }
        return (moves.prefix(20).map(text) + ["…"] + moves.suffix(5).map(text)).joined(separator: " ") + " (\(moves.count) in all)"
    }
}

/// Why a session command could not be carried out.
public struct SessionError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
