import RefereeModel

/// What a slide or a jump says beyond its adjacency, as written: the kinds it moves, its senses
/// relative to the mover, `flying` and `chained`.
public struct MotionSyntax: Sendable {
    /// `man or king`: the kinds of piece it moves.
    public var kinds: [Name] = []
    /// `forward or sideways`: each sense, with where it is written.
    public var senses: [(sense: Sense, span: Span)] = []
    public var flying: Name?
    public var chained: Name?
    /// `straight` after `chained`.
    public var straight: Name?
    /// `optionally` after `chained` (and `straight`).
    public var optionally: Name?

    /// Whether the move says nothing beyond its adjacency.
    public var isPlain: Bool { kinds.isEmpty && senses.isEmpty && flying == nil && chained == nil }
}

/// The parser's functions for draughts' statements and a move's motion, one a grammar rule.
extension Parser {
    /// Words that end a move's kinds: its adjacency, senses and modifiers.
    static let motionWords: Set<String> = afterActionWords.union([
        "orthogonally", "along", "forward", "backward", "sideways", "diagonally", "flying", "over", "chained",
        "straight", "optionally",
    ])

    /// `kinds = WORD { "or" WORD } ;`: the kinds of piece a slide or a jump moves, before its
    /// adjacency (`move slide man forward`).
    mutating func movedKinds() -> [Name] {
        var kinds: [Name] = []
        while peek.kind == .identifier, !Self.motionWords.contains(peek.text) {
            kinds.append(name())
            if optionalWord("or") == nil { break }
        }
        return kinds
    }

    /// `motion = [ sense { "or" sense } ] [ "flying" ] ;`
    ///
    /// `sense = "forward" | "backward" | "sideways" | "diagonally" ( "forward" | "backward" ) ;`
    mutating func motion(jumping: Bool) throws -> MotionSyntax {
        var motion = MotionSyntax()
        while let sense = try sense() {
            motion.senses.append(sense)
            guard optionalWord("or") != nil else { break }
            if peek.kind != .identifier || !["forward", "backward", "sideways", "diagonally"].contains(peek.text) {
                throw fail("expected a direction after 'or'", at: peek.span,
                           expected: "'forward', 'backward', 'sideways' or 'diagonally forward'")
            }
        }
        motion.flying = optionalWord("flying")
        return motion
    }

    /// `chain = "chained" [ "straight" ] [ "optionally" ] ;`: whether a jump goes on with the
    /// same piece, only the way it went, and may stop after any jump. `straight` and
    /// `optionally` without `chained` are an error that says so.
    mutating func chain(into motion: inout MotionSyntax) throws {
        motion.chained = optionalWord("chained")
        if motion.chained == nil, peek.kind == .identifier, ["straight", "optionally"].contains(peek.text) {
            throw fail("'\(peek.text)' says how a chain goes on; it comes after 'chained'", at: peek.span,
                       expected: "'chained \(peek.text)'")
        }
        guard motion.chained != nil else { return }
        motion.straight = optionalWord("straight")
        motion.optionally = optionalWord("optionally")
    }

    /// One sense, if the next word begins one.
    private mutating func sense() throws -> (sense: Sense, span: Span)? {
        if let word = optionalWord("forward") ?? optionalWord("backward") ?? optionalWord("sideways") {
            return (Sense(rawValue: word.text) ?? .forward, word.span)
        }
        guard let diagonally = optionalWord("diagonally") else { return nil }
        guard let which = optionalWord("forward") ?? optionalWord("backward") else {
            throw fail("expected 'forward' or 'backward'", at: peek.span, expected: "'diagonally forward' or 'diagonally backward'")
        }
        return (which.text == "forward" ? .diagonallyForward : .diagonallyBackward, diagonally.span.merged(with: which.span))
    }

    /// `forward = "forward" WORD ( "up" | "down" | "left" | "right" ) ;` (after "forward"): the
    /// way the player's forward points, which the checker knows.
    mutating func forward() throws -> Statement.Kind {
        let player = try identifier("the player whose forward it is, as in 'forward White up'")
        let facing = try identifier("where the player's forward points: 'up', 'down', 'left' or 'right'")
        return .coreBoard(.forward(player: player, facing: facing))
    }

    /// `promote = "promote" WORD "to" WORD "on" "the" "far" "row" ;` (after "promote")
    mutating func promote() throws -> Statement.Kind {
        let from = try identifier("the kind that is promoted, as in 'promote man to king on the far row'")
        try word("to")
        let to = try identifier("the kind it becomes, as in 'promote man to king on the far row'")
        try word("on")
        try word("the")
        try word("far")
        try word("row")
        return .coreBoard(.promote(from: from, to: to))
    }

    /// `captures = "captures" ( "compulsory" | "most" ) ;` (after "captures"), which the checker
    /// knows.
    mutating func captures() throws -> Statement.Kind {
        .coreBoard(.captures(try identifier("'compulsory' or 'most', as in 'captures most'")))
    }
}
