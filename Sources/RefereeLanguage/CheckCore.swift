import RefereeModel

/// Checks the core statements (`state`, `pieces`, `move`, `after move`, `end when`) and joins
/// them to what the file's family statements mean, giving the whole game in core terms.
extension Checker {
    static func isCore(_ kind: Statement.Kind) -> Bool {
        switch kind {
        case .state, .pieces, .boardLines, .move, .afterMove, .end, .coreBoard, .refuse, .forEach: true
        case .table, .define: false
        case .title, .players, .option, .message, .rulesReference, .turnsAlternate, .turnsFixed, .turnsBy, .computer,
             .board, .cellsNumbered, .cellsAlgebraic, .gravity, .edgesWrap, .lines, .drawWhenFull, .frames, .pins, .rolls, .bonus,
             .fill, .bowlers, .level, .serveEvery, .serveWinner, .sideOut, .firstServe, .side, .receiving, .order, .receiversSwap, .receiverChosen, .code, .repeats, .guesses, .feedback, .feedbackWords, .feedbackCommon, .reveal, .words, .secret, .secrets, .lies:
            false
        }
    }

    /// Names an expression in a core rule may read, besides options and players.
    static let coreNames: Set<String> = [
        "mover", "next", "full", "line", "stuck", "lines", "chosen", "blocked", "connected", "exact", "partial", "fits",
        "liberties", "repeated", "area", "formed",
    ]

    /// The whole game in core terms, when the file writes core rules; nil when it writes none (or
    /// they are wrong, which the diagnostics say).
    mutating func checkCore(_ kind: GameModel.Kind?, players: [String]) -> CoreGame? {
        let statements = syntax.statements.filter { Self.isCore($0.kind) }
        guard let first = statements.first, let kind else { return nil }
        let board: BoardRules?
        var game: CoreGame
        switch kind {
        case .board(let rules):
            board = rules.cellCount > 0 ? rules : nil
            game = CoreGame(translating: rules, players: players)
        case .rally(let rules):
            board = nil
            game = CoreGame(translating: rules, players: players)
        case .frames(let rules):
            board = nil
            game = CoreGame(translating: rules, players: players)
        case .code(let rules):
            board = nil
            game = CoreGame(translating: rules, players: players)
        }
        var names = CoreNames(players: players)
        for (index, variable) in game.variables.enumerated() where !variable.name.contains(" ") {
            names.variables[variable.name] = (index, Self.valueType(variable.type), variable.perPlayer)
        }
        names.chosen = Self.chosenType(statements, translated: game.moves)
        if case .rally(let rules) = kind, rules.sides != nil {
            // A move names the rally's winning side, or one of a side's players when the side
            // chooses its order or its receiver: `chosen` has no single type.
            names.chosen = nil
            names.chosenUnavailable = "with sides of several players a move names the side that won the rally, or one of "
                + "a side's players when it chooses, so 'chosen' has no single type; read the score ('points', 'server') instead"
        }
        if case .code(let rules) = kind {
            names.codes = true
            names.codePlaces = CodePlaces(marksByPlace: rules.feedbackByPosition, secrets: rules.secrets)
        }
        names.board = board != nil
        for statement in syntax.statements {
            guard case .option(let name, _) = statement.kind, Self.coreNames.contains(name.text) else { continue }
            diagnostics.append(.error(
                "option '\(name.text)' has the name of something core rules read", at: name.span,
                help: "choose another name, such as '\(name.text)Length'"))
        }
        let errorsBefore = diagnostics.count
        if board == nil {
            let what = if case .board = kind { "a game without a board" } else { "a \(kind.name) game" }
            for statement in statements where Self.needsABoard(statement.kind) {
                diagnostics.append(.error(
                    "\(what) has no board for '\(statement.keyword.text)' to work on", at: statement.keyword.span,
                    help: "moves that name a player ('move player') or a number ('move number 0 to 10') need none"
                ).following(.absence))
            }
        }
        if case .board = kind {} else {
            for statement in statements {
                guard case .move = statement.kind, !Self.needsABoard(statement.kind) else { continue }
                diagnostics.append(.error(
                    "a \(kind.name) game's moves are given by its family statements", at: statement.keyword.span,
                    help: "core rules beside them may keep values ('state'), run rules after a move and end the game"))
            }
        }
        for statement in statements {
            if case .pieces(let pieces) = statement.kind { declarePieces(pieces, in: &game, names: &names) }
        }
        declareKinds(statements, in: &game, names: &names)
        if board != nil { names.cells = CellScope(board: game.board, pieces: names.pieces) }
        checkBoardContents(statements, in: &game, names: &names)
        var firstLines: Span?
        for statement in statements {
            guard let rules = board, case .boardLines(let spec) = statement.kind else { continue }
            if let family = syntax.statements.first(where: { if case .lines = $0.kind { true } else { false } }) {
                diagnostics.append(.error(
                    "the '\(family.keyword.text)' statement already gives the board's lines", at: statement.keyword.span,
                    help: "keep one: 'lines' gives lines without a result, for rules that count them"))
            } else if let first = firstLines {
                diagnostics.append(.error(
                    "the board's lines are given twice", at: statement.keyword.span
                ).noting("first given here", at: first))
            } else {
                firstLines = statement.keyword.span
                let lines = checkLines(spec, rules: rules, statement: statement)
                game.board.lines = lines?.lines ?? []
                game.board.overlines = lines?.overlines ?? []
            }
        }
        checkGrid(statements, in: &game)
        names.cells?.board = game.board
        names.boardHasLines = !game.board.lines.isEmpty
        for statement in statements {
            if case .state(let name, let perPlayer, let value, let hiddenFrom) = statement.kind {
                declareState(name, perPlayer: perPlayer, value, hiddenFrom: hiddenFrom, in: &game, names: &names)
                // A declaration refused with an error: rules that read the name earn none of their own.
                if names.variables[name.text] == nil { expressions.unreadable.insert(name.text) }
            }
        }
        var moves: [MoveRule] = []
        for statement in statements {
            switch statement.kind {
            case .move(let move):
                if let rule = checkMove(move, gravity: board?.gravity ?? false, names) {
                    checkMoveOnBoard(move, rule, board: game.board, at: statement.span)
                    moves.append(rule)
                }
            case .afterMove(let condition, let effects):
                let scope = names.scope(for: .afterMove)
                let c = condition.flatMap { runtime($0, as: .bool, scope: scope, what: "the condition of a rule after a move") }
                game.afterMove.append(AfterMoveRule(condition: c, effects: checkEffects(effects, names, scope: scope)))
            case .end(let condition, let result):
                if let board { checkContradiction(condition, rules: board) }
                if let end = checkEnd(condition, result, names) { game.ends.append(end) }
            case .state, .pieces, .boardLines, .coreBoard, .title, .players, .option, .message, .rulesReference, .turnsAlternate, .turnsFixed,
                 .turnsBy, .computer, .board, .cellsNumbered, .cellsAlgebraic, .gravity, .edgesWrap, .lines, .drawWhenFull, .frames,
                 .pins, .rolls, .bonus, .fill, .bowlers, .level, .serveEvery, .serveWinner, .sideOut, .firstServe, .side, .receiving, .order, .receiversSwap, .receiverChosen, .code, .repeats, .guesses,
                 .feedback, .feedbackWords, .feedbackCommon, .reveal, .words, .secret, .secrets, .lies, .refuse, .table, .define, .forEach:
                break
            }
        }
        if !moves.isEmpty { game.moves = moves }
        checkDraughts(statements, in: &game, names: names)
        for statement in statements {
            guard case .refuse(let after, let condition, let message, let parts, let most) = statement.kind else { continue }
            if let most {
                if let rule = checkMostRefusal(most, condition, message, parts, names, game: game) { game.refusals.append(rule) }
            } else if let after {
                if let rule = checkRefusalAfter(after, condition, message, parts, names, moves: game.moves) { game.refusals.append(rule) }
            } else if let rule = checkRefusal(condition, message, parts, at: statement, names, moves: game.moves) {
                game.refusals.append(rule)
            }
        }
        var texts: Set<String> = []
        for statement in statements {
            var effects: [EffectSyntax] = []
            if case .move(let move) = statement.kind { effects = move.effects }
            if case .afterMove(_, let listed) = statement.kind { effects = listed }
            if case .board = kind {} else {
                for case .answer(let text, _) in effects {
                    diagnostics.append(.error(
                        "a \(kind.name) game's picture has no place for answers", at: text.span,
                        help: "'answer' works in a game written in core terms; \(kind.name == "code" ? "a code game answers guesses with its 'feedback' statement, and " : "")'announce \"…\"' calls something out after a move"))
                }
            }
            for case .announce(let text) in effects {
                texts.insert(text.text)
                if texts.count == Limits.announcements + 1 {
                    diagnostics.append(.error(
                        "more than \(Limits.announcements) different announcements; that is the limit", at: text.span))
                }
            }
        }
        checkSealed(statements, game)
        for (what, count, isKind) in [
            ("move", game.moves.count, { if case .move = $0 { true } else { false } }),
            ("after move", game.afterMove.count, { if case .afterMove = $0 { true } else { false } }),
            ("end when", game.ends.count, { if case .end = $0 { true } else { false } }),
            ("refuse", game.refusals.count, { if case .refuse = $0 { true } else { false } }),
        ] as [(String, Int, (Statement.Kind) -> Bool)]
        where count > Limits.coreRules {
            // The first rule past the limit, when the file writes that many; else the first core
            // statement (the family's own rules fill the rest).
            let written = statements.filter { isKind($0.kind) }
            let past = written.count > Limits.coreRules ? written[Limits.coreRules] : first
            diagnostics.append(.error("\(count) '\(what)' rules; the limit is \(Limits.coreRules)", at: past.keyword.span))
        }
        return diagnostics.count == errorsBefore ? game : nil
    }

    /// A `refuse` rule: its condition is true or false, read before a move that names a value,
    /// and its message's parts as the condition reads; an error when no move of the game names one.
    private mutating func checkRefusal(
        _ condition: ExprSyntax, _ message: Name, _ parts: [AnswerPartSyntax], at statement: Statement, _ names: CoreNames,
        moves: [MoveRule]
    ) -> RefusalRule? {
        let judged = moves.contains { rule in
            switch rule.action {
            case .choose(.player), .choose(.number), .choose(.code), .choose(.sidePlayer), .choose(.row), .choose(.part): true
            case .place, .slide, .jump, .remove, .pass, .word, .choose(.pins), .choose(.answer): false
            }
        }
        guard judged else {
            diagnostics.append(.error(
                "no move of this game names a value for 'refuse' to judge", at: statement.keyword.span,
                help: "'refuse when …' judges moves that name a player, a number or a code; a move's own 'when …' limits the others"))
            return nil
        }
        if message.text.isEmpty { diagnostics.append(.error("a refused move needs a message", at: message.span)) }
        let scope = names.scope(for: .refusal)
        guard let c = runtime(condition, as: .bool, scope: scope, what: "the condition of a 'refuse' rule"),
              let text = checkText(parts, scope: scope, what: "a message")
        else { return nil }
        return RefusalRule(condition: c, message: text)
    }

    /// The type `chosen` reads as: what the game's moves name, when they all name one kind of
    /// thing; nil (not readable) when none names anything or they name different kinds.
    static func chosenType(_ statements: [Statement], translated: [MoveRule]) -> ValueType? {
        var kinds: Set<ValueType> = []
        var written = false
        for statement in statements {
            guard case .move(let move) = statement.kind else { continue }
            written = true
            switch move.action {
            case .player: kinds.insert(.player)
            case .number, .row: kinds.insert(.int)
            case .part: kinds.insert(.ints)
            case .place, .slide, .jump, .remove, .pass, .word: break
            }
        }
        if !written {
            for rule in translated {
                switch rule.action {
                case .choose(.player): kinds.insert(.player)
                case .choose(.number): kinds.insert(.int)
                case .choose(.pins), .choose(.row): kinds.insert(.int)
                case .choose(.part): kinds.insert(.ints)
                case .place, .slide, .jump, .remove, .pass, .word, .choose(.code), .choose(.answer), .choose(.sidePlayer): break
                }
            }
        }
        return kinds.count == 1 ? kinds.first : nil
    }

    static func valueType(_ type: VariableType) -> ValueType {
        switch type {
        case .number: .int
        case .flag: .bool
        case .player: .player
        case .list: .ints
        }
    }

    /// Whether a core statement works on a board's cells.
    static func needsABoard(_ kind: Statement.Kind) -> Bool {
        switch kind {
        case .pieces, .boardLines, .coreBoard: return true
        case .move(let move):
            switch move.action {
            case .place, .slide, .jump, .remove: return true
            case .pass, .word, .player, .number, .row, .part: return false
            }
        case .state, .afterMove, .end, .refuse, .title, .players, .option, .message, .rulesReference, .turnsAlternate, .turnsFixed,
             .turnsBy, .computer, .board, .cellsNumbered, .cellsAlgebraic, .gravity, .edgesWrap, .lines, .drawWhenFull, .frames, .pins,
             .rolls, .bonus, .fill, .bowlers, .level, .serveEvery, .serveWinner, .sideOut, .firstServe, .side, .receiving, .order, .receiversSwap, .receiverChosen, .code, .repeats, .guesses, .feedback,
             .feedbackWords, .feedbackCommon, .reveal, .words, .secret, .secrets, .lies, .table, .define, .forEach:
            return false
        }
    }

    // MARK: Declarations

    private mutating func declarePieces(_ pieces: [Name], in game: inout CoreGame, names: inout CoreNames) {
        for piece in pieces {
            guard names.isFree(piece.text) else {
                diagnostics.append(notingFirst(
                    .error("'\(piece.text)' is already the name of \(names.meaning(of: piece.text))", at: piece.span), of: piece.text))
                continue
            }
            guard game.pieces.count < Limits.pieceKinds else {
                diagnostics.append(.error(
                    "a board holds at most \(Limits.pieceKinds) kinds of piece, counting each player's own", at: piece.span))
                return
            }
            names.pieces[piece.text] = game.pieces.count
            game.pieces.append(PieceKind(name: piece.text, owner: nil))
        }
    }

    private mutating func declareState(
        _ name: Name, perPlayer: Bool, _ start: StateValueSyntax, hiddenFrom: [Name], in game: inout CoreGame,
        names: inout CoreNames
    ) {
        guard names.isFree(name.text), expressions.options[name.text] == nil, !["moves", "marks", "turn"].contains(name.text),
              Function(rawValue: name.text) == nil
        else {
            let meaning = expressions.options[name.text] != nil ? "an option"
                : Function(rawValue: name.text) != nil ? "a function" : names.meaning(of: name.text)
            diagnostics.append(notingFirst(.error(
                "'\(name.text)' is already the name of \(meaning)", at: name.span, help: "choose another name"), of: name.text))
            return
        }
        guard game.variables.count < Limits.variables else {
            diagnostics.append(.error("more than \(Limits.variables) values kept; that is the limit", at: name.span))
            return
        }
        let others = hiddenFrom.count == 1 && hiddenFrom[0].text == "others" && player(hiddenFrom[0]) == nil
        let hidden = others ? [] : hiddenFrom.compactMap { requirePlayer($0) }
        if others, !perPlayer {
            diagnostics.append(.error(
                "'hidden from others' hides each player's own value from the other players; '\(name.text)' is kept once",
                at: hiddenFrom[0].span, help: "keep it for each player ('state \(name.text) per player = …'), or name the players it is hidden from"))
        }
        let value: ExprSyntax
        switch start {
        case .deck(let keyword, let from, let to, let each):
            names.variables[name.text] = (game.variables.count, .ints, perPlayer)
            var variable = Variable(name: name.text, type: .list, perPlayer: perPlayer, initial: 0)
            variable.deck = deckCards(from, to, each: each, keyword: keyword) ?? []
            variable.hiddenFrom = hidden
            variable.hiddenFromOthers = others && perPlayer
            game.variables.append(variable)
            return
        case .random(let keyword, let from, let to):
            // A wrong range is reported once; the name is still declared, so rules that read it
            // earn no errors of their own.
            let range = drawnRange(from, to, keyword: keyword) ?? 0...0
            names.variables[name.text] = (game.variables.count, .int, perPlayer)
            var variable = Variable(name: name.text, type: .number, perPlayer: perPlayer, initial: range.lowerBound, drawn: range)
            variable.hiddenFrom = hidden
            variable.hiddenFromOthers = others && perPlayer
            game.variables.append(variable)
            return
        case .expression(let expression):
            value = expression
        }
        if case .name(let word) = value, word.text == "list", expressions.options["list"] == nil {
            names.variables[name.text] = (game.variables.count, .ints, perPlayer)
            var variable = Variable(name: name.text, type: .list, perPlayer: perPlayer, initial: 0)
            variable.hiddenFrom = hidden
            variable.hiddenFromOthers = others && perPlayer
            game.variables.append(variable)
            return
        }
        let before = expressions.diagnostics.count
        guard let (initial, type) = expressions.constantOfAnyType(value, what: "the value '\(name.text)' starts with") else {
            diagnostics += expressions.diagnostics[before...]
            expressions.diagnostics.removeSubrange(before...)
            return
        }
        if perPlayer, type != .int {
            diagnostics.append(.error(
                "a value kept for each player is a number; this one starts as \(type.rawValue)", at: value.span))
            return
        }
        let variableType: VariableType
        switch type {
        case .int: variableType = .number
        case .bool: variableType = .flag
        case .player: variableType = .player
        case .ints, .bools, .cell, .piece:
            diagnostics.append(.error("a value the game keeps starts as a number, true or false, or a player", at: value.span))
            return
        }
        names.variables[name.text] = (game.variables.count, type, perPlayer)
        var variable = Variable(name: name.text, type: variableType, perPlayer: perPlayer, initial: initial)
        variable.hiddenFrom = hidden
        variable.hiddenFromOthers = others && perPlayer
        game.variables.append(variable)
    }

    /// The cards `deck A to B [, N each]` starts with: A and B constant numbers within 0 to
    /// `Limits.chosenNumber`, A at most B, and N copies of each (1 to `Limits.deckCards` cards
    /// in all).
    private mutating func deckCards(_ from: ExprSyntax, _ to: ExprSyntax, each: ExprSyntax?, keyword: Name) -> [Int]? {
        let before = expressions.diagnostics.count
        let low = expressions.constant(from, as: .int, what: "the lowest card of the deck")
        let high = expressions.constant(to, as: .int, what: "the highest card of the deck")
        let copies = each.map { expressions.constant($0, as: .int, what: "how many of each card the deck holds") } ?? 1
        diagnostics += expressions.diagnostics[before...]
        expressions.diagnostics.removeSubrange(before...)
        guard let low, let high, let copies else { return nil }
        for (end, syntax) in [(low, from), (high, to)] where end < 0 || end > Limits.chosenNumber {
            diagnostics.append(.error(
                "a card is a number from 0 to \(Limits.chosenNumber); this deck reaches \(end)", at: syntax.span,
                help: "number the cards within 0 to \(Limits.chosenNumber), as in 'deck 1 to 13, 4 each'"))
            return nil
        }
        guard low <= high else {
            diagnostics.append(.error(
                "'deck \(low) to \(high)' holds no card: \(low) is above \(high)", at: from.span.merged(with: to.span),
                help: "write the lowest card first, as in 'deck \(high) to \(low)'"))
            return nil
        }
        guard copies >= 1, (high - low + 1) * copies <= Limits.deckCards else {
            diagnostics.append(.error(
                "a deck holds 1 to \(Limits.deckCards) cards; this one would hold \((high - low + 1) * copies)",
                at: (each ?? to).span, help: "give each card 1 copy or more, and fewer cards in all"))
            return nil
        }
        return (low...high).flatMap { Array(repeating: $0, count: copies) }
    }

    /// The numbers `random A to B` draws from: A and B are constant numbers, A at most B.
    private mutating func drawnRange(_ from: ExprSyntax, _ to: ExprSyntax, keyword: Name) -> ClosedRange<Int>? {
        let before = expressions.diagnostics.count
        let low = expressions.constant(from, as: .int, what: "the lowest number drawn")
        let high = expressions.constant(to, as: .int, what: "the highest number drawn")
        diagnostics += expressions.diagnostics[before...]
        expressions.diagnostics.removeSubrange(before...)
        guard let low, let high else { return nil }
        guard low <= high else {
            diagnostics.append(.error(
                "'random \(low) to \(high)' draws from no number: \(low) is above \(high)", at: from.span.merged(with: to.span),
                help: "write the lowest number first, as in 'random \(high) to \(low)'"))
            return nil
        }
        return low...high
    }

    // MARK: Rules

    /// What is wrong with a word that names a move (`move "hold"`), or nil: it is typed as it is
    /// written, so it must read as one move and as nothing else a move could be.
    static func problem(withMoveWord word: String, _ names: CoreNames) -> String? {
        let words = word.split(separator: " ", omittingEmptySubsequences: false)
        if word.isEmpty { return "a move's word cannot be empty" }
        if words.contains(where: \.isEmpty) || !word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }) {
            return "a move's word is letters, digits, '-' and '_', with single spaces between words: '\(word)' is not"
        }
        if word.allSatisfy(\.isNumber) { return "'\(word)' is a number, which a move names with 'move number …'" }
        if word == "pass" { return "'pass' is a move of its own: write 'move pass'" }
        if names.players.contains(word) { return "'\(word)' is a player's name, which a move names with 'move player'" }
        return nil
    }

    private mutating func checkMove(_ move: MoveSyntax, gravity: Bool, _ names: CoreNames) -> MoveRule? {
        let action: MoveAction
        switch move.action {
        case .place(let choices, let drop):
            var kinds: [Int] = []
            for choice in choices {
                if let kind = names.pieceKind(choice.text) {
                    kinds.append(kind)
                } else {
                    diagnostics.append(.error(
                        "no piece called '\(choice.text)'", at: choice.span,
                        help: Suggestion.didYouMean(choice.text, among: names.allPieces)
                            ?? "declare shared pieces with 'pieces \(choice.text)'; each player's own piece has the player's name"
                    ).following(.undeclared(choice.text)))
                }
            }
            action = .place(choices: kinds.isEmpty ? nil : kinds, drop: drop || gravity)
        case .slide(let adjacency, _): action = .slide(adjacency)
        case .jump(let adjacency, let over, _): action = .jump(adjacency, over: over)
        case .remove(let whose): action = .remove(whose)
        case .pass: action = .pass
        case .word(let word):
            guard let problem = Self.problem(withMoveWord: word.text, names) else {
                action = .word(word.text)
                break
            }
            diagnostics.append(.error(problem, at: word.span, help: "name the move by a word of its own, as in 'move \"hold\"'"))
            return nil
        case .player: action = .choose(.player)
        case .number(let from, let to):
            let scope = names.scope(for: .move)
            guard let low = runtime(from, as: .int, scope: scope, what: "the lowest number the move may name"),
                  let high = runtime(to, as: .int, scope: scope, what: "the highest number the move may name")
            else { return nil }
            if case .int(let most) = Evaluator.fold(high), most > Limits.chosenNumber {
                diagnostics.append(.error(
                    "a move names a number up to \(Limits.chosenNumber) at most; this one goes up to \(most)", at: to.span,
                    help: "keep the highest number the move may name to \(Limits.chosenNumber) or less"))
            }
            if case .int(let least) = Evaluator.fold(low), least < 0 {
                diagnostics.append(.error(
                    "a move names a number from 0 up; this one starts at \(least)", at: from.span,
                    help: "start the range at 0 or above, and subtract in the move's effects if the game counts from below"))
            }
            action = .choose(.number(from: low, to: high))
        case .row(let table, let keys):
            for key in keys {
                guard let problem = Self.problem(withMoveWord: key, names) else { continue }
                diagnostics.append(.error(problem, at: table.span, help: "a row's key is typed as the move, so it is a word of its own"))
                return nil
            }
            action = .choose(.row(table: table.text, keys: keys))
        case .part(let list):
            guard let index = checkPart(list, names) else { return nil }
            action = .choose(.part(list: index))
        }
        let scope = names.scope(for: .move)
        let condition = move.condition.flatMap { runtime($0, as: .bool, scope: scope, what: "a move's condition") }
        let effects = checkEffects(move.effects, names, scope: names.scope(for: .moveEffects))
        var rule = MoveRule(action: action, condition: condition, effects: effects)
        checkMoveModifiers(move, &rule)
        if let motion = move.motion {
            switch action {
            case .slide(let adjacency), .jump(let adjacency, _): rule.motion = checkMotion(motion, adjacency, names)
            case .place, .remove, .pass, .word, .choose: break
            }
        }
        return rule
    }

    private mutating func checkEffects(_ effects: [EffectSyntax], _ names: CoreNames, scope: ExpressionScope) -> [Effect] {
        effects.compactMap { effect in
            switch effect {
            case .set(let name, let player, let value):
                return change(name, player, names, scope, verb: "set", needs: nil, value: value, "the new value of '\(name.text)'") {
                    .set(variable: $0, player: $1, value: $2)
                }
            case .append(let value, let name, let player):
                return change(name, player, names, scope, verb: "append", needs: .ints, value: value, "the number to append") {
                    .append(variable: $0, player: $1, value: $2)
                }
            case .add(let amount, let name, let player):
                return change(name, player, names, scope, verb: "add", needs: .int, value: amount, "the amount to add") {
                    .add(variable: $0, player: $1, amount: $2)
                }
            case .roll(let name, let player, let times, let from, let to):
                return checkRoll(name, player, times, from, to, names, scope: scope)
            case .removeItems(let verb, let items, let name, let player):
                return checkRemoveItems(verb, items, name, player, names, scope: scope)
            case .draw(let name, let player, let deck):
                return checkDraw(name, player, deck, names, scope: scope)
            case .again:
                return .again
            case .reveal:
                return .reveal
            case .announce(let text):
                return .announce(text.text)
            case .answer(let text, let parts):
                if parts.isEmpty { diagnostics.append(.error("an answer needs some text", at: text.span)) }
                return checkText(parts, scope: scope, what: "an answer").map(Effect.answer)
            case .removeCell, .placeCell, .moveCell:
                return checkCellEffect(effect, names, scope: scope)
            case .forEach:
                // Expanded before checking.
                return nil
            }
        }
    }

    /// `roll NAME[(P)] [N times] A to B`: the value rolled is a number (a list, with `N times`:
    /// `checkTimes`), and the range's ends are numbers within 0 to `Limits.chosenNumber`, the
    /// lowest at most the highest when both are constant.
    private mutating func checkRoll(
        _ name: Name, _ player: ExprSyntax?, _ times: ExprSyntax?, _ from: ExprSyntax, _ to: ExprSyntax,
        _ names: CoreNames, scope: ExpressionScope
    ) -> Effect? {
        guard let (index, type, perPlayer) = variable(name, player: player, names) else { return nil }
        guard let count = checkTimes(times, name, type, scope: scope) else { return nil }
        guard type == .int || times != nil else {
            diagnostics.append(.error(
                "'roll' gives a number, and '\(name.text)' is \(type.rawValue)", at: name.span,
                help: "roll into a number, as in 'state die = 0' and 'roll die 1 to 6'"))
            return nil
        }
        let p = player.flatMap { runtime($0, as: .player, scope: scope, what: "whose value to roll") }
        guard let low = runtime(from, as: .int, scope: scope, what: "the lowest number a roll gives"),
              let high = runtime(to, as: .int, scope: scope, what: "the highest number a roll gives")
        else { return nil }
        let (a, b) = (Evaluator.fold(low), Evaluator.fold(high))
        for (end, syntax) in [(a, from), (b, to)] {
            if case .int(let n) = end, n < 0 || n > Limits.chosenNumber {
                diagnostics.append(.error(
                    "a roll gives a number from 0 to \(Limits.chosenNumber); this one reaches \(n)", at: syntax.span,
                    help: "keep both ends of the roll within 0 to \(Limits.chosenNumber), and add or subtract in an effect"))
                return nil
            }
        }
        if case .int(let least) = a, case .int(let most) = b, least > most {
            diagnostics.append(.error(
                "a roll from \(least) to \(most) gives no number: the lowest is above the highest",
                at: from.span.merged(with: to.span), help: "write the lowest first, as in 'roll \(name.text) \(most) to \(least)'"))
            return nil
        }
        return perPlayer && p == nil ? nil : .roll(variable: index, player: p, count: count.expr, from: low, to: high)
    }

    /// `draw NAME[(P)] from DECK`: the deck is a list kept once, and the card goes into a number
    /// or at the end of a list.
    private mutating func checkDraw(
        _ name: Name, _ player: ExprSyntax?, _ deck: Name, _ names: CoreNames, scope: ExpressionScope
    ) -> Effect? {
        guard let (index, type, perPlayer) = variable(name, player: player, names) else { return nil }
        guard type == .int || type == .ints else {
            diagnostics.append(.error(
                "'draw' gives a card, a number, and '\(name.text)' is \(type.rawValue)", at: name.span,
                help: "draw into a number or a list, as in 'state card per player = 0' and 'draw card(mover) from deck'"))
            return nil
        }
        guard let (source, deckType, deckPerPlayer) = variable(deck, player: nil, names) else { return nil }
        guard deckType == .ints, !deckPerPlayer else {
            diagnostics.append(.error(
                "'\(deck.text)' is not a deck: a card is drawn from a list kept once", at: deck.span,
                help: "declare the deck as 'state \(deck.text) = deck 1 to 13, 4 each'"))
            return nil
        }
        if source == index {
            diagnostics.append(.error("a card drawn from '\(deck.text)' cannot go back into it at once", at: name.span,
                                      help: "draw into another value, and 'append' it to the deck to return it"))
            return nil
        }
        let p = player.flatMap { runtime($0, as: .player, scope: scope, what: "whose value the card goes to") }
        return perPlayer && p == nil ? nil : .draw(variable: index, player: p, deck: source)
    }

    /// An answer's text or a refusal's message (`what`): `{move}` is the move as typed, and each
    /// other `{EXPR}` part a number, a player or true or false, read as the effect runs or the
    /// move is refused.
    mutating func checkText(_ parts: [AnswerPartSyntax], scope: ExpressionScope, what: String) -> AnswerText? {
        var checked: [AnswerText.Part] = []
        for part in parts {
            switch part {
            case .text(let words):
                checked.append(.text(words))
            case .expression(.name(let name)) where name.text == "move":
                checked.append(.move)
            case .word(_, let words, let place):
                let before = expressions.diagnostics.count
                let typed = expressions.runtimeOfAnyType(place, scope: scope)
                diagnostics += expressions.diagnostics[before...]
                expressions.diagnostics.removeSubrange(before...)
                guard let (expr, type) = typed else { return nil }
                guard type == .int else {
                    diagnostics.append(.error("a table's place is a number, not \(type.rawValue)", at: place.span))
                    return nil
                }
                checked.append(.word(words, expr))
            case .expression(let syntax):
                let before = expressions.diagnostics.count
                let typed = expressions.runtimeOfAnyType(syntax, scope: scope)
                diagnostics += expressions.diagnostics[before...]
                expressions.diagnostics.removeSubrange(before...)
                guard let (expr, type) = typed else { return nil }
                switch type {
                case .int: checked.append(.number(expr))
                case .player: checked.append(.player(expr))
                case .bool: checked.append(.flag(expr))
                case .ints, .bools:
                    diagnostics.append(.error(
                        "\(what) shows a number, a player or true or false; this is a list", at: syntax.span,
                        help: "name one player's value, as in 'score(mover)'"))
                    return nil
                case .cell, .piece:
                    diagnostics.append(.error(
                        "\(what) shows a number, a player or true or false; this is \(type.rawValue)", at: syntax.span,
                        help: "show a cell's place, as in '{column(to)}' and '{row(to)}'"))
                    return nil
                }
            }
        }
        return AnswerText(parts: checked)
    }

    /// An effect that changes a kept value: the value as named, the kind of value the verb needs
    /// (nil for `set`, which takes any but a list), and the new value or amount, checked.
    private mutating func change(
        _ name: Name, _ player: ExprSyntax?, _ names: CoreNames, _ scope: ExpressionScope, verb: String, needs: ValueType?,
        value: ExprSyntax, _ what: String, _ make: (Int, Expr?, Expr) -> Effect
    ) -> Effect? {
        guard let (index, type, perPlayer) = variable(name, player: player, names) else { return nil }
        if let needs, type != needs {
            let help = needs == .ints ? "declare a list as in 'state \(name.text) = list'" : "use 'set \(name.text) = …'"
            let does = needs == .ints ? "adds to a list" : "needs a number"
            diagnostics.append(.error("'\(verb)' \(does), and '\(name.text)' is \(type.rawValue)", at: name.span, help: help))
            return nil
        }
        if needs == nil, type == .ints {
            diagnostics.append(.error("a list is not set but grows: '\(name.text)' is a list", at: name.span,
                                      help: "use 'append N to \(name.text)'"))
            return nil
        }
        let p = player.flatMap { runtime($0, as: .player, scope: scope, what: "whose value to change") }
        let valueType = needs == .ints ? ValueType.int : type
        guard let v = runtime(value, as: valueType, scope: scope, what: what) else { return nil }
        return perPlayer && p == nil ? nil : make(index, p, v)
    }

    /// The variable an effect changes, checked against how it is named (`score(mover)` for a
    /// per-player value, `round` for one kept once).
    mutating func variable(_ name: Name, player: ExprSyntax?, _ names: CoreNames) -> (Int, ValueType, Bool)? {
        guard let (index, type, perPlayer) = names.variables[name.text] else {
            if expressions.unreadable.contains(name.text) { return nil }
            diagnostics.append(.error(
                "no value called '\(name.text)'", at: name.span,
                help: Suggestion.didYouMean(name.text, among: Array(names.variables.keys))
                    ?? "declare it first, as in 'state \(name.text) = 0'"
            ).following(.undeclared(name.text)))
            return nil
        }
        if perPlayer, player == nil {
            diagnostics.append(.error("'\(name.text)' is kept for each player: say whose", at: name.span,
                                      help: "write '\(name.text)(mover)' or another player"))
            return nil
        }
        if !perPlayer, let player {
            diagnostics.append(.error("'\(name.text)' is kept once, not for each player", at: player.span,
                                      help: "write '\(name.text)' alone, or declare 'state \(name.text) per player = …'"))
            return nil
        }
        return (index, type, perPlayer)
    }

    private mutating func checkEnd(_ condition: ExprSyntax, _ result: EndResultSyntax, _ names: CoreNames) -> EndRule? {
        let scope = names.scope(for: .end)
        let c = runtime(condition, as: .bool, scope: scope, what: "the condition that ends the game")
        let r: EndResult?
        switch result {
        case .winner(let who): r = runtime(who, as: .player, scope: scope, what: "the winner").map { .winner($0) }
        case .loser(let who): r = runtime(who, as: .player, scope: scope, what: "the loser").map { .loser($0) }
        case .draw: r = .draw
        case .highest(let name), .lowest(let name):
            let word = if case .highest = result { "highest" } else { "lowest" }
            if let (index, type, perPlayer) = names.variables[name.text], type == .int, perPlayer {
                r = if case .highest = result { .highest(variable: index) } else { .lowest(variable: index) }
            } else if word == "highest", let quantity = Self.countedQuantity(name.text) {
                r = .highestCount(quantity)
            } else if word == "highest" {
                diagnostics.append(.error(
                    "'highest' compares a number kept for each player, or 'marks' or 'lines'; '\(name.text)' is none of them",
                    at: name.span, help: "declare it as in 'state \(name.text) per player = 0'"))
                r = nil
            } else {
                diagnostics.append(.error(
                    "'\(word)' compares a number kept for each player; '\(name.text)' is not one", at: name.span,
                    help: "declare it as in 'state \(name.text) per player = 0'"))
                r = nil
            }
        }
        guard let c, let r else { return nil }
        return EndRule(condition: c, result: r)
    }

    /// A core end rule that says again what a family statement says is an error naming both.
    private mutating func checkContradiction(_ condition: ExprSyntax, rules: BoardRules) {
        guard case .name(let name) = condition else { return }
        let family: Statement? = switch name.text {
        case "line" where !rules.lines.isEmpty:
            syntax.statements.first { if case .lines = $0.kind { true } else { false } }
        case "full" where rules.drawWhenFull:
            syntax.statements.first { if case .drawWhenFull = $0.kind { true } else { false } }
        default: nil
        }
        guard let family else { return }
        let what = name.text == "line" ? "a completed line" : "a full board"
        diagnostics.append(.error(
            "'\(name.text)' already ends the game: the '\(family.keyword.text)' statement says what \(what) does",
            at: name.span, help: "keep one of the two"))
    }
}

/// Where a core expression stands decides what it may read.
enum CorePlace {
    /// A move's condition: `mover` is to move, `next` would follow.
    case move
    /// A move's effects: as in its condition, and `chosen` is what the move names.
    case moveEffects
    /// A rule after a move: `mover` has just moved.
    case afterMove
    /// An end condition or result: `next` is who would move next, `stuck` whether they cannot.
    case end
    /// A `refuse` rule's condition: as in a move's condition, and `chosen` is what the move would
    /// name.
    case refusal
    /// A `refuse after` rule's condition: as in a rule after a move, read once the move is made.
    case refusalAfter
}

/// The names a core game declares, and the scope expressions see.
struct CoreNames {
    let players: [String]
    var pieces: [String: Int] = [:]
    var variables: [String: (index: Int, type: ValueType, perPlayer: Bool)] = [:]
    /// What `chosen` reads as, when the moves name something.
    var chosen: ValueType?
    /// Why `chosen` cannot be read, when the moves name things of different kinds.
    var chosenUnavailable: String?
    /// The declared patterns, each read as the count of its runs through the last move.
    var patterns: [String: Int] = [:]
    /// Whether some player has a `connect` goal, so that `connected` means something.
    var connects = false
    /// Whether the game is one of codes, so that `exact` and `partial` read its last answer.
    var codes = false
    /// The board's cells, shared pieces and regions, in a game on a board.
    var cells: CellScope?

    /// The kinds every player has (`pieces man king per player`), in order.
    var kinds: [String] = []

    /// Whether the game has a board, whose groups `liberties`, `repeated` and `area` read.
    var board = false

    /// Whether the board has lines, so that `formed` counts those the last move completed.
    var boardHasLines = false

    /// In a code game, how its guesses are read place by place.
    var codePlaces: CodePlaces?

    var allPieces: [String] { players + Array(pieces.keys) }

    func isFree(_ name: String) -> Bool {
        !players.contains(name) && pieces[name] == nil && variables[name] == nil && patterns[name] == nil
            && !kinds.contains(name)
            && !Checker.coreNames.contains(name)
            && name != "true" && name != "false"
    }

    func meaning(of name: String) -> String {
        if players.contains(name) { return "a player" }
        if pieces[name] != nil { return "a piece" }
        if variables[name] != nil { return "a value the game keeps" }
        if patterns[name] != nil { return "a pattern" }
        if Checker.coreNames.contains(name) || name == "moves" || name == "marks" { return "something the rules read during play" }
        if name == "true" || name == "false" { return "a constant" }
        return "something the rule language keeps for itself"
    }

    /// A player's own pieces are called by the player's name; shared ones by theirs.
    func pieceKind(_ name: String) -> Int? { players.firstIndex(of: name) ?? pieces[name] }

    func scope(for place: CorePlace) -> ExpressionScope {
        var scope = ExpressionScope(constantsOnly: false)
        scope.scalars["moves"] = (.moves, .int)
        scope.scalars["mover"] = (.mover, .player)
        scope.scalars["full"] = (.full, .bool)
        scope.scalars["line"] = (.line, .bool)
        switch place {
        case .move, .moveEffects, .refusal: scope.scalars["next"] = (.next, .player)
        case .afterMove, .refusalAfter: break
        case .end:
            scope.scalars["next"] = (.next, .player)
            scope.scalars["stuck"] = (.stuck, .bool)
            scope.scalars["blocked"] = (.blocked, .bool)
        }
        if connects { scope.scalars["connected"] = (.connected, .bool) }
        if boardHasLines {
            scope.scalars["formed"] = (.formed, .int)
        } else {
            scope.unavailable["formed"] = "'formed' counts the board's lines that the last move completed; "
                + "this board has none: give them with 'lines 3 in a row'"
        }
        if codes, let several = codePlaces?.secrets, several > 1 {
            for name in ["exact", "partial", "fits"] {
                scope.unavailable[name] = "'\(name)' reads the answer for one secret, and this game keeps \(several); "
                    + "read 'solved', the secrets found so far"
            }
            scope.scalars["solved"] = (.secretsFound, .int)
        } else if codes {
            scope.scalars["exact"] = (.exactMarks, .int)
            scope.scalars["partial"] = (.partialMarks, .int)
            scope.scalars["fits"] = (.fits, .bool)
        }
        if codes {
            scope.codePlaces = codePlaces
            scope.codePlaces?.readsChosen = place != .move
        }
        for (name, index) in patterns { scope.scalars[name] = (.pattern(index), .int) }
        if let cells {
            scope.cells = cells
            for (name, ref) in [("to", StateRef.moveTo), ("from", .moveFrom), ("over", .moveOver), ("last to", .lastTo),
                                ("last from", .lastFrom)] {
                scope.scalars[name] = (ref, .cell)
            }
        }
        scope.quantities["marks"] = .marks
        scope.quantities["lines"] = .lines
        if board {
            scope.quantities["area"] = .area
            switch place {
            case .move, .moveEffects, .refusal:
                let why = place == .refusal ? "'refuse when' reads the board before the move" : "a move reads the board before it is made"
                for name in ["liberties", "repeated"] {
                    scope.unavailable[name] = "\(why); '\(name)' reads it after the move: in 'refuse after when …', "
                        + "'after move', or 'end when'"
                }
            case .afterMove, .end, .refusalAfter:
                scope.scalars["liberties"] = (.liberties, .int)
                scope.scalars["repeated"] = (.repeated, .bool)
            }
        }
        if let chosen, place != .move { scope.scalars["chosen"] = (.chosen, chosen) }
        if let chosenUnavailable { scope.unavailable["chosen"] = chosenUnavailable }
        if chosen != nil, place == .move {
            scope.unavailable["chosen"] = "a move's condition cannot read 'chosen': the move has not named anything yet; "
                + "its effects and the rules after it can"
        }
        for (name, variable) in variables {
            if variable.type == .ints {
                scope.lists[name] = (variable.index, variable.perPlayer)
            } else if variable.perPlayer {
                scope.quantities[name] = .variable(variable.index)
            } else {
                scope.scalars[name] = (.variable(variable.index), variable.type)
            }
        }
        return scope
    }
}
