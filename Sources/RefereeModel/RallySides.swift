/// RallySides of several players in a rally game (doubles): each of the contest's two players is a
/// side, and these rules say which of its players serves and which receives each rally.
///
/// Each side keeps an order of its players. When the serve passes from one side to the other,
/// the side that served hands its next serve to the next player in its order, so that with sides
/// of two the servers go A1, B1, A2, B2 (`RallyKernel` plays it).
public struct RallySides: Sendable, Hashable {
    /// Each side's players, in the order they serve unless the order is chosen (`side A: A1 A2`).
    public var members: [[String]]
    /// Who of the receiving side receives each rally.
    public var receiving: Receiving
    /// `order chosen every LEVEL`: the level (an index into `RallyRules.levels`) at the start of
    /// whose every unit (and of the contest) each side names its first server, the serving side
    /// first. Nil: the players serve in the order `side` lists them.
    public var chosenEvery: Int?
    /// `order restarts every LEVEL`: at the start of each unit of this level after the first, every
    /// side's order is back to what it was at the start of the previous one.
    public var restartsEvery: Int?
    /// `receivers change order when C`: after a rally (and the serve rules) at which this holds,
    /// the side to receive next swaps its next receiver for its other player.
    public var receiversSwap: Expr?
    /// `receiver chosen when C`: after a rally at which this holds, the receiving side names who
    /// receives the next rally.
    public var receiverChosen: Expr?

    public init(
        members: [[String]], receiving: Receiving = .nextServer, chosenEvery: Int? = nil, restartsEvery: Int? = nil,
        receiversSwap: Expr? = nil, receiverChosen: Expr? = nil
    ) {
        self.members = members
        self.receiving = receiving
        self.chosenEvery = chosenEvery
        self.restartsEvery = restartsEvery
        self.receiversSwap = receiversSwap
        self.receiverChosen = receiverChosen
    }

    public enum Receiving: String, Sendable, Hashable {
        /// `receiver is next server`: the receiving side's player who will serve next for it
        /// (table tennis: A1 serves to B1, who then serves to A2).
        case nextServer = "next server"
        /// `receiver alternates every point`: the receiving side's players receive a point each
        /// in turn, each game starting with the first of its order (tennis, padel).
        case alternate = "alternates every point"
    }

    /// The side (0 or 1) and place in it of a player named `name`; nil when no side has them.
    public func member(named name: String) -> (side: Int, index: Int)? {
        for (side, names) in members.enumerated() {
            if let index = names.firstIndex(of: name) { return (side, index) }
        }
        return nil
    }
}

extension GameModel {
    /// The players of a rally game's sides (`side A: A1 A2`), first side first; empty without.
    public var sideMembers: [String] {
        guard case .rally(let rules) = family else { return [] }
        return rules.sides?.members.flatMap { $0 } ?? []
    }
}
