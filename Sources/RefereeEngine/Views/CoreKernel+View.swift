import RefereeModel

extension CoreKernel {
    public func view(_ state: State, for viewer: Int?) -> GameView {
        switch game.presentation {
        case .values:
            .values(ValuesView(
                kept: keptValues(state, for: viewer), announcements: announcements(state), answers: answers(state),
                sealed: sealedMoves(state, for: viewer)))
        case .board: .board(boardView(state, for: viewer))
        case .rally(let layout): .rally(rallyView(layout, state))
        case .frames(let layout): .frames(framesView(layout, state))
        case .code:
            if let codes = program.codes { .code(codeView(codes, state, for: viewer)) } else { .board(boardView(state, for: viewer)) }
        }
    }

    public func setup(_ setup: Setup, in state: inout State) throws(SetupError) {
        if case .value(let name, let values) = setup { return try setValue(name, values, in: &state) }
        if case .rolls(let numbers) = setup { return try fixRolls(numbers, in: &state) }
        switch game.presentation {
        case .values, .board: try boardSetup(setup, in: &state)
        case .rally(let layout): try rallySetup(setup, layout, in: &state)
        case .frames: throw SetupError.notFor(setup, "frames")
        case .code:
            guard let codes = program.codes else { throw SetupError.notFor(setup, "code") }
            try codeSetup(codes, setup, in: &state)
        }
    }

    public func spokenScore(of state: State) -> String? {
        switch game.presentation {
        case .values, .board, .frames, .code: nil
        case .rally(let layout): rallyCall(layout, state)
        }
    }

    /// A number the game keeps once, or one player's.
    func value(_ variable: Int, of player: Int = 0, _ state: State) -> Int { state.values[program.slots[variable] + player] }

    /// A number kept for each player, in the order `players` lists them.
    func values(_ variable: Int, _ state: State) -> [Int] {
        let slot = program.slots[variable]
        return Array(state.values[slot..<slot + playerCount])
    }

    /// Every value the game keeps (but a list) fills the placeholder of its name, as pictures show
    /// it: a per-player number with the winner's value, or while nobody has won the highest.
    public func placeholders(_ state: State) -> [String: String] {
        var result: [String: String] = [:]
        let winner = outcome(state)?.winner
        for (i, kept) in zip(game.variables.indices, keptValues(state)) {
            let variable = game.variables[i]
            switch variable.type {
            case .list: continue
            case .flag, .player: result[variable.name] = kept.values.first
            case .number where !variable.perPlayer: result[variable.name] = String(value(i, state))
            case .number:
                if let best = winner.map({ value(i, of: $0, state) }) ?? values(i, state).max() {
                    result[variable.name] = String(best)
                }
            }
        }
        return result
    }

    /// Whether an end rule compares a number kept for each player (a score).
    public var keepsScore: Bool { scoreVariable != nil }

    /// One player's value of the number the first `highest` or `lowest` end rule compares.
    public func score(of player: Int, in state: State) -> Int? {
        scoreVariable.map { value($0, of: player, state) }
    }

    /// The picture of a game played on a board.
    func boardView(_ state: State, for viewer: Int?) -> BoardView {
        let board = game.board
        let kinds = (0..<board.cellCount).map { program.kind(at: $0, state) }
        let drop = game.moves.contains { if case .place(_, true) = $0.action { true } else { false } }
        var view = BoardView(
            width: board.width, height: board.height, layers: board.layers, wraps: board.wraps,
            cells: kinds.map { $0.flatMap { program.owner[$0] >= 0 ? program.owner[$0] : nil } },
            pieces: kinds.map { $0.map { program.pieceNames[$0] } },
            cellNames: (0..<board.cellCount).map(tables.cellName), lines: completedLines(state), gravity: drop,
            columnNames: (0..<board.width).map { board.naming.name(ofColumn: $0) },
            kept: keptValues(state, for: viewer), announcements: announcements(state), hexagonal: board.grid == .hexagonal,
            answers: answers(state), kinds: game.kindWords, sealed: sealedMoves(state, for: viewer))
        view.points = board.points
        return view
    }

    /// The sealed moves not yet revealed, each move shown only to the player who made it.
    public func sealedMoves(_ state: State, for viewer: Int?) -> [SealedMove] {
        program.sealed(state).map { record in
            SealedMove(player: record.player, number: record.number,
                       move: record.player == viewer ? format(record.move, in: state) : nil)
        }
    }

    /// The sealed moves not yet revealed, with what each named: the referee's knowledge.
    public func sealedMovesRevealed(_ state: State) -> [SealedMove] {
        program.sealed(state).map { SealedMove(player: $0.player, number: $0.number, move: format($0.move, in: state)) }
    }

    /// What the last move announced.
    func announcements(_ state: State) -> [String] {
        program.announcements.indices.filter { state.announced & (1 << UInt64($0)) != 0 }.map { program.announcements[$0] }
    }

    /// The values the game keeps from the `from`-th on, as `viewer` sees them: numbers as numbers,
    /// flags as yes or no, players by name, and a value hidden from the viewer as "?" while the
    /// game is on (hidden from everyone's picture when no one is the viewer).
    func keptValues(_ state: State, from first: Int = 0, for viewer: Int? = nil) -> [KeptValue] {
        var result: [KeptValue] = []
        for (index, variable) in game.variables.enumerated() where index >= first {
            let count = variable.perPlayer ? playerCount : 1
            if isHidden(variable, from: viewer, state) {
                if let viewer, !variable.hiddenFrom.contains(viewer) {
                    result.append(ownEntryOnly(index, of: viewer, state))
                } else {
                    result.append(KeptValue(name: variable.name, values: Array(repeating: "?", count: count), perPlayer: variable.perPlayer, hidden: true))
                }
                continue
            }
            let shown: [String]
            switch variable.type {
            case .number, .flag, .player:
                let slot = program.slots[index]
                shown = state.values[slot..<slot + count].map { value -> String in
                    switch variable.type {
                    case .number, .list: String(value)
                    case .flag: value != 0 ? "yes" : "no"
                    case .player: value >= 0 && value < playerCount ? model.players[value] : "nobody"
                    }
                }
            case .list:
                let slot = program.slots[index]
                result.append(KeptValue(name: variable.name, numbers: Array(state.lists[slot..<slot + count]), perPlayer: variable.perPlayer))
                continue
            }
            result.append(KeptValue(name: variable.name, values: shown, perPlayer: variable.perPlayer))
        }
        return result
    }

    /// A value kept for each player and hidden from the others, as `viewer` sees it: its own
    /// entry, and "?" for each other player's, which `hiddenPlayers` names.
    private func ownEntryOnly(_ index: Int, of viewer: Int, _ state: State) -> KeptValue {
        let variable = game.variables[index]
        let slot = program.slots[index]
        let own: String
        switch variable.type {
        case .number: own = String(state.values[slot + viewer])
        case .flag: own = state.values[slot + viewer] != 0 ? "yes" : "no"
        case .player:
            let p = state.values[slot + viewer]
            own = p >= 0 && p < playerCount ? model.players[p] : "nobody"
        case .list:
            let list = state.lists[slot + viewer]
            own = list.isEmpty ? "none" : list.map(String.init).joined(separator: " ")
        }
        var kept = KeptValue(name: variable.name, values: (0..<playerCount).map { $0 == viewer ? own : "?" }, perPlayer: true)
        kept.hiddenPlayers = (0..<playerCount).filter { $0 != viewer }
        return kept
    }

    /// Every line that holds one kind of piece in every cell, in report order.
    public func completedLines(_ state: State) -> [[Int]] {
        game.board.lines.indices.filter { i in
            (0..<program.kinds).contains { tables.holdsLine(i, state.pieces($0)) }
        }.map { game.board.lines[$0] }
    }

    func boardSetup(_ setup: Setup, in state: inout State) throws(SetupError) {
        switch setup {
        case .marks("empty", let cellNames) where model.playerIndex("empty") == nil:
            var cells: [Int] = []
            for cellName in cellNames {
                guard let cell = tables.cell(named: Substring(cellName)) else { throw SetupError("no cell '\(cellName)' on this board") }
                cells.append(cell)
            }
            for cell in cells { if let kind = program.kind(at: cell, state) { program.lift(kind, from: cell, in: &state) } }
            settle(&state)
        case .marks(let name, let cellNames):
            let kind: Int
            if let p = model.playerIndex(name), program.ownKind[p] >= 0 {
                kind = program.ownKind[p]
            } else if let k = game.pieceKind(named: name, players: model.players), k < program.kinds {
                kind = k
            } else {
                throw SetupError("unknown player or piece '\(name)'")
            }
            var cells: [Int] = []
            for cellName in cellNames {
                guard let cell = tables.cell(named: Substring(cellName)) else { throw SetupError("no cell '\(cellName)' on this board") }
                if state.occupied.contains(cell) || cells.contains(cell) { throw SetupError("cell \(cellName) is already taken") }
                cells.append(cell)
            }
            for cell in cells { program.put(kind, at: cell, in: &state) }
            program.keepPosition(in: &state)
            state.moves += cells.count
            settle(&state)
        case .turn(let name):
            guard let p = model.playerIndex(name) else { throw SetupError("unknown player '\(name)'") }
            state.toMove = p
        case .secret, .secretUnknown, .points, .server, .value, .rolls:
            throw SetupError.notFor(setup, "board")
        }
    }

    /// Decides a position made by setup as the rules would after a move: by the owner of the
    /// first completed line's pieces in report order, or with no such line by the player before
    /// the one to move.
    func settle(_ state: inout State) {
        state.result = -1
        state.lineComplete = program.anyLine(state)
        let placed = state
        let lineOwner = tables.lineMasks.indices.lazy.compactMap { i in
            (0..<program.kinds).first { tables.holdsLine(i, placed.pieces($0)) }.map { program.owner[$0] }
        }.first { $0 >= 0 }
        let mover = lineOwner ?? (state.toMove + playerCount - 1) % playerCount
        let next = program.nextPlayer(after: mover, in: &state)
        var turn = state
        turn.toMove = next
        state.nextStuck = program.moveCount(&turn) == 0
        if let result = program.result(&state, mover: mover, next: next) { state.result = result }
    }
}
