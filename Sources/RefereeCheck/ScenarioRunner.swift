import RefereeEngine
import RefereeLanguage
import RefereeModel

/// Why a scenario failed: the step, the message the text report prints, and the expected and
/// actual values apart, for machine-readable reports.
public struct ScenarioFailure: Sendable, Hashable {
    /// The step that failed.
    public var location: Location
    /// "expected result "X Wins", got none", as the text report prints it.
    public var message: String
    /// What the step wanted, as the scenario would write it.
    public var expected: String
    /// What the game did instead.
    public var actual: String

    public init(location: Location, message: String, expected: String, actual: String) {
        self.location = location
        self.message = message
        self.expected = expected
        self.actual = actual
    }
}

/// The result of running one scenario.
public struct ScenarioResult: Sendable {
    public var name: String
    public var location: Location
    /// Where and why it failed; nil when it passed.
    public var failure: ScenarioFailure?
    /// Seconds taken.
    public var duration: Double

    public var passed: Bool { failure == nil }
}

/// Plays a scenario's steps against the engine and compares what it observes with what the
/// scenario expects. Stops at the first step that fails.
public enum ScenarioRunner {
    /// Runs a scenario on the engine.
    public static func run(_ scenario: Scenario, in book: RuleBook) -> ScenarioResult {
        let (failure, seconds) = Stopwatch.time { execute(scenario, in: book) }
        return ScenarioResult(name: scenario.name, location: scenario.location, failure: failure, duration: seconds)
    }

    static func execute(_ scenario: Scenario, in book: RuleBook) -> ScenarioFailure? {
        func fail(_ location: Location, _ message: String, expected: String, actual: String) -> ScenarioFailure {
            ScenarioFailure(location: location, message: message, expected: expected, actual: actual)
        }
        let model: GameModel
        if scenario.options.isEmpty {
            model = book.model
        } else {
            var options = book.optionDefaults
            for (name, value) in scenario.options { options[name] = value }
            switch book.model(options: options) {
            case .success(let m): model = m
            case .failure(let error):
                let first = error.errors.first?.diagnostic.message ?? "the options do not fit the rules"
                return fail(
                    scenario.location, "with the scenario's options the rules do not check: \(first)",
                    expected: "rules that check with the scenario's options", actual: first)
            }
        }
        let engine = Engine(model)
        var state = engine.newGame(seed: scenario.seed)
        var undone: [GameState] = []
        var history: [GameState] = []
        for step in scenario.steps {
            switch step.action {
            case .setup(let setup):
                switch engine.setup(setup, in: state) {
                case .success(let next): state = next
                case .failure(let error):
                    return fail(step.location, "setup failed: \(error.message)", expected: "the setup applied", actual: error.message)
                }
            case .move(let text, let failure):
                switch (engine.play(text, in: state), failure) {
                case (.success(let next), nil):
                    history.append(state)
                    undone = []
                    state = next
                case (.success, .some(let failure)):
                    let wanted = if case .message(let m) = failure { " with \"\(m)\"" } else { "" }
                    return fail(
                        step.location, "expected move \(text) to be refused\(wanted), but it was played",
                        expected: "move \(text) refused\(wanted)", actual: "move \(text) played")
                case (.failure(let error), nil):
                    return fail(
                        step.location, "move \(text) was refused: \(error.message)",
                        expected: "move \(text) played", actual: "refused: \(error.message)")
                case (.failure(let error), .some(.message(let wanted))):
                    if error.message != wanted {
                        return fail(
                            step.location, "expected move \(text) to be refused with \"\(wanted)\", got \"\(error.message)\"",
                            expected: "\"\(wanted)\"", actual: "\"\(error.message)\"")
                    }
                case (.failure, .some(.any)):
                    break
                }
            case .new:
                state = engine.newGame(seed: scenario.seed)
                history = []
                undone = []
            case .undo:
                guard let previous = history.popLast() else {
                    return fail(step.location, "nothing to undo", expected: "a move to undo", actual: "no move played")
                }
                undone.append(state)
                state = previous
            case .redo:
                guard let next = undone.popLast() else {
                    return fail(step.location, "nothing to redo", expected: "a move to redo", actual: "no move undone")
                }
                history.append(state)
                state = next
            case .expect(let expectation):
                if let problem = Observer(engine: engine, state: state).check(expectation) {
                    return fail(step.location, problem.message, expected: problem.expected, actual: problem.actual)
                }
            }
        }
        return nil
    }
}

/// Times a piece of work in seconds.
enum Stopwatch {
    static func time<T>(_ work: () throws -> T) rethrows -> (T, Double) {
        let clock = ContinuousClock()
        let start = clock.now
        let value = try work()
        return (value, seconds(clock.now - start))
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
