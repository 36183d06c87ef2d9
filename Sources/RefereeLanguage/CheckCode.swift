import RefereeModel

extension Checker {
    mutating func checkCode(_ players: [Name]) -> CodeRules? {
        guard players.count == 2 else {
            diagnostics.append(.error(
                "a code game has two players, one who keeps the secret and one who guesses; this file names \(players.count)",
                at: players.first?.span ?? Span(0, 0)))
            return nil
        }
        var length: Int?, alphabet: [Character]?
        var repeats = true
        var guesses: Int?
        var exact: Character = "B", partial: Character = "W"
        var maker = 0, breaker = 1
        var hidden = false
        for statement in syntax.statements {
            switch statement.kind {
            case .code(let lengthSyntax, let symbols):
                once(statement)
                length = constant(lengthSyntax, "the length of a code", in: 1...Limits.codeLength)
                let chars = Array(symbols.text)
                var unique: [Character] = []
                for c in chars {
                    if unique.contains(c) {
                        diagnostics.append(.error("symbol '\(c)' is listed twice", at: symbols.span))
                    } else if c == " " || c.isNewline {
                        diagnostics.append(.error("a code symbol cannot be a space", at: symbols.span))
                    } else {
                        unique.append(c)
                    }
                }
                if unique.count < 2 || unique.count > Limits.alphabet {
                    diagnostics.append(.error("a code needs from 2 to \(Limits.alphabet) symbols; this one has \(unique.count)", at: symbols.span))
                } else {
                    alphabet = unique
                }
            case .repeats(let allowed):
                once(statement)
                repeats = allowed
            case .guesses(let e):
                once(statement)
                guesses = constant(e, "the number of guesses", in: 1...Limits.guesses)
            case .feedback(let e, let p):
                once(statement)
                for symbol in [e, p] where symbol.text.count != 1 || symbol.text == " " {
                    diagnostics.append(.error("a feedback symbol is one character other than a space", at: symbol.span))
                }
                if e.text == p.text {
                    diagnostics.append(.error("the two feedback symbols must differ", at: p.span))
                }
                exact = e.text.first ?? exact
                partial = p.text.first ?? partial
            case .secret(let keeper, let hiddenFrom):
                once(statement)
                guard let k = requirePlayer(keeper) else { continue }
                maker = k
                breaker = 1 - k
                if let hiddenFrom, let h = requirePlayer(hiddenFrom) {
                    if h == k { diagnostics.append(.error("the secret cannot be hidden from the player who keeps it", at: hiddenFrom.span)) }
                    hidden = true
                }
            default: break
            }
        }
        guard let length, let alphabet else {
            if length == nil, !diagnostics.contains(where: { $0.severity == .error }) {
                diagnostics.append(.error("a code game needs its code", at: Span(0, 0), help: "add a line such as 'code 4 from \"123456\"'"))
            }
            return nil
        }
        guard let guesses else {
            diagnostics.append(.error("a code game needs a limit on guesses", at: Span(0, 0), help: "add a line such as 'guesses 10'"))
            return nil
        }
        if !repeats, length > alphabet.count {
            diagnostics.append(.error(
                "a code of \(length) different symbols cannot be made from \(alphabet.count) symbols", at: Span(0, 0),
                help: "allow repeats, or add symbols"))
            return nil
        }
        let rules = CodeRules(
            length: length, alphabet: alphabet, repeats: repeats, guesses: guesses, exactSymbol: exact,
            partialSymbol: partial, maker: maker, breaker: breaker, hidden: hidden)
        if rules.codeSpace > Limits.codeSpace {
            diagnostics.append(.error(
                "\(alphabet.count) symbols in \(length) places make more codes than the limit of \(Limits.codeSpace)", at: Span(0, 0)))
            return nil
        }
        return rules
    }
}
