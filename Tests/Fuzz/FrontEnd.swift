// libFuzzer target: any bytes as a rule file. The front end must answer every input with a
// model or diagnostics, never a crash or a hang; a model it accepts must then play: every move
// the engine lists as legal must be accepted. Built by Tests/Fuzz/run.sh.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontEnd(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = SourceFile(name: "fuzz.rules", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    _ = Formatter.format(source)
    switch RuleBook.compile(source) {
    case .failure(let error):
        _ = error.rendered(color: true)
    case .success(let book):
        if case .code(let rules) = book.model.family, rules.codeSpace > 100_000 { return 0 }
        let engine = Engine(book.model)
        var state = engine.newGame(seed: UInt64(size))
        var generator = SeededGenerator(seed: UInt64(size))
        for _ in 0..<200 {
            let moves = engine.legalMoves(state)
            if moves.isEmpty { break }
            let move = moves[generator.below(moves.count)]
            guard case .success(let next) = engine.play(move, in: state) else {
                fatalError("the engine refused a move it listed as legal: \(engine.format(move, in: state))")
            }
            state = next
        }
        _ = engine.resultMessage(state)
    }
    return 0
}
