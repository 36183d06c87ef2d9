import RefereeEngine

/// The lists of the document that grow with the game (`moves`, `history` and the state's
/// `answers`), kept by the version-2 writer from one line to the next, so that a response builds
/// and compares only what changed at their ends: a line costs the moves it made, not the game.
/// The patch is the one `JSONPatch.difference` would give for the whole lists.
struct GrowingLists {
    private var moves: [JSONValue] = []
    private var history: [JSONValue] = []
    /// The serial of each move of the log the lists were built from (`PlayedMove.serial`).
    private var serials: [UInt64] = []
    /// How many entries of `history` there are up to each move of the log, the rules' own
    /// moves after it included.
    private var ends: [Int] = []
    /// The entries before the first move: the rules' opening moves, and whose they are.
    private var opening: [RulesMove] = []
    private var players: [String] = []
    private var answered: AnsweredMoves = []
    private var answers: [JSONValue] = []
    /// The first move of the log shown sealed to the viewer when the lists were built, which a
    /// reveal may show since: the lists are built again from it.
    private var firstSealed: Int?

    /// The patch operations for each list, from the last lines' lists to `session`'s.
    struct Changes {
        var moves: [JSONPatch.Operation] = []
        var history: [JSONPatch.Operation] = []
        var answers: [JSONPatch.Operation] = []
        /// The answers' removal, when the last was taken back: a patch of the state removes its
        /// keys before it changes the others.
        var answersRemoved: [JSONPatch.Operation] = []
    }

    /// Brings the lists to `session`'s; returns the operations that bring a client's there.
    mutating func update(to session: Session) -> Changes {
        var changes = Changes()
        let log = session.shownLog
        let sameStart = session.openingRulesMoves == opening && session.model.players == players
        let kept = min(sameStart ? sharedMoves(log) : 0, firstSealed ?? log.count)
        firstSealed = log.firstIndex(where: \.sealed)
        let keptEntries = kept > 0 ? ends[kept - 1] : sameStart ? opening.count : 0

        let newMoves = log[kept...].map { JSONValue.string($0.move) }
        changes.moves = JSONPatch.difference(
            fromTail: moves[kept...], toTail: newMoves[...], kept: kept, at: "/moves").operations
        moves.removeSubrange(kept...)
        moves += newMoves

        opening = session.openingRulesMoves
        players = session.model.players
        var entries = keptEntries == 0 ? opening.map { ProtocolGame.entry(session, rules: $0) } : []
        serials.removeSubrange(kept...)
        ends.removeSubrange(kept...)
        for played in log[kept...] {
            entries += ProtocolGame.entries(session, played)
            serials.append(played.serial)
            ends.append(keptEntries + entries.count)
        }
        changes.history = JSONPatch.difference(
            fromTail: history[keptEntries...], toTail: entries[...], kept: keptEntries, at: "/history").operations
        history.removeSubrange(keptEntries...)
        history += entries

        let answers = updateAnswers(ProtocolView.answers(session))
        if case .remove("/state/answers") = answers.first { changes.answersRemoved = answers } else { changes.answers = answers }
        return changes
    }

    /// How many moves from the first the log shares with the one the lists were built from:
    /// the serials agree up to some place and differ after it, which a binary search finds.
    private func sharedMoves(_ log: [PlayedMove]) -> Int {
        var low = 0, high = min(serials.count, log.count)
        while low < high {
            let middle = (low + high + 1) / 2
            if serials[middle - 1] == log[middle - 1].serial { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The answers, which the state carries (as `answers`, when there is one) in games whose
    /// moves are answered.
    private mutating func updateAnswers(_ now: AnsweredMoves) -> [JSONPatch.Operation] {
        let kept = now.sharedCount(with: answered)
        let added = now[kept...].map(CoreJSON.answer)
        var operations: [JSONPatch.Operation] = []
        if answers.isEmpty, !added.isEmpty {
            operations = [.add(path: "/state/answers", value: .array(added))]
        } else if now.isEmpty, !answers.isEmpty {
            operations = [.remove(path: "/state/answers")]
        } else {
            operations = JSONPatch.difference(
                fromTail: answers[kept...], toTail: added[...], kept: kept, at: "/state/answers").operations
        }
        answered = now
        answers.removeSubrange(kept...)
        answers += added
        return operations
    }
}
