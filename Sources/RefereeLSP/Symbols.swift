import RefereeLanguage

/// `textDocument/documentSymbol`: what a file declares (players, options, levels, kept values,
/// pieces) and its scenarios, each with the statement or block it spans, for an editor's
/// outline.
enum Symbols {
    /// The protocol's symbol kinds that Referee uses.
    enum Kind: Int {
        case namespace = 3, field = 8, variable = 13, constant = 14, enumMember = 22, typeParameter = 26
    }

    static func kind(of declared: Declarations.Kind) -> Kind {
        switch declared {
        case .player: .enumMember
        case .option: .constant
        case .level: .field
        case .state: .variable
        case .piece: .typeParameter
        }
    }

    static func document(_ source: SourceFile) -> JSON {
        let lines = LineIndex(source.bytes)
        let declared = Declarations(source).all.map { declared -> JSON in
            [
                "name": .string(declared.name.text), "detail": .string(declared.kind.rawValue),
                "kind": .int(kind(of: declared.kind).rawValue),
                "range": lines.range(declared.statementSpan), "selectionRange": lines.range(declared.name.span),
            ]
        }
        let scenarios = Parser.parse(source).0.scenarios.map { scenario -> JSON in
            let name = Scenarios.nameSpan(of: scenario, in: source)
            return [
                "name": .string(scenario.scenario.name), "detail": "scenario", "kind": .int(Kind.namespace.rawValue),
                "range": lines.range(Scenarios.block(scenario, in: source)), "selectionRange": lines.range(name),
            ]
        }
        return .array(declared + scenarios)
    }
}

/// Where a file's scenarios are, for the outline and for folding.
enum Scenarios {
    /// The span of the scenario's name, quotes and all: the string after `scenario`.
    static func nameSpan(of scenario: ScenarioSyntax, in source: SourceFile) -> Span {
        let tokens = Lexer.tokenize(source).tokens
        let name = tokens.first { $0.kind == .string && $0.span.start >= scenario.span.start && $0.span.end <= scenario.span.end }
        return name?.span ?? Span(scenario.span.start, scenario.span.start)
    }

    /// The scenario's span from `scenario` to the end of `end`, without the line end after it.
    static func block(_ scenario: ScenarioSyntax, in source: SourceFile) -> Span {
        var end = min(scenario.span.end, source.bytes.count)
        while end > scenario.span.start, [UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(source.bytes[end - 1]) { end -= 1 }
        return Span(scenario.span.start, end)
    }

    /// `textDocument/foldingRange`: each scenario, from its `scenario` line to its `end`.
    static func folding(_ source: SourceFile) -> JSON {
        let lines = LineIndex(source.bytes)
        return .array(Parser.parse(source).0.scenarios.compactMap { scenario -> JSON? in
            let first = lines.position(of: scenario.span.start).line
            let last = lines.position(of: block(scenario, in: source).end).line
            guard last > first else { return nil }
            return ["startLine": .int(first), "endLine": .int(last), "kind": "region"]
        })
    }
}
