// libFuzzer target: any bytes as lines typed at `referee play`, on each shipped game (the first
// byte picks the game). Every command must get an answer; a command that fails must leave the
// game, its moves and its history exactly as they were. Lines that would touch files (save,
// load) are skipped. Built by Tests/Fuzz/run.sh, which sets REFEREE_ROOT.

import Foundation

let games: [Engine] = {
    let root = ProcessInfo.processInfo.environment["REFEREE_ROOT"] ?? "."
    let files = ["tictactoe", "tictactoe-vs-computer", "bowling", "table-tennis", "mastermind"]
    return files.compactMap { name in
        guard case .success(let book) = RuleBook.load(path: "\(root)/rules/\(name).rules") else { return nil }
        return Engine(book.model)
    }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommands(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0, !games.isEmpty else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var session = Session(engine: games[Int(bytes[0]) % games.count], seed: 7)
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(500) {
        let word = line.split(separator: " ").first.map(String.init) ?? ""
        if ["save", "load"].contains(word) { continue }
        let state = session.state
        let moves = session.moves
        let response = session.execute(String(line))
        if !response.ok {
            if session.state != state || session.moves != moves { fatalError("a refused command changed the game: \(line)") }
            if response.error == nil { fatalError("a refused command gave no reason: \(line)") }
        }
        if response.quit { break }
    }
    return 0
}
