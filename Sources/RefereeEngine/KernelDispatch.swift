import RefereeModel

/// Generic code run on whichever kernel a model needs, specialised by the compiler for each.
public protocol KernelVisitor {
    associatedtype Output
    func visit<K: Kernel>(_ kernel: K) -> Output
}

/// The kernel for a model, chosen for speed: boards of up to 64 cells keep each player's marks
/// in one machine word.
public enum AnyKernel: Sendable {
    case smallBoard(BoardKernel<UInt64>)
    case board(BoardKernel<Bits256>)
    case frames(FrameKernel)
    case rally(RallyKernel)
    case code(CodeKernel)

    public init(_ model: GameModel) {
        switch model.kind {
        case .board(let rules) where rules.cellCount <= UInt64.capacity:
            self = .smallBoard(BoardKernel(model: model, rules: rules))
        case .board(let rules): self = .board(BoardKernel(model: model, rules: rules))
        case .frames(let rules): self = .frames(FrameKernel(model: model, rules: rules))
        case .rally(let rules): self = .rally(RallyKernel(model: model, rules: rules))
        case .code(let rules): self = .code(CodeKernel(model: model, rules: rules))
        }
    }

    public var model: GameModel {
        switch self {
        case .smallBoard(let k): k.model
        case .board(let k): k.model
        case .frames(let k): k.model
        case .rally(let k): k.model
        case .code(let k): k.model
        }
    }

    public func accept<V: KernelVisitor>(_ visitor: V) -> V.Output {
        switch self {
        case .smallBoard(let k): visitor.visit(k)
        case .board(let k): visitor.visit(k)
        case .frames(let k): visitor.visit(k)
        case .rally(let k): visitor.visit(k)
        case .code(let k): visitor.visit(k)
        }
    }
}
