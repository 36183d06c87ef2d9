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
    /// Side-out scoring: while this holds (evaluated when a rally is won), a rally won by the
    /// receiver scores no point. Nil: every rally scores a point for its winner.
    public var sideOut: Expr?
    /// RallySides of several players (`side A: A1 A2`): who of each side serves and receives. Nil:
    /// each player plays alone.
    public var sides: RallySides?

    public init(
        levels: [Level], serve: [ServeRule] = [], firstServe: FirstServe = .alternate, sideOut: Expr? = nil,
        sides: RallySides? = nil
    ) {
        self.levels = levels
        self.serve = serve
        self.firstServe = firstServe
        self.sideOut = sideOut
        self.sides = sides
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
        /// The words for a tie with both players at the last call or past it, and for a lead of
        /// one point there ("Deuce", "Advantage"); nil for none (innermost level only).
        public var deuce: Deuce?
        /// How a unit of this level is decided when both players reach a number of wins of the
        /// level below (only on the second level).
        public var tiebreak: Tiebreak?

        public init(
            name: String, target: Expr, lead: Expr = .int(1), cap: Expr? = nil, calls: [String] = [],
            deuce: Deuce? = nil, tiebreak: Tiebreak? = nil
        ) {
            self.name = name
            self.target = target
            self.lead = lead
            self.cap = cap
            self.calls = calls
            self.deuce = deuce
            self.tiebreak = tiebreak
        }
    }

    /// `deuce "Deuce" "Advantage"`: the spoken score once both players have reached the last call.
    public struct Deuce: Sendable, Hashable {
        public var tie: String
        public var advantage: String

        public init(tie: String, advantage: String) {
            self.tie = tie
            self.advantage = advantage
        }
    }

    /// `tiebreak at 6 to 7 by 2`: when both players have `at` wins of the level below, the next
    /// unit of the level below is a tiebreak, scored in points to `target` with a lead of `lead`;
    /// its winner wins the unit of this level.
    public struct Tiebreak: Sendable, Hashable {
        public var at: Expr
        public var target: Expr
        public var lead: Expr

        public init(at: Expr, target: Expr, lead: Expr = .int(1)) {
            self.at = at
            self.target = target
            self.lead = lead
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
