import RefereeLanguage
import RefereeModel
import Testing
@testable import RefereeEngine

/// The compiler reads most operands in place (a constant, a kept value, a player's kept value)
/// and folds what does not read the game: every shape of operands an operator can be compiled
/// for, and every constant it can fold, must give what the `Evaluator` gives.
@Suite("Compiled operands")
struct CompiledOperandTests {
    static let edges = CompiledArithmeticTests.edges
    static let operators = CompiledArithmeticTests.operators

    /// A game that keeps `a`, `b` and `c` per player, whose expressions the tests compile.
    static func kernel() throws -> CoreKernel<UInt64> {
        let text = """
            referee 1
            players X O
            state a = 0
            state b = 0
            state c per player = 0
            move number 0 to 3
            end when a > 5: draw

            """
        let model = try RuleBook.compile(SourceFile(name: "a.rules", text: text)).get().model
        guard case .smallCore(let core) = try AnyKernel(model, path: .general) else { throw CancellationError() }
        return core
    }

    static let a = Expr.state(.variable(0)), b = Expr.state(.variable(1))

    /// `e` as an expression that is no operand, so that it is compiled to a closure of its own.
    static func computed(_ e: Expr) -> Expr { .call(.max, [e, e]) }

    @Test(arguments: operators)
    func everyShapeOfOperandsGivesWhatTheEvaluatorGives(_ op: BinaryOp) throws {
        let kernel = try Self.kernel()
        let slots = kernel.program.slots
        var state = kernel.initial(seed: 1)
        let (a, b) = (Self.a, Self.b)
        let cOfNext = Expr.of(.variable(2), .state(.next)), cOfMover = Expr.of(.variable(2), .state(.mover))
        for x in Self.edges {
            for y in Self.edges {
                state.values[slots[0]] = x
                state.values[slots[1]] = y
                state.values[slots[2]] = x
                state.values[slots[2] + 1] = y
                let shapes: [(Expr, Expr)] = [
                    (a, b), (a, .int(y)), (.int(x), b), (Self.computed(a), .int(y)), (.int(x), Self.computed(b)),
                    (Self.computed(a), Self.computed(b)), (a, Self.computed(b)), (Self.computed(a), b),
                    (cOfMover, cOfNext), (cOfMover, .int(y)), (.of(.variable(2), .player(0)), .of(.variable(2), .player(1))),
                ]
                for (left, right) in shapes {
                    let compiled = kernel.program.compiler.compile(.binary(op, left, right))
                    #expect(evaluate(compiled, state, 0, 1) == Evaluator.apply(op, x, y), "\(left) \(op.rawValue) \(right)")
                }
            }
        }
    }

    @Test(arguments: operators)
    func aConstantTruthOnEitherSideGivesWhatTheEvaluatorGives(_ op: BinaryOp) throws {
        let kernel = try Self.kernel()
        var state = kernel.initial(seed: 1)
        for x in Self.edges {
            state.values[kernel.program.slots[0]] = x
            for truth in [false, true] {
                let t = truth ? 1 : 0
                for operand in [Self.a, Self.computed(Self.a)] {
                    let left = kernel.program.compiler.compile(.binary(op, operand, .bool(truth)))
                    let right = kernel.program.compiler.compile(.binary(op, .bool(truth), operand))
                    #expect(evaluate(left, state, 0, 1) == Evaluator.apply(op, x, t), "\(x) \(op.rawValue) \(truth)")
                    #expect(evaluate(right, state, 0, 1) == Evaluator.apply(op, t, x), "\(truth) \(op.rawValue) \(x)")
                }
            }
        }
    }

    /// `not` of a comparison is compiled as the opposite comparison, and `if` of a comparison
    /// chooses between operands read in place: both must give what the `Evaluator` gives.
    @Test(arguments: [BinaryOp.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual])
    func aComparisonNegatedOrChoosingGivesWhatTheEvaluatorGives(_ op: BinaryOp) throws {
        let kernel = try Self.kernel()
        let slots = kernel.program.slots
        var state = kernel.initial(seed: 1)
        let compiler = kernel.program.compiler
        let test = Expr.binary(op, Self.a, Self.b)
        let negated = compiler.compile(.unary(.not, test))
        let chosen = compiler.compile(.choose(test, Self.a, Self.b))
        let chosenComputed = compiler.compile(.choose(test, Self.computed(Self.a), .int(-5)))
        for x in Self.edges {
            for y in Self.edges {
                state.values[slots[0]] = x
                state.values[slots[1]] = y
                let holds = Evaluator.apply(op, x, y) != 0
                #expect(evaluate(negated, state, 0, 1) == (holds ? 0 : 1), "not \(x) \(op.rawValue) \(y)")
                #expect(evaluate(chosen, state, 0, 1) == (holds ? x : y), "if \(x) \(op.rawValue) \(y)")
                #expect(evaluate(chosenComputed, state, 0, 1) == (holds ? x : -5), "if \(x) \(op.rawValue) \(y)")
            }
        }
    }

    @Test func aPlayersValueOfNoPlayerReadsZero() throws {
        let kernel = try Self.kernel()
        var state = kernel.initial(seed: 1)
        let slot = kernel.program.slots[2]
        state.values[slot] = 4
        state.values[slot + 1] = 9
        let compiler = kernel.program.compiler
        let whose: [(Expr, (Int, Int, Int) -> Int)] = [
            (.state(.mover), { m, _, _ in m }), (.state(.next), { _, n, _ in n }), (.state(.chosen), { _, _, c in c }),
        ]
        for (who, player) in whose {
            let read = compiler.compile(.of(.variable(2), who))
            let compared = compiler.compile(.binary(.equal, .of(.variable(2), who), .int(0)))
            for (mover, next, chosen) in [(0, 1, 0), (1, 0, 1), (2, -1, 2), (-1, 5, -1)] {
                state.chosen = chosen
                let p = player(mover, next, chosen)
                let expected = p == 0 ? 4 : p == 1 ? 9 : 0
                #expect(evaluate(read, state, mover, next) == expected, "\(who) = \(p)")
                #expect(evaluate(compared, state, mover, next) == (expected == 0 ? 1 : 0), "\(who) = \(p)")
            }
        }
        for p in [-1, 0, 1, 2] {
            let read = compiler.compile(.of(.variable(2), .player(p)))
            #expect(evaluate(read, state, 0, 1) == (p == 0 ? 4 : p == 1 ? 9 : 0), "player \(p)")
        }
    }

    @Test func aConstantConditionChoosesOneBranchAsTheEvaluatorDoes() throws {
        let kernel = try Self.kernel()
        var state = kernel.initial(seed: 1)
        state.values[kernel.program.slots[0]] = 7
        state.values[kernel.program.slots[1]] = -3
        let compiler = kernel.program.compiler
        for (condition, expected) in [(Expr.bool(true), 7), (.bool(false), -3), (.binary(.less, .int(2), .int(1)), -3),
                                      (.call(.max, [.int(0), .int(4)]), 7)] {
            let chosen = compiler.compile(.choose(condition, Self.a, Self.b))
            #expect(evaluate(chosen, state, 0, 1) == expected, "\(condition)")
        }
    }

    @Test func anExpressionOfConstantsIsFoldedToTheEvaluatorsValue() throws {
        let kernel = try Self.kernel()
        let state = kernel.initial(seed: 1)
        let expressions: [(Expr, Int)] = [
            (.binary(.add, .int(Int.max), .int(1)), Int.max), (.unary(.negate, .int(Int.min)), Int.max), (.unary(.not, .int(3)), 0),
            (.call(.min, [.int(4), .int(-2), .int(9)]), -2), (.call(.count, [.bool(true), .bool(false), .binary(.equal, .int(1), .int(1))]), 2),
            (.entry(of: [5, 6, 7], at: .int(2)), 6), (.entry(of: [5, 6, 7], at: .int(4)), 0), (.player(1), 1),
            (.choose(.bool(false), .int(1), .binary(.remainder, .int(-7), .int(3))), -1),
        ]
        for (expr, value) in expressions {
            #expect(Evaluator.constantValue(expr) == value, "\(expr)")
            #expect(evaluate(kernel.program.compiler.compile(expr), state, 0, 1) == value, "\(expr)")
        }
        #expect(Evaluator.constantValue(.binary(.add, Self.a, .int(1))) == nil)
    }
}
