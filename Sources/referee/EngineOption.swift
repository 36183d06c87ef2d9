import ArgumentParser
import RefereeEngine
import RefereeModel

extension EnginePath: ExpressibleByArgument {}

/// `--engine automatic|kernel|general`: which implementation of the rules runs the games, for
/// debugging the kernels against the general interpreter.
struct EngineOption: ParsableArguments {
    @Option(name: .customLong("engine"), help: ArgumentHelp(
        "Run the rules on 'kernel' (a family's fast path), 'general' (the core interpreter) or 'automatic'.",
        valueName: "path"))
    var path: EnginePath = .automatic

    /// Makes the chosen path the process's, and says on standard error for each model that cannot
    /// take it which path runs it instead.
    func select(for models: [(name: String, model: GameModel)]) {
        EnginePath.selected = path
        guard path != .automatic else { return }
        for (name, model) in models {
            do {
                _ = try AnyKernel(model, path: path)
            } catch {
                Output.error("\(name): \(error.message); it runs on the automatic path")
            }
        }
    }
}
