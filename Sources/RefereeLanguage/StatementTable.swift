import RefereeModel

/// Every statement of the language, once: the word it begins with, where it may stand, and the
/// parser function that reads the rest of its line. The parser dispatches through this table, and
/// every list of statement words (`Parser.statementKeywords`, `Vocabulary`, the editor grammar's
/// and the fuzz dictionary's tests) is read from it. A level (`NAME: first to …`) begins with a
/// name of the file's own, so it has no entry; `Parser.statement()` reads it before the table.
enum StatementTable {
    /// Where a statement may stand.
    enum Place: Equatable, Sendable {
        /// In a file of any family, or in a scenarios file.
        case shared
        /// In a file of any family, or of none: a core rule.
        case core
        /// In a file of this family only.
        case family(Family)
    }

    struct Entry: Sendable {
        let keyword: String
        let place: Place
        /// Reads the statement after its keyword, which it is given.
        let parse: @Sendable (inout Parser, Name) throws -> Statement.Kind

        init(_ keyword: String, _ place: Place, _ parse: @escaping @Sendable (inout Parser, Name) throws -> Statement.Kind) {
            self.keyword = keyword
            self.place = place
            self.parse = parse
        }
    }

    /// In the order suggestions and completion list them.
    static let entries: [Entry] = [
        Entry("referee", .shared) { p, keyword in try p.versionNotFirst(keyword) },
        Entry("game", .shared) { p, _ in try p.gameTitle() },
        Entry("players", .shared) { p, _ in try p.playerNames() },
        Entry("option", .shared) { p, _ in try p.optionDeclaration() },
        Entry("turns", .family(.board)) { p, _ in try p.turns() },
        Entry("message", .shared) { p, _ in try p.messageText() },
        Entry("computer", .family(.board)) { p, _ in try p.computer() },
        Entry("board", .family(.board)) { p, _ in try p.boardSize() },
        Entry("cells", .family(.board)) { p, _ in try p.cellNames() },
        Entry("gravity", .family(.board)) { p, _ in p.gravity() },
        Entry("edges", .family(.board)) { p, _ in try p.edges() },
        Entry("win", .family(.board)) { p, _ in try p.lineRule(.wins) },
        Entry("lose", .family(.board)) { p, _ in try p.lineRule(.loses) },
        Entry("draw", .family(.board)) { p, _ in try p.drawWhenFull() },
        Entry("frames", .family(.frames)) { p, _ in try p.frames() },
        Entry("pins", .family(.frames)) { p, _ in try p.pins() },
        Entry("rolls", .family(.frames)) { p, _ in try p.rolls() },
        Entry("bonus", .family(.frames)) { p, _ in try p.bonus() },
        Entry("fill", .family(.frames)) { p, _ in try p.fill() },
        Entry("bowlers", .family(.frames)) { p, _ in try p.bowlers() },
        Entry("serve", .family(.rally)) { p, _ in try p.serve() },
        Entry("first", .family(.rally)) { p, _ in try p.firstServe() },
        Entry("only", .family(.rally)) { p, _ in try p.sideOut() },
        Entry("side", .family(.rally)) { p, _ in try p.side() },
        Entry("order", .family(.rally)) { p, _ in try p.order() },
        Entry("receiver", .family(.rally)) { p, _ in try p.receiver() },
        Entry("receivers", .family(.rally)) { p, _ in try p.receiversSwap() },
        Entry("code", .family(.code)) { p, _ in try p.code() },
        Entry("repeats", .family(.code)) { p, _ in try p.repeats() },
        Entry("guesses", .family(.code)) { p, _ in try p.guesses() },
        Entry("feedback", .family(.code)) { p, _ in try p.feedback() },
        Entry("words", .family(.code)) { p, _ in try p.words() },
        Entry("reveal", .family(.code)) { p, _ in try p.reveal() },
        Entry("secret", .family(.code)) { p, _ in try p.secret() },
        Entry("secrets", .family(.code)) { p, _ in try p.secrets() },
        Entry("lies", .family(.code)) { p, _ in try p.lies() },
        Entry("rules", .shared) { p, _ in try p.rulesReference() },
        Entry("state", .core) { p, _ in try p.stateDeclaration() },
        Entry("pieces", .core) { p, _ in try p.piecesDeclaration() },
        Entry("lines", .core) { p, _ in .boardLines(try p.boardLines()) },
        Entry("move", .core) { p, _ in .move(try p.moveRule()) },
        Entry("after", .core) { p, _ in try p.afterMoveRule() },
        Entry("refuse", .core) { p, _ in try p.refuseRule() },
        Entry("end", .core) { p, keyword in try p.endRule(keyword) },
        Entry("grid", .core) { p, _ in try p.grid() },
        Entry("start", .core) { p, _ in try p.startPieces() },
        Entry("connect", .core) { p, _ in try p.connect() },
        Entry("pattern", .core) { p, _ in try p.pattern() },
        Entry("forward", .core) { p, _ in try p.forward() },
        Entry("promote", .core) { p, _ in try p.promote() },
        Entry("captures", .core) { p, _ in try p.captures() },
        Entry("region", .core) { p, _ in try p.region() },
        Entry("line", .core) { p, _ in try p.pointLine() },
        Entry("link", .core) { p, _ in try p.pointLink() },
        Entry("table", .shared) { p, _ in try p.tableDeclaration() },
        Entry("define", .shared) { p, _ in try p.definition() },
        Entry("for", .core) { p, _ in try p.repetition() },
    ]

    /// The entry for each keyword; building it traps if two entries share a keyword.
    static let byKeyword = Dictionary(uniqueKeysWithValues: entries.map { ($0.keyword, $0) })

    /// The keywords of the statements that may stand at `place`, in the table's order.
    static func keywords(at place: Place) -> [String] {
        entries.filter { $0.place == place }.map(\.keyword)
    }
}
