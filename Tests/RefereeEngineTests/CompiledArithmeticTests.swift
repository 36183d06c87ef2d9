import RefereeLanguage
import RefereeModel
import Testing
@testable import RefereeEngine

/// The interpreter's compiled operators run the `Evaluator`'s arithmetic
/// inlined in the engine: at the edges of `Int` (overflow, division by zero
/// and by -1) they must give what the `Evaluator` gives when it folds the same
/// expression.
@Suite("Compiled arithmetic")
struct CompiledArithmeticTests {
    static let edges = [
        Int.min, Int.min + 1, -7, -1, 0, 1, 3, 7, Int.max - 1, Int.max,
    ]
    static let operators: [BinaryOp] = [
        .add, .subtract, .multiply, .divide, .remainder, .equal, .notEqual,
        .less, .lessOrEqual, .greater, .greaterOrEqual, .and, .or,
    ]

    static func kernel() throws -> CoreKernel<UInt64> {
        let text = "referee 1\nplayers X O\nboard 3 by 3\nwin 3 in a row\n"
        let source = SourceFile(name: "a.rules", text: text)
        let model = try RuleBook.compile(source).get().model
        guard case .smallCore(let core) = try AnyKernel(model, path: .general)
        else { throw CancellationError() }
        return core
    }

    @Test(arguments: operators)
    func anOperatorGivesWhatTheEvaluatorGives(_ op: BinaryOp) throws {
        let kernel = try Self.kernel()
        let state = kernel.initial(seed: 1)
        for x in Self.edges {
            for y in Self.edges {
                let expr = Expr.binary(op, .int(x), .int(y))
                let compiled = kernel.program.compiler.compile(expr)
                let constant = Evaluator.fold(expr)
                let folded: Int? =
                    if case .int(let v) = constant { v }
                    else if case .bool(let b) = constant { b ? 1 : 0 }
                    else { nil }
                let said = "\(x) \(op.rawValue) \(y)"
                #expect(evaluate(compiled, state, 0, 1) == folded, "\(said)")
                #expect(Evaluator.apply(op, x, y) == folded, "\(said)")
            }
        }
    }

    @Test func negationSaturates() throws {
        let kernel = try Self.kernel()
        let state = kernel.initial(seed: 1)
        let negated = kernel.program.compiler.compile(
            .unary(.negate, .int(Int.min)))
        #expect(evaluate(negated, state, 0, 1) == Int.max)
        #expect(Evaluator.negated(Int.min) == Int.max)
        #expect(Evaluator.negated(5) == -5)
    }
}
