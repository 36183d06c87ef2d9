/// What the moves of a file may need, as a type: a run of random games on the
/// general interpreter is compiled once for each kind of file, and the steps of
/// play that a kind rules out vanish from its loop, where every move tested a
/// flag for each. Which kind a file is follows from its compiled rules
/// (`CoreProgram.placesOnly`), decided once a run; every file runs through the
/// same functions of `CoreProgram`.
protocol MoveLoop {
    /// Whether every move is a placement by the file's one move rule, and
    /// play's other steps are known to do nothing (`CoreProgram.placesOnly`).
    static var placesOnly: Bool { get }
}

/// Any file: every step of play is tested for, move by move.
enum AnyMoves: MoveLoop {
    static var placesOnly: Bool { false }
}

/// A file whose moves are placements only (`CoreProgram.placesOnly`).
enum Placements: MoveLoop {
    static var placesOnly: Bool { true }
}

extension CoreProgram {
    /// Whether the file's one move rule puts down one kind of piece, or the
    /// mover's own, with no condition, choice, effect, flanking or capture and
    /// no `refuse` rule to judge it; no rule runs after a move, no move is
    /// sealed, turns alternate, and nothing play keeps for other rules is read
    /// (the last cell, the cells of a move, the positions so far, whether the
    /// next player is stuck or every player blocked).
    var placesOnly: Bool {
        guard shapes.count == 1, let shape = shapes.first,
              case .place = shape.verb, case .alternate = turns
        else { return false }
        let plain = shape.choices == 1 && !shape.conditional
            && !shape.hasEffects && !shape.flanking && !shape.otherwise
            && !shape.directed && !shape.perMove && !shape.capturing
            && !shape.judgedAfter && !shape.sealed
        let quiet = !hasAfterRules && !hasFallbacks && !hasRefusals
            && !judgesAfter && mostRule == nil && !keepsLastCell
            && !keepsMoveCells && positionSlot < 0 && !readsStuck
            && !readsBlocked
        return plain && quiet
    }
}

/// How a run of random games draws and plays a move: through the kernel's own
/// functions, or through the general interpreter's loop for one kind of file.
protocol MoveSteps {
    associatedtype K: Kernel
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
    /// for the file's kind: `Placements` when the rules are placements only
    /// and no player is the computer's, else `AnyMoves`.
    func playRandomGames(
        count: Int, seed: UInt64, cap: Int, control: WorkControl
    ) -> RandomGamesTally {
        if program.placesOnly, computer.allSatisfy({ $0 == nil }) {
            return AnyKernel.randomGames(
                self, CoreSteps<Bits, Placements>(), count: count, seed: seed,
                cap: cap, control: control)
        }
        return AnyKernel.randomGames(
            self, KernelSteps<Self>(), count: count, seed: seed, cap: cap,
            control: control)
    }

}
