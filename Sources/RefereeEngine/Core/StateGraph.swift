import RefereeModel

/// The positions of a game whose position is a handful of numbers (`StateGraphPlan`), found as
/// random games reach them: each position is a node, each of its legal moves an edge to the
/// position it leads to, in the order `legalMoves` lists them. An edge is played once by the
/// general interpreter, the first time a game takes it, and remembered with the records of the
/// unread numbers it changed; a game then walks the graph, drawing one of a node's edges as
/// `randomMove` draws one of its moves, and applies the records of the edges it takes to its
/// own unread numbers (`CoreKernel.graphRandomGames`).
///
/// A graph serves one run at a time (`StateGraphShelf`). It stops growing at `nodeLimit` positions
/// or `edgeLimit` moves: the games left are then played move by move.
struct StateGraph<Bits: BoardBits>: Sendable {
    typealias State = CoreKernel<Bits>.State

    struct Node {
        var firstEdge: Int32
        var edgeCount: Int32
    }

    /// A move from a node. `target` is -1 until the move is first played; `ending` is, for a
    /// move that ends the game, its place in `endings`, else -1; the move's records are
    /// `records[recordStart..<recordEnd]`.
    struct Edge {
        var target: Int32 = -1
        var ending: Int32 = -1
        var recordStart: Int32 = 0
        var recordEnd: Int32 = 0
    }

    /// An effect on an unread number, at its place in `State.values`: a `set` or an `add`.
    struct Record {
        var slot: Int
        var adds: Bool
        var value: Int
    }

    /// How a game that a move ended is decided: its result, or when the end rule that held
    /// compares an unread number (`highest score`), that rule, read again once the game's own
    /// numbers are in place, with the mover and the player who would have moved next
    /// (`CoreProgram.decide`).
    struct Ending {
        var result: Int
        var rereads: Bool
        var rule: Int
        var mover: Int
        var next: Int
    }

    /// The positions and moves a graph holds at most: some tens of megabytes.
    let nodeLimit: Int
    let edgeLimit: Int

    let plan: StateGraphPlan
    /// The general interpreter for `plan.game`, which plays each edge once.
    let kernel: CoreKernel<Bits>
    /// How many numbers a position keeps (`State.values.count`).
    let width: Int
    /// For each place in `State.values`, whether no rule reads it.
    let unreadSlots: [Bool]
    let traceSlot: Int
    private(set) var nodes: [Node] = []
    private(set) var edges: [Edge] = []
    private(set) var records: [Record] = []
    private(set) var endings: [Ending] = []
    /// For each node, its numbers (`width` each), the player to move and what the last move chose.
    private(set) var values: [Int] = []
    private(set) var toMove: [Int] = []
    private(set) var chosen: [Int] = []
    /// For each edge, its move.
    private var moves: [Move] = []
    private var index: [[Int]: Int32] = [:]
    private var scratch: State
    /// The node of a new game.
    private(set) var root: Int32 = 0

    init?(_ game: CoreGame, model: GameModel, nodeLimit: Int = 1 << 17, edgeLimit: Int = 1 << 21) {
        guard let plan = StateGraphPlan(game, model: model) else { return nil }
        self.plan = plan
        self.nodeLimit = nodeLimit
        self.edgeLimit = edgeLimit
        kernel = CoreKernel(model: model, game: plan.game)
        scratch = kernel.initial(seed: 0)
        width = scratch.values.count
        traceSlot = kernel.program.slots[plan.trace]
        var unreadSlots = Array(repeating: false, count: width)
        for (v, variable) in game.variables.enumerated() where plan.unread[v] && variable.type != .list {
            let slot = kernel.program.slots[v]
            for p in 0..<(variable.perPlayer ? model.players.count : 1) { unreadSlots[slot + p] = true }
        }
        self.unreadSlots = unreadSlots
        root = node(for: scratch)
    }

    /// Whether the graph has stopped growing.
    var isFull: Bool { nodes.count >= nodeLimit || edges.count >= edgeLimit }

    /// Edge `e`, which leaves `node`, played first if it has not been.
    @inline(__always)
    mutating func edge(_ e: Int, from node: Int32) -> Edge {
        let edge = edges[e]
        return edge.target >= 0 ? edge : play(e, from: node)
    }

    /// Plays edge `e` from `node` on the general interpreter and remembers where it leads.
    @inline(never)
    private mutating func play(_ e: Int, from node: Int32) -> Edge {
        let n = Int(node)
        for i in 0..<width { scratch.values[i] = values[n * width + i] }
        scratch.lists[traceSlot] = KeptList()
        scratch.toMove = toMove[n]
        scratch.chosen = chosen[n]
        scratch.result = -1
        let mover = scratch.toMove
        let next = kernel.program.play(moves[e], in: &scratch)
        var edge = Edge()
        edge.recordStart = Int32(records.count)
        let trace = scratch.lists[traceSlot]
        for r in stride(from: 0, to: trace.count, by: 3) {
            let (code, player, value) = (trace[r], trace[r + 1], trace[r + 2])
            let (variable, adds, named) = StateGraphPlan.decode(code)
            guard !named || (player >= 0 && player < kernel.playerCount) else { continue }
            let slot = kernel.program.slots[variable] + (named ? player : 0)
            records.append(Record(slot: slot, adds: adds, value: value))
        }
        edge.recordEnd = Int32(records.count)
        if scratch.result >= 0, let rule = kernel.program.endRule(&scratch, mover: mover, next: next) {
            edge.ending = Int32(endings.count)
            endings.append(Ending(
                result: scratch.result, rereads: comparesUnread(rule), rule: rule, mover: mover, next: next))
        }
        edge.target = self.node(for: scratch)
        edges[e] = edge
        return edge
    }

    /// Whether end rule `rule` decides by an unread number.
    private func comparesUnread(_ rule: Int) -> Bool {
        switch plan.game.ends[rule].result {
        case .highest(let v), .lowest(let v): plan.unread[v]
        case .winner, .loser, .draw, .highestCount: false
        }
    }

    /// The node of a position, added with its legal moves if it is new.
    private mutating func node(for state: State) -> Int32 {
        var key = state.values
        key.append(state.toMove)
        key.append(state.result >= 0 ? 1 : 0)
        if plan.keysChosen { key.append(state.chosen) }
        if let known = index[key] { return known }
        let id = Int32(nodes.count)
        index[key] = id
        values += state.values
        toMove.append(state.toMove)
        chosen.append(state.chosen)
        let legal = state.result < 0 ? kernel.legalMoves(state) : []
        nodes.append(Node(firstEdge: Int32(edges.count), edgeCount: Int32(legal.count)))
        moves += legal
        edges += repeatElement(Edge(), count: legal.count)
        return id
    }

    /// Gives `state` the position of `node`, with the unread numbers `data` holds. Inlined: a
    /// call copied the whole graph, about 250 instructions a game.
    @inline(__always)
    func fill(_ state: inout State, from node: Int32, data: [Int]) {
        let n = Int(node)
        for i in 0..<width { state.values[i] = unreadSlots[i] ? data[i] : values[n * width + i] }
        state.toMove = toMove[n]
        state.chosen = chosen[n]
    }
}
