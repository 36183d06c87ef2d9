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
        var miss: Character?
        var wordList: (statement: Statement, syntax: WordsSyntax)?
        var codeSpan = Span(0, 0)
        var maker = 0, breaker = 1
        var hidden = false
        var adversary: (name: Name, statement: Statement)?
        var feedbackWords: FeedbackWords?
        var common = false
        var lies: (statement: Statement, count: Int)?
        var reveal: (statement: Statement, places: [ExprSyntax])?
        var secrets: (statement: Statement, count: Int)?
        for statement in syntax.statements {
            switch statement.kind {
            case .code(let lengthSyntax, let symbols):
                once(statement)
                codeSpan = statement.span
                length = constant(lengthSyntax, "the length of a code", in: 1...Limits.codeLength)
                let chars = Array(symbols.text)
                var unique: [Character] = []
                for c in chars {
                    if unique.contains(c) {
                        diagnostics.append(.error("symbol '\(c)' is listed twice", at: symbols.span))
                    } else if c == " " || c.isNewline {
                        diagnostics.append(.error("a code symbol cannot be a space", at: symbols.span))
                    } else if !Self.canBeTyped(c) {
                        diagnostics.append(.error(
                            "code symbol '\(c.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " "))' cannot be typed as one character",
                            at: symbols.span, help: "use letters, digits or other symbols of one code point each, without combining marks"))
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
            case .feedback(let e, let p, let m):
                once(statement)
                let symbols = [e, p] + (m.map { [$0] } ?? [])
                for symbol in symbols where symbol.text.count != 1 || symbol.text == " " || !Self.canBeTyped(Character(symbol.text)) {
                    diagnostics.append(.error("a feedback symbol is one character other than a space", at: symbol.span))
                }
                for (i, symbol) in symbols.enumerated() {
                    guard let first = symbols[..<i].first(where: { $0.text == symbol.text }) else { continue }
                    diagnostics.append(.error(
                        "the feedback symbols must differ; '\(symbol.text)' is given twice", at: symbol.span
                    ).noting("first given here", at: first.span))
                }
                exact = e.text.first ?? exact
                partial = p.text.first ?? partial
                miss = m.map { $0.text.first ?? "-" }
            case .feedbackWords(let e, let p, let n):
                once(statement)
                feedbackWords = checkFeedbackWords([e, p, n])
            case .feedbackCommon:
                once(statement)
                common = true
            case .reveal(let places):
                once(statement)
                reveal = (statement, places)
            case .words(let words):
                once(statement)
                wordList = (statement, words)
            case .lies(let e):
                once(statement)
                if let n = constant(e, "the number of answers that may be wrong", in: 0...Limits.lies) { lies = (statement, n) }
            case .secrets(let e):
                once(statement)
                if let n = constant(e, "the number of secrets", in: 1...Limits.secrets) { secrets = (statement, n) }
            case .secret(let keeper, let hiddenFrom):
                once(statement)
                guard let k = requirePlayer(keeper) else { continue }
                maker = k
                breaker = 1 - k
                if let hiddenFrom, let h = requirePlayer(hiddenFrom) {
                    if h == k { diagnostics.append(.error("the secret cannot be hidden from the player who keeps it", at: hiddenFrom.span)) }
                    hidden = true
                }
            case .computer(let name, _):
                if adversary != nil { diagnostics.append(.error("the computer already plays \(name.text)", at: name.span)) }
                adversary = (name, statement)
            case .title, .players, .option, .message, .rulesReference,
                 .turnsAlternate, .turnsFixed, .turnsBy, .board, .cellsNumbered, .cellsAlgebraic, .gravity, .edgesWrap, .lines, .drawWhenFull,
                 .frames, .pins, .rolls, .bonus, .fill, .bowlers,
                 .level, .serveEvery, .serveWinner, .sideOut, .firstServe, .side, .receiving, .order, .receiversSwap, .receiverChosen,
                 .state, .pieces, .boardLines, .move, .afterMove, .end, .coreBoard, .refuse, .table, .define, .forEach:
                break
            }
        }
        guard let length, let alphabet else {
            if length == nil, !diagnostics.contains(where: { $0.severity == .error }) {
                diagnostics.append(.error("a code game needs its code", at: Span(0, 0), help: "add a line such as 'code 4 from \"123456\"'"))
            }
            return nil
        }
        guard let guesses else {
            if !gives("guesses") {
                diagnostics.append(.error("a code game needs a limit on guesses", at: Span(0, 0), help: "add a line such as 'guesses 10'"))
            }
            return nil
        }
        if !repeats, length > alphabet.count {
            diagnostics.append(.error(
                "a code of \(length) different symbols cannot be made from \(alphabet.count) symbols", at: codeSpan,
                help: "allow repeats, or add symbols"))
            return nil
        }
        var words: [String]?
        if let wordList {
            guard let checked = checkWords(wordList.syntax, at: wordList.statement, length: length, alphabet: alphabet, repeats: repeats)
            else { return nil }
            words = checked
        }
        if let adversary, let p = requirePlayer(adversary.name), p != maker {
            diagnostics.append(.error(
                "the adversary answers guesses, so it plays the codemaker, not \(adversary.name.text)", at: adversary.name.span,
                help: "write 'computer \(players[maker].text) plays adversary', or say who keeps the secret with 'secret kept by'"))
            return nil
        }
        var rules = CodeRules(
            length: length, alphabet: alphabet, repeats: repeats, guesses: guesses, exactSymbol: exact,
            partialSymbol: partial, missSymbol: miss, words: words, maker: maker, breaker: breaker, hidden: hidden,
            adversary: adversary != nil)
        rules.feedbackWords = feedbackWords
        rules.commonFeedback = common
        if let reveal { rules.revealed = checkReveal(reveal.places, length: length, at: reveal.statement, hidden: hidden) }
        if let secrets {
            guard checkSecrets(secrets.count, at: secrets.statement, adversary: adversary?.statement, reveal: reveal?.statement)
            else { return nil }
            rules.secrets = secrets.count
        }
        if let lies {
            if lies.count > 0, adversary != nil || rules.severalSecrets {
                let why = adversary != nil
                    ? "'lies' lets a person's typed answers be wrong, and here the adversary answers"
                    : "'lies' counts wrong answers for one secret, and this game keeps \(rules.secrets)"
                diagnostics.append(.error(why, at: lies.statement.span, help: "drop 'lies'"))
                return nil
            }
            rules.lies = lies.count
        }
        if rules.codeSpace > Limits.codeSpace {
            diagnostics.append(.error(
                "\(alphabet.count) symbols in \(length) places make more codes than the limit of \(Limits.codeSpace)", at: codeSpan,
                help: "list the codes allowed with 'words'"))
            return nil
        }
        if !repeats, words == nil, rules.codeSpace > Limits.distinctCodeSpace {
            diagnostics.append(.error(
                "without repeats, \(alphabet.count) symbols in \(length) places make more codes than the limit of \(Limits.distinctCodeSpace)",
                at: codeSpan, help: "allow repeats, or list the codes allowed with 'words'"))
            return nil
        }
        if let adversary, rules.codeSpace > Limits.distinctCodeSpace {
            diagnostics.append(.error(
                "the adversary weighs every code at every answer; \(rules.codeSpace) codes are more than the limit of \(Limits.distinctCodeSpace)",
                at: adversary.statement.span, help: "list the codes allowed with 'words', or use a shorter code"))
            return nil
        }
        return rules
    }

    /// `secrets N` beside the statements that speak of one secret: the adversary, who weighs the
    /// codes left for one, and `reveal`, which shows places of one. False after an error.
    private mutating func checkSecrets(_ count: Int, at statement: Statement, adversary: Statement?, reveal: Statement?) -> Bool {
        if let adversary, count > 1 {
            diagnostics.append(.error(
                "the adversary answers for one secret, and this game keeps \(count)", at: adversary.span,
                help: "drop 'secrets', or let the codemaker keep real secrets"))
            return false
        }
        if let reveal, count > 1 {
            diagnostics.append(.error(
                "'reveal' shows places of one secret, and this game keeps \(count)", at: reveal.span,
                help: "drop 'secrets' or 'reveal'"))
            return false
        }
        return true
    }

    /// The words of `feedback words`: each one word a person can type, and no two alike when case
    /// is ignored (typed answers are read without case). Nil after any error.
    private mutating func checkFeedbackWords(_ names: [Name]) -> FeedbackWords? {
        var ok = true
        for (i, name) in names.enumerated() {
            if name.text.isEmpty || name.text.contains(where: { $0.isWhitespace }) || !name.text.allSatisfy(Self.canBeTyped) {
                diagnostics.append(.error(
                    "a feedback word is one word without spaces; '\(name.text)' is not", at: name.span,
                    help: "answers are typed as words separated by spaces, as in 'Fermi Pico'"))
                ok = false
            } else if let first = names[..<i].first(where: { $0.text.lowercased() == name.text.lowercased() }) {
                diagnostics.append(.error(
                    "the feedback words must differ (ignoring case); '\(name.text)' is given twice", at: name.span
                ).noting("first given here", at: first.span))
                ok = false
            }
        }
        guard ok else { return nil }
        return FeedbackWords(exact: names[0].text, partial: names[1].text, none: names[2].text)
    }

    /// The places `reveal` shows, 0-based and increasing: each from 1 to the code's length, none
    /// twice.
    private mutating func checkReveal(_ places: [ExprSyntax], length: Int, at statement: Statement, hidden: Bool) -> [Int] {
        var shown: [Int] = []
        var spans: [Int: Span] = [:]
        for place in places {
            guard let n = constant(place, "a place of the secret", in: 1...length) else { continue }
            if let first = spans[n] {
                diagnostics.append(.error("place \(n) is revealed twice", at: place.span).noting("first revealed here", at: first))
            } else {
                spans[n] = place.span
                shown.append(n - 1)
            }
        }
        if shown.count == length {
            diagnostics.append(.error(
                "every place of the secret is revealed, which gives the secret away", at: statement.span,
                help: "reveal fewer places"))
        }
        if !hidden {
            diagnostics.append(.warning(
                "the secret is not hidden from the codebreaker, so revealing places shows nothing new", at: statement.span,
                help: "add ', hidden from PLAYER' to 'secret kept by …'"))
        }
        return shown.sorted()
    }

    /// The words of a word list, each checked against the code: its length, its symbols, the
    /// repeat rule, and no word twice. Nil after any error.
    private mutating func checkWords(
        _ syntax: WordsSyntax, at statement: Statement, length: Int, alphabet: [Character], repeats: Bool
    ) -> [String]? {
        let listed: [Name]
        var file: SourceFile?
        switch syntax {
        case .inline(let names):
            listed = names
        case .file(let path):
            guard case .success(let source)? = wordFiles[path.text] else {
                var reason = "it was not read"
                if case .failure(let error)? = wordFiles[path.text], let first = error.errors.first {
                    reason = first.diagnostic.message
                }
                diagnostics.append(.error(
                    "cannot read the word file '\(path.text)': \(reason)", at: path.span,
                    help: "a word file's path is relative to the folder of the rule file"))
                return nil
            }
            file = source
            listed = WordFile.words(in: source)
        }
        var problems: [Diagnostic] = []
        let symbolSet = Set(alphabet)
        var seen: [String: Span] = [:]
        var words: [String] = []
        words.reserveCapacity(listed.count)
        for word in listed {
            let symbols = Array(word.text)
            if symbols.count != length {
                problems.append(.error("'\(word.text)' has \(symbols.count) symbols; a code has \(length)", at: word.span))
            } else if let stranger = symbols.first(where: { !symbolSet.contains($0) }) {
                problems.append(.error(
                    "'\(word.text)' has '\(stranger)', which is not one of the code's symbols", at: word.span,
                    help: "the symbols are \"\(String(alphabet))\""))
            } else if !repeats, Set(symbols).count != symbols.count {
                problems.append(.error("'\(word.text)' repeats a symbol, which this game forbids", at: word.span))
            } else if let first = seen[word.text] {
                problems.append(.error("'\(word.text)' is listed twice", at: word.span).noting("first listed here", at: first))
            } else {
                seen[word.text] = word.span
                words.append(word.text)
            }
        }
        let shown = 10
        if problems.count > shown {
            diagnostics.append(.error(
                "\(problems.count - shown) more words in this list are wrong", at: statement.span,
                help: "the first \(shown) are reported"))
        }
        if let file {
            wordFileDiagnostics += problems.prefix(shown).map { FileDiagnostic(source: file, diagnostic: $0) }
        } else {
            diagnostics += problems.prefix(shown)
        }
        guard problems.isEmpty else { return nil }
        if words.isEmpty {
            diagnostics.append(.error("the word list holds no words", at: statement.span))
            return nil
        }
        if words.count > Limits.words {
            diagnostics.append(.error("\(words.count) words; the limit is \(Limits.words)", at: statement.span))
            return nil
        }
        return words
    }

    /// Whether a symbol is one code point that a person can type and see alone: not a combining
    /// mark, a control or format character, a variation selector or half of a flag.
    static func canBeTyped(_ c: Character) -> Bool {
        guard c.unicodeScalars.count == 1, let scalar = c.unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .control, .format, .surrogate, .privateUse, .unassigned,
             .lineSeparator, .paragraphSeparator, .spaceSeparator:
            return false
        default:
            return !(0x1F1E6...0x1F1FF).contains(scalar.value) && !scalar.properties.isVariationSelector
        }
    }
}
