/// Names that people give the players of a game for one session (`referee play --name A=Ann`,
/// `name A Ann`): shown in pictures, calls, announcements and results in place of the rule
/// file's identifiers, which stay the players' identity in moves, scenarios and data.
public struct PlayerNames: Sendable, Hashable {
    /// The name shown for each renamed identifier.
    public private(set) var shown: [String: String] = [:]

    /// The longest name, in characters, so that a name fits a picture's line.
    public static let longest = 24

    public init() {}

    /// Whether no player has a name of its own.
    public var isEmpty: Bool { shown.isEmpty }

    /// The name shown for an identifier: its own name, or the identifier.
    public func callName(_ id: String) -> String { shown[id] ?? id }

    /// The identifier whose shown name is `name`, when one has it.
    public func id(named name: String) -> String? { shown.first { $0.value == name }?.key }

    /// The renamed identifiers in the order the game lists them (`GameModel.nameable`).
    public func named(in model: GameModel) -> [(id: String, name: String)] {
        model.nameable.compactMap { id in shown[id].map { (id, $0) } }
    }

    /// Gives `id` the name `name`; a name equal to the identifier takes the name back. Refused,
    /// leaving the names as they were, for an identifier the game does not name, an empty name,
    /// one too long or with a character a transcript line or a picture cannot hold, and one
    /// another player is called.
    public mutating func give(_ name: String, to id: String, in model: GameModel) -> Result<Void, PlayerNameError> {
        let players = model.nameable
        guard players.contains(id) else { return .failure(.unknown(id, players)) }
        if let problem = Self.problem(name) { return .failure(.badName(name, problem)) }
        if let other = players.first(where: { $0 != id && ($0 == name || callName($0) == name) }) {
            return .failure(.taken(name, by: other))
        }
        shown[id] = name == id ? nil : name
        return .success(())
    }

    /// Keeps only the names of identifiers `model` still has (after options change the game).
    public func kept(in model: GameModel) -> PlayerNames {
        var names = self
        names.shown = shown.filter { model.nameable.contains($0.key) }
        return names
    }

    /// What is wrong with a name as a shown name, or nil.
    static func problem(_ name: String) -> String? {
        if name.isEmpty || name.allSatisfy(\.isWhitespace) { return "a name needs a letter or digit" }
        if name.first?.isWhitespace == true || name.last?.isWhitespace == true { return "a name cannot start or end with a space" }
        if name.count > longest { return "a name has at most \(longest) characters" }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == "\"" || $0 == "\\" }) {
            return "a name cannot hold a quote, a backslash or a control character"
        }
        if name.unicodeScalars.contains(where: { $0.properties.isWhitespace && $0 != " " }) {
            return "a name's only space is the plain one"
        }
        return nil
    }
}

/// Why a player could not be given a name.
public enum PlayerNameError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No player, side's player or bowler has this identifier; the game's identifiers follow.
    case unknown(String, [String])
    /// The name itself cannot be used, and why.
    case badName(String, String)
    /// Another player has this identifier or is called so.
    case taken(String, by: String)

    public var description: String {
        switch self {
        case .unknown(let id, let players):
            "no player '\(id)'" + (Self.closest(to: id, in: players).map { "; did you mean '\($0)'?" } ?? "")
                + " (the players: \(players.joined(separator: ", ")))"
        case .badName(let name, let problem):
            "cannot use the name \"\(name.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : String($0) }.joined())\": \(problem)"
        case .taken(let name, let other):
            "'\(name)' is already \(other == name ? "a player of the game" : "the name of \(other)"); choose another"
        }
    }

    /// The identifier one letter off `word`, or the same in other capitals.
    static func closest(to word: String, in players: [String]) -> String? {
        if let same = players.first(where: { $0.lowercased() == word.lowercased() }) { return same }
        return players.first { Self.oneEditApart(word, $0) }
    }

    static func oneEditApart(_ a: String, _ b: String) -> Bool {
        let x = Array(a), y = Array(b)
        guard abs(x.count - y.count) <= 1, max(x.count, y.count) >= 3, x != y else { return false }
        let prefix = zip(x, y).prefix { $0 == $1 }.count
        let suffix = zip(x.reversed(), y.reversed()).prefix { $0 == $1 }.count
        return prefix + suffix >= max(x.count, y.count) - 1
    }
}
