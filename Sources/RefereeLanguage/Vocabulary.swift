import RefereeModel

/// The words the parser recognises at each place, read from its own tables, for tools that offer
/// them (an editor's completion): a statement added to the parser is offered without a change
/// elsewhere.
public enum Vocabulary {
    /// Words that begin a statement (family, shared and core).
    public static var statements: [String] { Parser.statementKeywords }
    /// The family whose files may have the statement that begins with `word` (`board`, `frames`,
    /// `rally` or `code`); nil for a shared or core statement, or a word that begins none.
    public static func family(ofStatement word: String) -> String? {
        guard case .family(let family) = StatementTable.byKeyword[word]?.place else { return nil }
        return family.rawValue
    }
    /// The family of a file's statement, as `family(ofStatement:)` files its keyword; a level
    /// (`NAME: first to …`) is a rally's.
    public static func family(of statement: Statement) -> String? {
        if case .level = statement.kind { return Family.rally.rawValue }
        return family(ofStatement: statement.keyword.text)
    }
    /// The core's statement words.
    public static var coreStatements: [String] { StatementTable.keywords(at: .core) }
    /// The placeholders every message may fill (`{winner}`); a kept value's name fills one too.
    public static var messagePlaceholders: [String] { Checker.placeholders.sorted() }
    /// Words that begin a scenario step, and `end`, which closes the scenario.
    public static var steps: [String] { Parser.stepKeywords + ["end"] }
    /// What a core `move` does: `place`, `slide`, ….
    public static var moveActions: [String] { CoreSyntax.actions }
    /// The effects a move or an `after move` rule may have.
    public static var effects: [String] { CoreSyntax.effects }
    /// What an `end when …:` rule may decide.
    public static var endResults: [String] { CoreSyntax.results }
    /// How a computer the rules name plays (`computer P plays …`): a strategy, or a code game's
    /// adversarial codemaker.
    public static var computerStrategies: [String] { Strategy.allCases.map(\.rawValue) + [CodeRules.adversaryWord] }
}
