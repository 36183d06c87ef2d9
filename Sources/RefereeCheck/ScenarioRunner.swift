import RefereeEngine
import RefereeLanguage
import RefereeModel

/// The result of running one scenario.
public struct ScenarioResult: Sendable {
    public var name: String
    public var location: Location
    /// Where and why it failed; nil when it passed.
    public var failure: (location: Location, message: String)?
    /// Seconds taken.
    public var duration: Double

    public var passed: Bool { failure == nil }
}

/// Plays a scenario's steps against the engine and compares what it observes with what the
/// scenario expects. Stops at the first step that fails.
public enum ScenarioRunner {
    public static func run(_ scenario: Scenario, in book: RuleBook) -> ScenarioResult {
        let clock = ContinuousClock()
        let start = clock.now
        let failure = execute(scenario, in: book)
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return ScenarioResult(name: scenario.name, location: scenario.location, failure: failure, duration: seconds)
    }

    static func execute(_ scenario: Scenario, in book: RuleBook) -> (Location, String)? {
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
                return (scenario.location, "with the scenario's options the rules do not check: \(first)")
            }
        }
        let engine = Engine(model)
        var state = engine.newGame()
        var undone: [GameState] = []
        var history: [GameState] = []
        for step in scenario.steps {
            switch step.action {
            case .setup(let setup):
                switch engine.setup(setup, in: state) {
                case .success(let next): state = next
                case .failure(let error): return (step.location, "setup failed: \(error.message)")
                }
            case .move(let text, let failure):
                switch (engine.play(text, in: state), failure) {
                case (.success(let next), nil):
                    history.append(state)
                    undone = []
                    state = next
                case (.success, .some(let failure)):
                    let wanted = if case .message(let m) = failure { " with \"\(m)\"" } else { "" }
                    return (step.location, "expected move \(text) to be refused\(wanted), but it was played")
                case (.failure(let error), nil):
                    return (step.location, "move \(text) was refused: \(error.message)")
                case (.failure(let error), .some(.message(let wanted))):
                    if error.message != wanted {
                        return (step.location, "expected move \(text) to be refused with \"\(wanted)\", got \"\(error.message)\"")
                    }
                case (.failure, .some(.any)):
                    break
                }
            case .new:
                state = engine.newGame()
                history = []
                undone = []
            case .undo:
                guard let previous = history.popLast() else { return (step.location, "nothing to undo") }
                undone.append(state)
                state = previous
            case .redo:
                guard let next = undone.popLast() else { return (step.location, "nothing to redo") }
                history.append(state)
                state = next
            case .expect(let expectation):
                if let problem = Observer(engine: engine, state: state).check(expectation) {
                    return (step.location, problem)
                }
            }
        }
        return nil
    }
}
