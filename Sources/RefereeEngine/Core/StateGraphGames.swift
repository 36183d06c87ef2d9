import RefereeModel

extension CoreKernel {
    /// `AnyKernel.randomGames` on the graph of the game's positions (`StateGraph`), or nil when
    /// the game's position is more than a handful of numbers (`StateGraphPlan`).
    ///
    /// Each game draws its moves from the generator as the general loop does (a number for the
    /// game's seed, then one uniform draw among the legal moves at each move), so the games are
    /// the same games and the tally the same tally. The unread numbers of a game are kept apart,
    /// changed by the records of the moves it takes; when the game stops, a state is given its
    /// position and those numbers, the end rule that held decides it, and the tally reads it as
    /// it reads any state. Once the graph is full, the games left are played move by move.
    func graphRandomGames(count: Int, seed: UInt64, cap: Int, control: WorkControl) -> RandomGamesTally? {
        guard var graph = graphs.take({ StateGraph<Bits>(game, model: model) }) else { return nil }
        defer { graphs.put(graph) }
        return randomGames(on: &graph, count: count, seed: seed, cap: cap, control: control)
    }

    /// `graphRandomGames` on `graph`, which grows as the games need.
    func randomGames(
        on graph: inout StateGraph<Bits>, count: Int, seed: UInt64, cap: Int, control: WorkControl
    ) -> RandomGamesTally {
        var tally = RandomGamesTally(players: playerCount)
        var generator = SeededGenerator(seed: seed)
        var state = initial(seed: 0)
        var data = program.initialValues
        var played = 0
        while played < count, !control.isStopped {
            let chunk = min(AnyKernel.pollEvery, count - played)
            for _ in 0..<chunk {
                guard !graph.isFull else {
                    playMoveByMove(&state, seed: generator.next(), cap: cap, using: &generator, into: &tally)
                    continue
                }
                _ = generator.next()
                for i in data.indices { data[i] = program.initialValues[i] }
                var node = graph.root
                var length = 0
                var ending: Int32 = -1
                while length < cap {
                    let moves = Int(graph.nodes[Int(node)].edgeCount)
                    guard moves > 0 else { break }
                    let e = Int(graph.nodes[Int(node)].firstEdge) &+ generator.below(moves)
                    let edge = graph.edge(e, from: node)
                    for r in Int(edge.recordStart)..<Int(edge.recordEnd) {
                        let record = graph.records[r]
                        data[record.slot] = record.adds
                            ? Evaluator.apply(.add, data[record.slot], record.value) : record.value
                    }
                    length &+= 1
                    node = edge.target
                    if edge.ending >= 0 {
                        ending = edge.ending
                        break
                    }
                }
                graph.fill(&state, from: node, data: data)
                state.moves = length
                if ending >= 0 {
                    let end = graph.endings[Int(ending)]
                    state.result = end.rereads
                        ? program.decide(end.rule, &state, mover: end.mover, next: end.next) : end.result
                } else {
                    state.result = -1
                }
                record(state, length: length, into: &tally)
            }
            played += chunk
            control.add(chunk)
        }
        return tally
    }

    /// One random game played by the general interpreter, move by move, from `restart`.
    private func playMoveByMove(
        _ state: inout State, seed: UInt64, cap: Int, using generator: inout SeededGenerator,
        into tally: inout RandomGamesTally
    ) {
        restart(&state, seed: seed)
        var length = 0
        while length < cap, let move = randomMove(in: &state, using: &generator) {
            applyLegal(move, to: &state)
            length += 1
        }
        record(state, length: length, into: &tally)
    }

    /// Counts a game that stopped after `length` moves, as `AnyKernel.randomGames` counts one.
    @inline(__always)
    private func record(_ state: State, length: Int, into tally: inout RandomGamesTally) {
        tally.record(length: length, outcome: outcome(state))
        if keepsScore { tally.recordScores(total: scoreTotal(state) ?? 0, score: { score(of: $0, in: state) ?? 0 }) }
    }
}
