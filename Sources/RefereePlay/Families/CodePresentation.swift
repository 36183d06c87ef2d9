import RefereeAnalysis
import RefereeEngine
import RefereeModel

/// How a code game is shown: the guesses with their feedback, moves that guess a code or answer
/// one with feedback.
struct CodePresentation: FamilyPresentation {
    let rules: CodeRules

    var secret: KeptSecret? {
        KeptSecret(
            keeper: rules.maker, guesser: rules.breaker, keptByNobody: rules.adversary,
            wording: rules.codeWording + (rules.repeats || rules.words != nil ? "" : ", no symbol twice"))
    }

    func picture(_ view: GameView, state: GameState, renderer: Renderer, personKeepsSecret: Bool) -> String {
        guard case .code(let code) = view else { return "" }
        guard case .code(let makersView) = renderer.engine.view(state, for: rules.maker) else { return "" }
        return renderer.render(
            code, over: renderer.engine.isOver(state), personKeepsSecret: personKeepsSecret, engineKnowsSecret: makersView.secret != nil)
            + CoreWording.kept(view, players: renderer.players)
    }

    func brief(_ model: GameModel) -> String {
        guard !rules.adversary else {
            return "\(model.players[rules.maker]) keeps no secret but answers each guess so as to leave the most codes "
                + "possible, \(rules.codeWording); \(model.players[rules.breaker]) has \(rules.guesses) guesses to pin one down."
        }
        return "\(model.players[rules.maker]) keeps a secret code, \(rules.codeWording); "
            + "\(model.players[rules.breaker]) has \(rules.guesses) guesses to find it."
    }

    func details(_ model: GameModel) -> [String] {
        [
            rules.words == nil ? "Repeated symbols are \(rules.repeats ? "allowed" : "forbidden")." : "Guesses, like the secret, must be words on the list.",
            "Feedback: \(rules.feedbackWording)" + (rules.repeatedSymbolWording.map { "; \($0)." } ?? "."),
        ] + (rules.severalSecrets ? [
            "\(rules.secrets) secrets, each guess answered against every one not yet found, side by side; find them all to win.",
        ] : []) + (rules.lies > 0 ? [
            "Up to \(rules.lies) of the answers the codemaker types may be wrong.",
        ] : []) + (rules.revealed.isEmpty ? [] : [
            "The secret's \(rules.revealed.count == 1 ? "place" : "places") "
                + "\(rules.revealed.map { String($0 + 1) }.joined(separator: ", ")) \(rules.revealed.count == 1 ? "is" : "are") shown from the start.",
        ])
    }

    func examples(_ session: Session, player: String) -> [(String, String)] {
        let model = session.model
        let guess = rules.exampleGuess
        var out = [(guess, "\(model.players[rules.breaker]) guesses \(guess)")]
        if session.secretRefusal() == nil {
            out.append(("secret", "\(model.players[rules.maker]) sets the secret, unseen, before the first answer"))
        }
        guard session.engine.toMove(session.state) == rules.maker || session.secretKeptByPerson else { return out }
        if rules.commonFeedback {
            out += [
                ("2", "\(model.players[rules.maker]) answers: two symbols in common"),
                (CodeKernel.foundWord, "the guess is the secret"),
            ]
        } else if let answer = rules.examplePositionalAnswer {
            out.append((answer, "\(model.players[rules.maker]) answers place by place: \(rules.feedbackWording)"))
        } else if let words = rules.feedbackWords {
            out += [
                (words.said(exact: 1, partial: 2), "\(model.players[rules.maker]) answers: one right in place, two right but misplaced"),
                (words.none, "no right symbols at all"),
            ]
        } else {
            let e = rules.exactSymbol, p = rules.partialSymbol
            out += [
                ("\(e)\(p)\(p)", "\(model.players[rules.maker]) answers: one right in place, two right but misplaced"),
                ("\" \(p)\"", "one right symbol in the wrong place and none in place (quotes keep the space)"),
                ("\"\"", "no right symbols at all"),
            ]
        }
        return out
    }

    func versusComputer(_ model: GameModel, people: [Int], _ cp: String) -> [(String, String)] {
        let maker = model.players[rules.maker], breaker = model.players[rules.breaker]
        return [
            ("vs computer \(maker)", "the computer keeps a random secret; you guess it"),
            ("vs computer \(breaker)" + cp, "you keep a secret and answer the computer's guesses"),
        ] + (AdversaryPlayer.suits(model) ? [("vs computer \(maker) adversary", "the computer keeps no secret and answers to leave the most codes")] : [])
    }

    func refusal(_ rule: MessageKey, player: String, engine: Engine, state: GameState) -> String? {
        switch rule {
        case .turn:
            guard engine.toMove(state) == rules.maker else { return nil }
            return "\(player) must first answer the last guess with feedback"
        case .code:
            return "a guess is \(rules.codeWording)"
                + (rules.repeats || rules.words != nil ? "" : ", no symbol twice") + ", as in \(rules.exampleGuess)"
        case .feedback:
            if rules.commonFeedback {
                return "feedback is one number from 0 to \(rules.length), the symbols in common, or \(CodeKernel.foundWord) for the secret"
            }
            if let words = rules.feedbackWords {
                return "feedback is at most \(rules.length) words, each \(words.exact) or \(words.partial), or \(words.none) alone"
            }
            if let miss = rules.missSymbol {
                return "feedback is \(rules.length) marks, one a place, each \(rules.exactSymbol), \(rules.partialSymbol) or \(miss), "
                    + "and never \(rules.length - 1) \(rules.exactSymbol) with one \(rules.partialSymbol)"
            }
            return "feedback has at most \(rules.length) marks, and never \(rules.length - 1) \(rules.exactSymbol) with one \(rules.partialSymbol)"
        case .win, .draw, .over, .occupied, .unknown, .full, .pins, .illegal:
            return nil
        }
    }

    func whatAMoveIs(engine: Engine, state: GameState) -> String {
        if engine.toMove(state) == rules.maker, rules.commonFeedback {
            return "the codemaker answers with one number, \(rules.feedbackWording), as in 2"
        }
        if engine.toMove(state) == rules.maker, let answer = rules.examplePositionalAnswer {
            return "the codemaker answers with \(rules.feedbackWording), as in \(answer)"
        }
        if engine.toMove(state) == rules.maker, let words = rules.feedbackWords {
            return "the codemaker answers in words: \(rules.feedbackWording), as in \(words.said(exact: 1, partial: 1))"
        }
        if engine.toMove(state) == rules.maker {
            return "the codemaker answers with feedback: \(rules.exactSymbol) for each right symbol in the right place, "
                + "then \(rules.partialSymbol) for each right symbol in the wrong place, as in \(rules.exactSymbol)\(rules.partialSymbol) "
                + "(\"\" for no marks, \" \(rules.partialSymbol)\" in quotes when there is no \(rules.exactSymbol))"
        }
        return "a guess is \(rules.codeWording) typed together, as in \(rules.exampleGuess)"
    }

    func describe(_ text: String, by player: Int, name: String) -> String {
        player == rules.maker ? "\(name) answers \(Session.shown(text))" : "\(name) guesses \(text)"
    }

    func status(_ player: Int, name: String) -> String {
        player == rules.maker ? "\(name) to answer with feedback" : "\(name) to guess"
    }


    /// The secret, or that a person keeps it.
    func setupLines(_ session: Session) -> [String] {
        if session.secretUnknown {
            return ["  setup secret unknown"]
        } else if let maker = session.codeMaker, case .code(let code) = session.engine.view(session.state, for: maker), let secret = code.secret {
            return ["  setup secret \(Session.scenarioWord(secret))"]
        }
        return []
    }

    func expectations(_ view: GameView, engine: Engine, state: GameState, over: Bool) -> [String] {
        guard case .code(let code) = view else { return [] }
        var out: [String] = []
        out.append("guesses left \(code.guessesLeft)")
        if let last = code.rows.last, let feedback = last.feedback {
            out.append("feedback \(Session.quoted(feedback))")
        }
        return out
    }
}

extension Renderer {
    /// Each guess with its feedback (counted: exact marks, then partial ones, then a dot for each
    /// peg without a mark; by position: one mark a place, in order), the guesses left, and the
    /// secret: hidden while the game is on, shown when it ends.
    /// `engineKnowsSecret` with `personKeepsSecret`: the person typed the secret (`secret`).
    func render(_ code: CodeView, over: Bool, personKeepsSecret: Bool, engineKnowsSecret: Bool = false) -> String {
        var exact: Character = "B", partial: Character = "W", maker = 0
        var rules: CodeRules?
        if case .code(let codeRules) = engine.model.family {
            exact = codeRules.exactSymbol
            partial = codeRules.partialSymbol
            maker = codeRules.maker
            rules = codeRules
        }
        var lines: [String] = []
        let unknown = Array(repeating: String(repeating: "?", count: code.length), count: code.secrets)
        let label = code.secrets > 1 ? "secrets: " : "secret: "
        let numberWidth = String(code.rows.count + code.guessesLeft).count + 1
        for (i, row) in code.rows.enumerated() {
            let number = pad(String(i + 1) + ".", numberWidth + 1, right: true)
            let feedback: String
            if let said = row.feedback, rules?.feedbackWords != nil || rules?.commonFeedback == true {
                feedback = paint(said, "1")
            } else if let marks = row.feedback, rules?.feedbackByPosition == true {
                feedback = "[" + marks.map { mark in
                    mark == exact ? paint(String(mark), "1;32") : mark == partial ? paint(String(mark), "1;33") : String(mark)
                }.joined() + "]"
            } else if row.feedback != nil {
                let holes = max(0, code.length - row.exact - row.partial)
                feedback = "[" + paint(String(repeating: exact, count: row.exact), "1;31")
                    + paint(String(repeating: partial, count: row.partial), "1;37")
                    + String(repeating: ".", count: holes) + "]"
            } else {
                feedback = "[" + unknown.joined(separator: "  ") + "] waiting for \(players[maker])'s feedback"
            }
            lines.append("\(number) \(paint(row.guess, "1"))  \(feedback)")
        }
        if code.rows.isEmpty {
            lines.append(PictureLayout.wrapped("no guesses yet: a code is \(rules?.codeWording ?? "\(code.length) symbols from \(code.alphabet)")"))
            lines.append(PictureLayout.wrapped("feedback: \(rules?.feedbackWording ?? "\(exact) right symbol in the right place, \(partial) right symbol in the wrong place")"))
            if let repeated = rules?.repeatedSymbolWording { lines.append(PictureLayout.wrapped("  (\(repeated))", indent: "   ")) }
        }
        lines.append("guesses left: \(code.guessesLeft)")
        if let secret = code.secret, over || !personKeepsSecret {
            lines.append(label + (over ? paint(secret, "1;32") : secret))
        } else if personKeepsSecret, engineKnowsSecret {
            lines.append(label + "set by \(players[maker]), not shown until the game ends")
        } else if personKeepsSecret {
            lines.append(label + "kept by \(players[maker]), who answers each guess")
        } else if !code.revealed.isEmpty {
            lines.append("secret: " + code.revealed.map { $0.map { paint($0, "1;32") } ?? "?" }.joined() + "  (revealed from the start)")
        } else {
            lines.append(label + unknown.joined(separator: " "))
        }
        return lines.joined(separator: "\n")
    }
}

/// How a code game's codes and feedback are described to the players, for the help, the rules
/// summary, the picture and the explanations of refused moves.
extension CodeRules {
    /// What a code is: "4 symbols from 123456" or "a word on the list of 2268 (5 symbols from a-z…)".
    var codeWording: String {
        let symbols = "\(length) symbols from \(String(alphabet))"
        guard let words else { return symbols }
        return "a word on the list of \(words.count) (\(symbols))"
    }

    /// A code to show as an example of a guess: the first word, or the first symbols.
    var exampleGuess: String { words?.first ?? String(alphabet.prefix(length)) }

    /// What the feedback marks mean.
    var feedbackWording: String {
        if commonFeedback {
            return "the number of symbols the guess shares with the secret, wherever they stand, "
                + "or \(CodeKernel.foundWord) for the secret itself"
        }
        if let words = feedbackWords {
            return "\(words.exact) for each right symbol in the right place, then \(words.partial) for each right symbol "
                + "in the wrong place, \(words.none) when there are neither"
        }
        let meanings = "\(exactSymbol) right symbol in the right place, \(partialSymbol) right symbol in the wrong place"
        guard let missSymbol else { return meanings }
        return "a mark a place, \(meanings), \(missSymbol) neither"
    }

    /// With feedback by position, how a symbol the guess repeats is marked.
    var repeatedSymbolWording: String? {
        guard missSymbol != nil else { return nil }
        return "a symbol is marked \(partialSymbol) only as often as the secret has it beyond its \(exactSymbol) marks"
    }

    /// Feedback by position as typed, for examples: exact, partial, then misses, then exact.
    var examplePositionalAnswer: String? {
        guard let missSymbol, length >= 2 else { return nil }
        let middle = String(repeating: missSymbol, count: max(0, length - 3))
        return length == 2 ? "\(exactSymbol)\(partialSymbol)" : "\(exactSymbol)\(partialSymbol)\(middle)\(exactSymbol)"
    }
}
