/// The players a rule file leaves to the computer.
extension GameModel {
    /// How the rules play `player`, as the rule file names it (`first`, `last`, `random`, or
    /// `adversary` for a code game's codemaker); nil when a person plays it.
    public func rulesStrategy(_ player: Int) -> String? {
        if let strategy = computers[player] { return strategy.rawValue }
        if case .code(let rules) = family, rules.adversary, player == rules.maker { return CodeRules.adversaryWord }
        return nil
    }
}
