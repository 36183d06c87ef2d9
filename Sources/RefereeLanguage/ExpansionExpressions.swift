import RefereeModel

/// Expressions expanded: definitions filled in, table entries read, names `for each` binds
/// replaced by their values, and `for each` among a call's arguments made one argument a value.
extension Expansion {
    /// An expression of a rule, expanded, and held to the bound on nesting.
    mutating func rule(_ syntax: ExprSyntax, _ env: Env) throws -> ExprSyntax {
        let expanded = try expression(syntax, env)
        let height = Self.height(expanded)
        guard height <= Limits.expandedDepth else {
            throw fail("with its definitions filled in, this expression is nested \(height) deep; the limit is \(Limits.expandedDepth)",
                       at: syntax.span, help: "use fewer definitions inside one another")
        }
        return expanded
    }

    mutating func expression(_ syntax: ExprSyntax, _ env: Env) throws -> ExprSyntax {
        parts += 1
        guard parts <= Self.partLimit else {
            throw fail("with its definitions and repetition filled in, this statement has more than \(Self.partLimit) parts",
                       at: syntax.span, help: "a definition that uses another twice doubles with each level")
        }
        switch syntax {
        case .integer, .entry:
            return syntax
        case .name(let name):
            return try named(name, env)
        case .call(let callee, let arguments, let span):
            return try call(callee, arguments, span, env)
        case .unary(let op, let operand, let span):
            return .unary(op, try expression(operand, env), span)
        case .binary(let op, let lhs, let rhs):
            return .binary(op, try expression(lhs, env), try expression(rhs, env))
        case .ifThenElse(let c, let a, let b, let span):
            return .ifThenElse(try expression(c, env), try expression(a, env), try expression(b, env), span)
        case .forEach(_, _, let span):
            throw fail("'for each' gives several values, so it stands among a call's arguments", at: span,
                       help: "as in 'sum(for each i in 1 to 6: pit(i))'")
        }
    }

    private mutating func named(_ name: Name, _ env: Env) throws -> ExprSyntax {
        if env[name.text] == nil, broken.contains(name.text) { throw Failure() }
        if let bound = env[name.text] {
            switch bound {
            case .integer(let value, _): return .integer(value, name.span)
            case .name(let word): return .name(Name(word.text, name.span))
            case .call, .unary, .binary, .ifThenElse, .forEach, .entry: return bound
            }
        }
        if let definition = definitions[name.text] {
            guard definition.parameters.isEmpty else {
                let count = definition.parameters.count
                throw fail("'\(name.text)' takes \(count) value\(count == 1 ? "" : "s")", at: name.span,
                           help: "write '\(name.text)(\(definition.parameters.map(\.text).joined(separator: ", ")))'")
            }
            return try filledIn(definition, [], at: name.span)
        }
        if columns[name.text] != nil || tables[name.text] != nil {
            throw fail("'\(name.text)' is a table: say which entry, as in '\(columnExample(name.text))(1)'", at: name.span,
                       help: "'sum', 'min', 'max' and 'length' take a table of numbers whole")
        }
        return .name(name)
    }

    private func columnExample(_ name: String) -> String {
        if columns[name] != nil { return name }
        return columns.first { $0.value.table == name && $0.key != name }?.key ?? name
    }

    private mutating func call(_ callee: Name, _ arguments: [ExprSyntax], _ span: Span, _ env: Env) throws -> ExprSyntax {
        if callee.text == "length", arguments.count == 1, case .name(let name) = arguments[0], env[name.text] == nil,
           let table = tables[name.text] ?? columns[name.text].flatMap({ tables[$0.table] }) {
            return .integer(table.rowCount, span)
        }
        if env[callee.text] == nil, broken.contains(callee.text) { throw Failure() }
        let values = try self.arguments(arguments, env)
        if let definition = definitions[callee.text], env[callee.text] == nil {
            guard definition.parameters.count == values.count else {
                let count = definition.parameters.count
                throw fail("'\(callee.text)' takes \(count) value\(count == 1 ? "" : "s"), not \(values.count)", at: span,
                           help: "it is defined as '\(callee.text)(\(definition.parameters.map(\.text).joined(separator: ", ")))'")
            }
            return try filledIn(definition, values, at: span)
        }
        if let (table, column) = columns[callee.text], env[callee.text] == nil {
            if values.count == 2, let spelling = tables[table]!.spelling {
                return try letter(tables[table]!, spelling, values[0], values[1], callee, span)
            }
            guard values.count == 1 else {
                throw fail("'\(callee.text)(…)' takes one place in the table, counted from 1", at: span,
                           help: tables[table]!.spelling == nil ? nil : "or a word's place and a letter's place, as in '\(callee.text)(1, 2)'")
            }
            return try entry(table, column, at: values[0], callee, span)
        }
        if case .name(let word)? = env[callee.text] { return .call(Name(word.text, callee.span), values, span) }
        return .call(callee, values, span)
    }

    /// A call's arguments expanded: a `for each` gives one for each value, and a table of
    /// numbers named whole gives its entries.
    mutating func arguments(_ arguments: [ExprSyntax], _ env: Env) throws -> [ExprSyntax] {
        var out: [ExprSyntax] = []
        for argument in arguments {
            switch argument {
            case .forEach(let bindings, let body, _):
                for values in try combinations(bindings, env) { out.append(try expression(body, values)) }
            case .name(let name) where env[name.text] == nil && definitions[name.text] == nil && columns[name.text] != nil:
                let (table, column) = columns[name.text]!
                for value in tables[table]!.columns[column] {
                    guard case .number(let n) = value else {
                        throw fail("'\(name.text)' holds words, which a function does not take", at: name.span)
                    }
                    out.append(.integer(n, name.span))
                }
            case .integer, .name, .call, .unary, .binary, .ifThenElse, .entry:
                out.append(try expression(argument, env))
            }
        }
        return out
    }

    /// A definition's expression with its parameters standing for the values given.
    private mutating func filledIn(_ definition: DefineSyntax, _ values: [ExprSyntax], at span: Span) throws -> ExprSyntax {
        guard !cyclic.contains(definition.name.text) else { throw Failure() }
        used.insert(definition.name.text)
        depth += 1
        defer { depth -= 1 }
        guard depth <= Limits.expressionDepth else {
            throw fail("definitions are used inside one another more than \(Limits.expressionDepth) deep", at: span)
        }
        var env: Env = [:]
        for (parameter, value) in zip(definition.parameters, values) { env[parameter.text] = value }
        return try expression(definition.body, env)
    }

    /// A table's entry: the number (or, for a word, the name) it holds when its place is known
    /// before play, else the entry read during play, for a table of numbers.
    mutating func entry(_ table: String, _ column: Int, at place: ExprSyntax, _ name: Name, _ span: Span) throws -> ExprSyntax {
        let entries = tables[table]!.columns[column]
        guard let index = known(place) else {
            var numbers: [Int] = []
            for value in entries {
                guard case .number(let n) = value else {
                    throw fail("'\(name.text)' holds words, and a word is read only where its place is known before play",
                               at: span, help: "run 'for each' over the places, as in 'for each i in 1 to \(entries.count):'")
                }
                numbers.append(n)
            }
            return .entry(name, numbers, place, span)
        }
        guard index >= 1, index <= entries.count else {
            throw fail("'\(name.text)' has \(entries.count) entries, counted from 1; there is no entry \(index)", at: place.span)
        }
        switch entries[index - 1] {
        case .number(let n): return .integer(n, span)
        case .word(let w): return .name(Name(w, span))
        }
    }

    static func height(_ syntax: ExprSyntax) -> Int {
        switch syntax {
        case .integer, .name: 0
        case .entry(_, _, let place, _): height(place) + 1
        case .call(_, let arguments, _): (arguments.map(height).max() ?? 0) + 1
        case .unary(_, let operand, _): height(operand) + 1
        case .binary(_, let lhs, let rhs): max(height(lhs), height(rhs)) + 1
        case .ifThenElse(let c, let a, let b, _): max(height(c), height(a), height(b)) + 1
        case .forEach(_, let body, _): height(body) + 1
        }
    }

    /// A quoted word with its `{…}` parts filled in: each an expression known before play (a
    /// number in digits, a word or a player as it is named).
    mutating func interpolated(_ word: Name, _ env: Env) throws -> Name {
        guard word.text.contains("{") else { return word }
        var out = ""
        var rest = Substring(word.text)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                throw fail("'{' without its '}' in \"\(word.text)\"", at: word.span)
            }
            out += try filled(String(rest[rest.index(after: open)..<close]), in: word, env)
            rest = rest[rest.index(after: close)...]
        }
        return Name(out + rest, word.span)
    }

    private mutating func filled(_ inside: String, in word: Name, _ env: Env) throws -> String {
        let part = SourceFile(name: "", text: inside)
        var (tokens, lexical) = Lexer.tokenize(part)
        for i in tokens.indices { tokens[i].span = word.span }
        var parser = Parser(part, tokens: tokens)
        guard lexical.isEmpty, let syntax = try? parser.expression(), parser.peek.kind == .end else {
            throw fail("'{\(inside)}' in \"\(word.text)\" is not an expression", at: word.span)
        }
        let value = try expression(syntax, env)
        if case .name(let name) = value, expressions.options[name.text] == nil {
            // A word a binding or a table gave, or a player; a name written as it stands is a
            // mistake, not a word.
            if case .name(let written) = syntax, written.text == name.text, !expressions.players.contains(name.text) {
                throw fail("unknown name '\(name.text)' in \"\(word.text)\"", at: word.span,
                           help: "a part in braces is a value known before play, such as a name 'for each' gives")
            }
            return name.text
        }
        guard let number = known(value) else {
            throw fail("'{\(inside)}' in \"\(word.text)\" must be known before play", at: word.span)
        }
        return String(number)
    }
}
