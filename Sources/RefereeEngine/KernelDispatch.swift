import RefereeModel

/// Generic code run on whichever kernel a model needs, specialised by the compiler for each.
public protocol KernelVisitor {
    associatedtype Output
    func visit<K: Kernel>(_ kernel: K) -> Output
}

/// Which implementation of the rules runs a game.
public enum EnginePath: String, Sendable, CaseIterable {
    /// The family's fast path where it has one and the file uses only family statements, else
    /// the general interpreter.
    case automatic
    /// The family's fast path; not for a file with core rules of its own, nor for a family
    /// without one (rallies, which the interpreter plays faster than their kernel did).
    case kernel
    /// The general interpreter of core rules.
    case general
}

/// Why a game cannot run on the path asked for.
public struct EnginePathError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public var description: String { message }
}

/// The one dispatcher of bulk work (playouts, perft, the solver, `bench`): the kernel that runs a
/// model, chosen once, a family's fast path or the general interpreter. Play goes through `Engine`,
/// always on the interpreter. Boards of up to 64 cells keep each kind of piece in one machine
/// word, boards of up to 256 in four, larger ones in sixteen.
public enum AnyKernel: Sendable {
    case smallBoard(BoardKernel<UInt64>)
    case board(BoardKernel<Bits256>)
    case largeBoard(BoardKernel<Bits1024>)
    case frames(FrameKernel)
    case code(CodeKernel)
    case smallCore(CoreKernel<UInt64>)
    case core(CoreKernel<Bits256>)
    case largeCore(CoreKernel<Bits1024>)

    /// The kernel for the path `EnginePath.selected` names (the automatic one, which every checked
    /// model has, unless a command chose another).
    public init(_ model: GameModel) {
        if EnginePath.selected != .automatic, let chosen = try? AnyKernel(model, path: EnginePath.selected) {
            self = chosen
        } else {
            self = Self.automatic(model)
        }
    }

    /// The kernel for a chosen path.
    public init(_ model: GameModel, path: EnginePath) throws(EnginePathError) {
        switch path {
        case .automatic:
            self = Self.automatic(model)
        case .kernel:
            guard model.core == nil else {
                throw EnginePathError(message: "this file writes core rules, which only the general interpreter runs")
            }
            guard let fast = Self.fastPath(model) else {
                throw EnginePathError(message: "a \(model.familyName) game has no fast path: the general interpreter runs it")
            }
            self = fast
        case .general:
            self = Self.general(model, model.coreGame)
        }
    }

    private static func automatic(_ model: GameModel) -> AnyKernel {
        guard model.core == nil, let fast = fastPath(model) else { return general(model, model.coreGame) }
        return fast
    }

    /// The family's fast path, where `referee bench` shows one pays. Lines of exactly N, which a
    /// longer run spoils, have none: their kernel tests a line's own cells only; nor has a board
    /// of points, whose kernel knows grids alone; nor has a code game of several secrets, whose
    /// kernel keeps one.
    private static func fastPath(_ model: GameModel) -> AnyKernel? {
        switch model.family {
        case .board(let rules) where !rules.overlines.isEmpty: nil
        case .board(let rules) where rules.points != nil: nil
        case .board(let rules) where rules.cellCount <= UInt64.capacity: .smallBoard(BoardKernel(model: model, rules: rules))
        case .board(let rules) where rules.cellCount <= Bits256.capacity: .board(BoardKernel(model: model, rules: rules))
        case .board(let rules): .largeBoard(BoardKernel(model: model, rules: rules))
        case .frames(let rules): .frames(FrameKernel(model: model, rules: rules))
        case .rally, nil: nil
        case .code(let rules) where rules.severalSecrets: nil
        case .code(let rules): .code(CodeKernel(model: model, rules: rules))
        }
    }

    private static func general(_ model: GameModel, _ game: CoreGame) -> AnyKernel {
        if game.board.cellCount <= UInt64.capacity { return .smallCore(CoreKernel(model: model, game: game)) }
        if game.board.cellCount <= Bits256.capacity { return .core(CoreKernel(model: model, game: game)) }
        return .largeCore(CoreKernel(model: model, game: game))
    }

    /// Whether the general interpreter runs this kernel's games.
    public var isGeneral: Bool {
        switch self {
        case .smallCore, .core, .largeCore: true
        case .smallBoard, .board, .largeBoard, .frames, .code: false
        }
    }

    public var model: GameModel {
        switch self {
        case .smallBoard(let k): k.model
        case .board(let k): k.model
        case .largeBoard(let k): k.model
        case .frames(let k): k.model
        case .code(let k): k.model
        case .smallCore(let k): k.model
        case .core(let k): k.model
        case .largeCore(let k): k.model
        }
    }

    public func accept<V: KernelVisitor>(_ visitor: V) -> V.Output {
        switch self {
        case .smallBoard(let k): visitor.visit(k)
        case .board(let k): visitor.visit(k)
        case .largeBoard(let k): visitor.visit(k)
        case .frames(let k): visitor.visit(k)
        case .code(let k): visitor.visit(k)
        case .smallCore(let k): visitor.visit(k)
        case .core(let k): visitor.visit(k)
        case .largeCore(let k): visitor.visit(k)
        }
    }
}
