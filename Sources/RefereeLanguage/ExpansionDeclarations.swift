import RefereeModel

/// Tables and definitions as the expansion keeps them: a table's rows read once, in the
/// order written, and the definitions that would use themselves found before any is used.
extension Expansion {
    /// Whether a name is free for a table, a column or a definition, reporting it if not.
    private mutating func isFree(_ name: Name) -> Bool {
        let taken: String? =
            if tables[name.text] != nil || columns[name.text] != nil { "a table" }
            else if definitions[name.text] != nil { "a definition" }
            else if expressions.options[name.text] != nil { "an option" }
            else if expressions.players.contains(name.text) { "a player" }
            else if Checker.coreNames.contains(name.text) || Checker.stateNames.contains(name.text) || name.text == "players" {
                "something the rules read"
            } else { nil }
        guard let taken else { return true }
        diagnostics.append(.error("'\(name.text)' already names \(taken)", at: name.span, help: "choose another name"))
        return false
    }

    mutating func declare(_ definition: DefineSyntax) {
        let before = diagnostics.count
        defer { if diagnostics.count > before { broken.insert(definition.name.text) } }
        guard isFree(definition.name) else { return }
        var seen: Set<String> = []
        for parameter in definition.parameters where !seen.insert(parameter.text).inserted {
            diagnostics.append(.error("'\(parameter.text)' names two parameters of '\(definition.name.text)'", at: parameter.span))
            return
        }
        definitions[definition.name.text] = definition
    }

    mutating func declare(_ table: TableSyntax) {
        let before = diagnostics.count
        defer {
            if diagnostics.count > before {
                broken.insert(table.name.text)
                broken.formUnion(table.columns.map(\.text))
            }
        }
        guard isFree(table.name) else { return }
        let width = max(table.columns.count, 1)
        var rows: [(key: Name?, values: [Value])] = []
        var alphabet: Name?
        guard (try? read(table.items, [:], width: width, into: &rows, alphabet: &alphabet)) != nil else { return }
        guard !rows.isEmpty else {
            diagnostics.append(.error("'\(table.name.text)' has no rows", at: table.name.span))
            return
        }
        guard rows.count <= Limits.tableRows else {
            diagnostics.append(.error("'\(table.name.text)' has \(rows.count) rows; the limit is \(Limits.tableRows)", at: table.name.span))
            return
        }
        let keyed = rows.filter { $0.key != nil }
        guard keyed.isEmpty || keyed.count == rows.count else {
            diagnostics.append(.error(
                "some rows of '\(table.name.text)' have keys and some do not", at: table.name.span,
                help: "give every row a key, as in 'S1: 1', or none"))
            return
        }
        var keys: Set<String> = []
        for row in keyed where !keys.insert(row.key!.text).inserted {
            diagnostics.append(.error("'\(row.key!.text)' is the key of two rows of '\(table.name.text)'", at: row.key!.span))
            return
        }
        var columnValues: [[Value]] = Array(repeating: [], count: width)
        for row in rows {
            for (i, value) in row.values.enumerated() { columnValues[i].append(value) }
        }
        for (i, values) in columnValues.enumerated() {
            let words = values.filter { if case .word = $0 { true } else { false } }.count
            guard words == 0 || words == values.count else {
                let column = table.columns.isEmpty ? table.name : table.columns[i]
                diagnostics.append(.error(
                    "'\(column.text)' holds both numbers and words", at: column.span,
                    help: "a column holds numbers, or words in quotes, not both"))
                return
            }
        }
        let columnNames = table.columns.isEmpty ? [table.name] : table.columns
        var named: Set<String> = [table.name.text]
        for column in table.columns {
            guard named.insert(column.text).inserted else {
                diagnostics.append(.error("'\(column.text)' names two columns, or a column and its table", at: column.span))
                return
            }
            guard isFree(column) else { return }
        }
        var spelling: Spelling?
        if let alphabet {
            guard width == 1, keyed.isEmpty else {
                diagnostics.append(.error(
                    "a table read letter by letter is one column of words without keys", at: alphabet.span,
                    help: "declare it as 'table \(table.name.text) = words from \"…\" in \(alphabet.text)'"))
                return
            }
            guard let spelt = try? self.spelling(columnValues[0], alphabet: alphabet, table: table.name) else { return }
            spelling = spelt
        }
        tables[table.name.text] = Table(
            name: table.name, keys: keyed.isEmpty ? nil : keyed.map { $0.key!.text }, columns: columnValues, spelling: spelling)
        for (i, column) in columnNames.enumerated() { columns[column.text] = (table.name.text, i) }
    }

    /// A table's items as rows: in a table of one column each value is a row, else each item
    /// is a row of one value for each column.
    private mutating func read(
        _ items: [TableItemSyntax], _ env: Env, width: Int, into rows: inout [(key: Name?, values: [Value])], alphabet: inout Name?
    ) throws {
        for item in items {
            switch item {
            case .row(let key, let values):
                let key = try key.map { try interpolated($0, env) }
                let read = try values.map { try value($0, env) }
                if width == 1, key == nil {
                    rows += read.map { (nil, [$0]) }
                } else if read.count == width {
                    rows.append((key, read))
                } else {
                    let span = values.first.map(Self.span) ?? key?.span ?? Span(0, 0)
                    throw fail(width == 1 ? "a row with a key holds one value here, not \(read.count)"
                               : "the table has \(width) columns, and this row has \(read.count) value\(read.count == 1 ? "" : "s")", at: span)
                }
            case .letters(let word):
                guard width == 1 else { throw fail("'letters' gives rows of one word, and the table has \(width) columns", at: word.span) }
                rows += word.text.map { (nil, [.word(String($0))]) }
            case .wordsFrom(let path, let letters):
                guard width == 1 else { throw fail("'words from' gives rows of one word, and the table has \(width) columns", at: path.span) }
                if let letters {
                    if let other = alphabet, other.text != letters.text {
                        throw fail("a table is spelt with one table of letters, here '\(other.text)'", at: letters.span)
                    }
                    alphabet = letters
                }
                rows += try wordRows(path, alphabet: letters).map { (nil, [.word($0)]) }
            case .forEach(let bindings, let inner):
                for values in try combinations(bindings, env) { try read(inner, values, width: width, into: &rows, alphabet: &alphabet) }
            }
            guard rows.count <= Limits.tableRows else { return }
        }
    }

    private mutating func value(_ syntax: TableValueSyntax, _ env: Env) throws -> Value {
        switch syntax {
        case .word(let word): return .word(try interpolated(word, env).text)
        case .number(let e): return .number(try constant(try expression(e, env), "a table's value"))
        }
    }

    private static func span(_ value: TableValueSyntax) -> Span {
        switch value {
        case .word(let word): word.span
        case .number(let e): e.span
        }
    }

    // MARK: Cycles

    /// Reports each definition that uses itself, through others or directly, once, and keeps
    /// all of them from being filled in.
    mutating func findCycles() {
        var done: Set<String> = []
        for name in definitions.keys.sorted() where !done.contains(name) {
            visit(name, path: [], done: &done)
        }
    }

    private mutating func visit(_ name: String, path: [String], done: inout Set<String>) {
        if let start = path.firstIndex(of: name) {
            let loop = Array(path[start...])
            guard !loop.contains(where: cyclic.contains), let definition = definitions[name] else { return }
            cyclic.formUnion(loop)
            diagnostics.append(.error(
                "'\(name)' is defined in terms of itself: \((loop + [name]).joined(separator: " uses "))", at: definition.name.span,
                help: "a definition stands for an expression, which cannot contain itself"))
            return
        }
        guard !done.contains(name), let definition = definitions[name] else { return }
        let parameters = Set(definition.parameters.map(\.text))
        for used in Self.names(in: definition.body) where definitions[used] != nil && !parameters.contains(used) {
            visit(used, path: path + [name], done: &done)
        }
        done.insert(name)
    }

    /// The names an expression reads or calls.
    static func names(in syntax: ExprSyntax) -> [String] {
        switch syntax {
        case .integer: []
        case .name(let name): [name.text]
        case .call(let callee, let arguments, _): [callee.text] + arguments.flatMap(names)
        case .unary(_, let operand, _): names(in: operand)
        case .binary(_, let lhs, let rhs): names(in: lhs) + names(in: rhs)
        case .ifThenElse(let c, let a, let b, _): names(in: c) + names(in: a) + names(in: b)
        case .forEach(let bindings, let body, _):
            names(in: body).filter { name in !bindings.contains { $0.name.text == name } }
        case .entry(_, _, let place, _): names(in: place)
        }
    }
}
