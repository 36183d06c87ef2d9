import RefereeModel

extension BoardKernel {
    public func view(_ state: State, for viewer: Int?) -> GameView {
        let n = rules.cellCount
        let owners = (0..<n).map { owner(of: $0, in: state) }
        return .board(BoardView(
            width: rules.width, height: rules.height, cells: owners,
            pieces: owners.map { $0.map { model.players[$0] } },
            cellNames: (0..<n).map(cellName), lines: completedLines(state), gravity: rules.gravity,
            columnNames: (0..<rules.width).map { rules.naming.name(ofColumn: $0) }))
    }

    public func setup(_ setup: Setup, in state: inout State) throws(SetupError) {
        switch setup {
        case .marks(let name, let cellNames):
            guard let p = model.playerIndex(name) else { throw SetupError("unknown player '\(name)'") }
            var cells: [Int] = []
            for cellName in cellNames {
                guard let cell = cellIndex(cellName) else { throw SetupError("no cell '\(cellName)' on this board") }
                cells.append(cell)
            }
            try setMarks(p, cells: cells, in: &state)
        case .turn(let name):
            guard let p = model.playerIndex(name) else { throw SetupError("unknown player '\(name)'") }
            state.toMove = p
        case .secret, .secretUnknown, .points, .server, .value:
            throw SetupError.notFor(setup, "board")
        }
    }
}
