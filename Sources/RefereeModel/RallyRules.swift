/// A rally-scored contest between two players: every move names the player who won a rally,
/// points make up the first level (a game), and each level's wins make up the next.
public struct RallyRules: Sendable, Hashable {
    /// From the innermost level (counting points) to the outermost (the match).
    public var levels: [Level]
    /// Tried in order after every point: the first whose condition holds decides whether the
    /// serve changes. With none holding, the serve stays.
    public var serve: [ServeRule]
    /// Who serves first when a new game (innermost level) begins.
    public var firstServe: FirstServe

    public init(levels: [Level], serve: [ServeRule] = [], firstServe: FirstServe = .alternate) {
        self.levels = levels
        self.serve = serve
        self.firstServe = firstServe
    }

    /// One level of the score: the first player to reach `target` wins of the level below, with a
    /// lead of at least `lead`, wins one of this level; reaching `cap` wins whatever the lead.
    public struct Level: Sendable, Hashable {
        /// The name used in expressions and pictures (`game`, `set`, `match`).
        public var name: String
        public var target: Expr
        public var lead: Expr
        public var cap: Expr?
        /// Spoken names for point counts 0, 1, 2, … (only on the innermost level).
        public var calls: [String]

        public init(name: String, target: Expr, lead: Expr = .int(1), cap: Expr? = nil, calls: [String] = []) {
            self.name = name
            self.target = target
            self.lead = lead
            self.cap = cap
            self.calls = calls
        }
    }

    public enum ServeRule: Sendable, Hashable {
        /// The serve changes whenever the points played in the game are a multiple of `period`,
        /// while `condition` holds.
        case every(period: Expr, condition: Expr?)
        /// The winner of each rally serves the next.
        case rallyWinner(condition: Expr?)
    }

    public enum FirstServe: String, Sendable, Hashable {
        /// The player who received first in the previous game serves first in the next.
        case alternate
        /// The winner of the previous game serves first.
        case winner
        /// The loser of the previous game serves first.
        case loser
    }
}
