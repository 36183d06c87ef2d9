@testable import RefereeEngine
import RefereeModel
import Testing

/// Flanking by shifts of a word must find what walking each ray cell by cell finds, on every
/// board it is built for, and must not be built where a ray is not a walk of a fixed step.
@Suite("Flanking by shifts")
struct FlankShiftsTests {
    /// The plain way: the cells of `candidates` with a ray that runs over `others` to `mine`.
    static func byRays(_ rays: [[[Int]]], _ candidates: UInt64, mine: UInt64, others: UInt64) -> UInt64 {
        var cells: UInt64 = 0
        for cell in rays.indices where candidates & 1 << UInt64(cell) != 0 {
            if !flankedByRays(rays, cell, mine: mine, others: others).isEmpty { cells |= 1 << UInt64(cell) }
        }
        return cells
    }

    /// The plain way: the pieces of `others` each ray from `cell` runs over before one of `mine`.
    static func flankedByRays(_ rays: [[[Int]]], _ cell: Int, mine: UInt64, others: UInt64) -> Set<Int> {
        var turned: Set<Int> = []
        for ray in rays[cell] {
            let run = ray.prefix { others & 1 << UInt64($0) != 0 }
            if run.count < ray.count, !run.isEmpty, mine & 1 << UInt64(ray[run.count]) != 0 { turned.formUnion(run) }
        }
        return turned
    }

    static func cells(_ bits: UInt64) -> Set<Int> { Set((0..<64).filter { bits & 1 << UInt64($0) != 0 }) }

    /// Random positions on `lattice`: the moves and the flips agree with the plain way.
    func agree(_ lattice: Lattice, positions: Int, seed: UInt64) {
        let rays = lattice.rays()
        guard let shifts = FlankShifts(rays: rays) else {
            Issue.record("no shifts for \(lattice.width) by \(lattice.height)")
            return
        }
        var generator = SeededGenerator(seed: seed)
        let all: UInt64 = rays.count == 64 ? ~0 : (1 << UInt64(rays.count)) - 1
        for _ in 0..<positions {
            let a = generator.next() & all, b = generator.next() & all
            let mine = a & b, others = (a ^ b) & generator.next() & all
            let free = all & ~mine & ~others
            #expect(shifts.flankingCells(free, mine: mine, others: others) == Self.byRays(rays, free, mine: mine, others: others))
            for cell in Self.cells(free) {
                let turned = shifts.flanked(from: cell, mine: mine, others: others)
                #expect(Self.cells(turned) == Self.flankedByRays(rays, cell, mine: mine, others: others))
            }
        }
    }

    @Test func squareBoardsOfEverySize() {
        for (w, h) in [(8, 8), (6, 6), (3, 7), (9, 5), (1, 4), (4, 1), (3, 3), (4, 16)] {
            agree(Lattice(width: w, height: h), positions: 60, seed: UInt64(w * 100 + h))
        }
    }

    @Test func hexagonalBoards() {
        for (w, h) in [(5, 5), (7, 6)] {
            let lattice = Lattice(width: w, height: h, grid: .hexagonal)
            guard FlankShifts(rays: lattice.rays()) != nil else { continue }
            agree(lattice, positions: 60, seed: UInt64(w + h))
        }
    }

    /// On a board whose edges wrap, a ray does not step a fixed number of cells, so the plain
    /// walk stays.
    @Test func wrappingBoardsKeepThePlainWalk() {
        #expect(FlankShifts(rays: Lattice(width: 6, height: 6, wraps: true).rays()) == nil)
    }

    /// On a board two cells wide a step right and a step down and left are the same shift,
    /// which cannot tell where a row ends, so the plain walk stays.
    @Test func boardsTwoWideKeepThePlainWalk() {
        #expect(FlankShifts(rays: Lattice(width: 2, height: 5).rays()) == nil)
    }

    /// Boards of more than one word keep the plain walk.
    @Test func widerBoardsKeepThePlainWalk() {
        #expect(FlankShifts(rays: Lattice(width: 9, height: 9).rays()) == nil)
    }
}
