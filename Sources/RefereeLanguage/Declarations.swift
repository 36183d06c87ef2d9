/// Where the file first gives a name its meaning, for the note under "already the name of …"
/// and "named twice": the players, options, pieces, kept values and patterns it declares.
extension Checker {
    /// The first declaration of `name` in the file that starts before `span`, if any.
    func firstDeclaration(of name: String, before span: Span) -> Span? {
        for statement in syntax.statements {
            for declared in Self.declaredNames(statement.kind) where declared.text == name {
                return declared.span.start < span.start ? declared.span : nil
            }
        }
        return nil
    }

    /// The diagnostic with a "first named here" note when the name was declared before.
    func notingFirst(_ diagnostic: Diagnostic, of name: String) -> Diagnostic {
        guard let first = firstDeclaration(of: name, before: diagnostic.span) else { return diagnostic }
        return diagnostic.firstNamed(at: first)
    }

    private static func declaredNames(_ kind: Statement.Kind) -> [Name] {
        switch kind {
        case .players(let names), .pieces(let names): names
        case .option(let name, _), .state(let name, _, _, _): [name]
        case .coreBoard(.pattern(let name, _)), .coreBoard(.region(let name, _)): [name]
        case .table(let table): [table.name]
        case .define(let definition): [definition.name]
        case .forEach(_, let statement): declaredNames(statement.kind)
        case .coreBoard, .title, .turnsAlternate, .turnsFixed, .turnsBy, .message, .computer, .board, .cellsNumbered,
             .cellsAlgebraic, .gravity, .edgesWrap, .lines, .drawWhenFull, .frames, .pins, .rolls, .bonus, .fill, .bowlers, .level,
             .serveEvery, .serveWinner, .sideOut, .firstServe, .side, .receiving, .order, .receiversSwap,
             .receiverChosen, .code, .repeats, .guesses, .feedback, .feedbackWords, .feedbackCommon, .reveal, .refuse, .words, .secret, .secrets, .lies,
             .rulesReference, .boardLines, .move, .afterMove, .end:
            []
        }
    }
}
