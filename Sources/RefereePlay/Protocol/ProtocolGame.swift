import RefereeEngine
import RefereeModel

/// The parts of the protocol about the game rather than its position: its description in the
/// greeting, who plays which side, and every move made.
enum ProtocolGame {
    static func description(_ session: Session) -> JSONValue {
        let model = session.model
        let layout = ProtocolView.layout(session).map { [$0] } ?? []
        return .object([
            ("title", .string(model.title)),
            ("family", .string(model.familyName)),
            ("rulesFile", .optional(session.rulesPath)),
            ("players", .array(model.players.indices.map { player(session, $0) })),
            ("options", options(session)),
        ] + layout + [
            ("move", .string(model.presentation.whatAMoveIs(engine: session.engine, state: session.state))),
            ("computerPlayers", .strings(session.computerPlayers.map(\.name))),
            ("commands", .strings(Command.words)),
        ])
    }

    /// A player and who plays it: a person, the session's computer (`vs computer`) or the rules'.
    static func player(_ session: Session, _ p: Int) -> JSONValue {
        let plays: String
        var computer: JSONValue = .null
        if let strategy = session.model.rulesStrategy(p) {
            plays = "rules"
            computer = .string(strategy)
        } else if let opponent = session.opponent, opponent.player == p {
            plays = "computer"
            computer = .string(opponent.computer.name)
        } else {
            plays = "person"
        }
        return .object([("name", .string(session.model.players[p])), ("plays", .string(plays)), ("computer", computer)])
    }

    static func options(_ session: Session) -> JSONValue {
        guard let book = session.book else { return .array([]) }
        return .array(book.optionDefaults.keys.sorted().map { name in
            let fallback = book.optionDefaults[name] ?? 0
            let yesOrNo = book.isYesOrNoOption(name)
            let value = session.options[name] ?? fallback
            return .object([
                ("name", .string(name)),
                ("type", .string(yesOrNo ? "flag" : "number")),
                ("value", yesOrNo ? .bool(value != 0) : .number(value)),
                ("default", yesOrNo ? .bool(fallback != 0) : .number(fallback)),
            ])
        })
    }

    static func opponent(_ session: Session) -> JSONValue {
        guard let opponent = session.opponent else { return .null }
        return .object([("player", .string(session.model.players[opponent.player])), ("computer", .string(opponent.computer.name))])
    }

    /// The names people gave players (`name`, `--name`), by identifier; the data elsewhere names
    /// players by identifier, the text and the result by these names.
    static func names(_ session: Session) -> JSONValue {
        .object(session.names.named(in: session.model).map { ($0.id, .string($0.name)) })
    }

    /// Every move that led to the position, the rules' own computer's included, by whom; in a
    /// game that rolls or draws, each move a person or a session's computer made with what chance
    /// gave during it and the rules' moves after it (`rolled`; null for a card hidden from some
    /// player while the game is on).
    static func history(_ session: Session) -> JSONValue {
        .array(session.openingRulesMoves.map { entry(session, rules: $0) } + session.shownLog.flatMap { entries(session, $0) })
    }

    /// A move of the log as entries of the history: the move, then the rules' moves after it.
    static func entries(_ session: Session, _ played: PlayedMove) -> [JSONValue] {
        let rolled = (session.model.core?.rollsDuringPlay ?? false) ? played.seen.map(\.number) : nil
        let made: JSONValue
        switch played.by {
        case .person: made = entry(session, played.move, played.player, "person", nil, rolled: rolled, sealed: played.sealed)
        case .computer(let name):
            made = entry(session, played.move, played.player, "computer", name, rolled: rolled, sealed: played.sealed)
        }
        return [made] + played.rulesMoves.map { entry(session, rules: $0) }
    }

    /// A move the rules made for their own computer player.
    static func entry(_ session: Session, rules made: RulesMove) -> JSONValue {
        entry(session, made.move, made.player, "rules", session.model.rulesStrategy(made.player))
    }

    static func entry(
        _ session: Session, _ move: String, _ player: Int, _ by: String, _ computer: String?, rolled: [Int?]? = nil,
        sealed: Bool = false
    ) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("move", .string(move)), ("player", .string(session.model.players[player])), ("by", .string(by)),
            ("computer", .optional(computer)),
        ]
        if let rolled { fields.append(("rolled", .array(rolled.map { $0.map { .number($0) } ?? .null }))) }
        if sealed { fields.append(("sealed", .bool(true))) }
        return .object(fields)
    }
}
