/// What the moves of a file may need, as a type: a run of random games on the
/// general interpreter is compiled once for each kind of file, and the steps of
/// play that a kind rules out vanish from its loop, where every move tested a
/// flag for each. Which kind a file is follows from its compiled rules
/// (`CoreProgram.plainMoves`, `placesOnly`), decided once a run; every file
/// runs through the same functions of `CoreProgram`.
protocol MoveLoop {
    /// Whether every move is by the file's one move rule, and nothing else
    /// judges or keeps a move (`CoreProgram.plainMoves`).
    static var plain: Bool { get }
    /// Whether, besides, every move is a placement with nothing but the board
    /// to change (`CoreProgram.placesOnly`).
    static var placesOnly: Bool { get }
}

/// Any file: every step of play is tested for, move by move.
enum AnyMoves: MoveLoop {
    static var plain: Bool { false }
    static var placesOnly: Bool { false }
}

/// A file whose moves are its one rule's, judged and kept by nothing else
/// (`CoreProgram.plainMoves`): a code game's guesses, a dice game's rolls.
enum PlainMoves: MoveLoop {
    static var plain: Bool { true }
    static var placesOnly: Bool { false }
}

/// A file whose moves are placements only (`CoreProgram.placesOnly`).
enum Placements: MoveLoop {
    static var plain: Bool { true }
    static var placesOnly: Bool { true }
}

extension CoreProgram {
    /// Whether every move is by the file's one move rule, and play's steps
    /// for other moves are known to do nothing: the rule is not an `otherwise`
    /// one, moves no piece along a motion, is not sealed, and no `refuse` rule
    /// judges it; no `refuse unless most` rule narrows the moves, and nothing
    /// play keeps for other rules is read (the last cell, the cells of a move,
    /// the positions so far, whether the next player is stuck or every player
    /// blocked).
    var plainMoves: Bool {
        guard shapes.count == 1, let shape = shapes.first else { return false }
        let rule = !shape.otherwise && !shape.directed && !shape.perMove
            && !shape.judgedAfter && !shape.sealed
        let quiet = !hasFallbacks && !hasRefusals && !judgesAfter
            && mostRule == nil && !keepsLastCell && !keepsMoveCells
            && positionSlot < 0 && !readsStuck && !readsBlocked
        return rule && quiet
    }

    /// Whether, besides `plainMoves`, the one move rule puts down one kind of
    /// piece, or the mover's own, with no condition, choice, effect, flanking
    /// or capture; no rule runs after a move, and turns alternate.
    var placesOnly: Bool {
        guard plainMoves, let shape = shapes.first,
              case .place = shape.verb, case .alternate = turns
        else { return false }
        return shape.choices == 1 && !shape.conditional && !shape.hasEffects
            && !shape.flanking && !shape.capturing && !hasAfterRules
    }
}

/// How a run of random games draws and plays a move: through the kernel's own
/// functions, or through the general interpreter's loop for one kind of file.
protocol MoveSteps {
    associatedtype K: Kernel
    func restart(_ kernel: K, _ state: inout K.State, seed: UInt64)
    func randomMove(
        _ kernel: K, in state: inout K.State,
        using generator: inout SeededGenerator
    ) -> Move?
    func play(_ kernel: K, _ move: Move, in state: inout K.State)
}

/// A move drawn and played as `Kernel.randomMove(in:using:)` and
/// `Kernel.applyLegal` do.
struct KernelSteps<K: Kernel>: MoveSteps {
    @inline(__always)
    func restart(_ kernel: K, _ state: inout K.State, seed: UInt64) {
        kernel.restart(&state, seed: seed)
    }

    @inline(__always)
    func randomMove(
        _ kernel: K, in state: inout K.State,
        using generator: inout SeededGenerator
    ) -> Move? {
        kernel.randomMove(in: &state, using: &generator)
    }

    @inline(__always)
    func play(_ kernel: K, _ move: Move, in state: inout K.State) {
        kernel.applyLegal(move, to: &state)
    }
}

/// A move drawn and played by the general interpreter compiled for files of
/// `L`'s kind.
struct CoreSteps<Bits: BoardBits, L: MoveLoop>: MoveSteps {
    @inline(__always)
    func restart(_ kernel: CoreKernel<Bits>, _ state: inout CoreKernel<Bits>.State, seed: UInt64) {
        kernel.restartInPlace(&state, seed: seed)
    }

    @inline(__always)
    func randomMove(
        _ kernel: CoreKernel<Bits>, in state: inout CoreKernel<Bits>.State,
        using generator: inout SeededGenerator
    ) -> Move? {
        kernel.randomMove(in: &state, using: &generator, L.self)
    }

    @inline(__always)
    func play(
        _ kernel: CoreKernel<Bits>, _ move: Move,
        in state: inout CoreKernel<Bits>.State
    ) {
        kernel.program.play(move, in: &state, L.self)
    }
}

extension CoreKernel {
    /// `AnyKernel.randomGames` on the general interpreter: on the graph of
    /// the game's positions when its position is a handful of numbers
    /// (`StateGraph`), else move by move (`moveByMoveRandomGames`).
    func randomGames(
        count: Int, seed: UInt64, cap: Int, control: WorkControl
    ) -> RandomGamesTally {
        graphRandomGames(count: count, seed: seed, cap: cap, control: control)
            ?? moveByMoveRandomGames(
                count: count, seed: seed, cap: cap, control: control)
    }

    /// `AnyKernel.randomGames` on the general interpreter, move by move, on
    /// the rules as they play from the start (`startKernel`) when they fold.
    func moveByMoveRandomGames(
        count: Int, seed: UInt64, cap: Int, control: WorkControl
    ) -> RandomGamesTally {
        (startKernel() ?? self).playRandomGames(
            count: count, seed: seed, cap: cap, control: control)
    }

    /// `moveByMoveRandomGames` on this kernel's own rules, through the loop
    /// for the file's kind when no player is the computer's: `Placements`
    /// when the rules are placements only, `PlainMoves` when a move is its one
    /// rule's alone; else `AnyMoves`.
    func playRandomGames(
        count: Int, seed: UInt64, cap: Int, control: WorkControl
    ) -> RandomGamesTally {
        if computer.allSatisfy({ $0 == nil }) {
            if program.placesOnly {
                return AnyKernel.randomGames(
                    self, CoreSteps<Bits, Placements>(), count: count,
                    seed: seed, cap: cap, control: control)
            }
            if program.plainMoves {
                return AnyKernel.randomGames(
                    self, CoreSteps<Bits, PlainMoves>(), count: count,
                    seed: seed, cap: cap, control: control)
            }
        }
        return AnyKernel.randomGames(
            self, KernelSteps<Self>(), count: count, seed: seed, cap: cap,
            control: control)
    }

}
