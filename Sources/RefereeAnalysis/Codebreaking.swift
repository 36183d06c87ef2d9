import RefereeEngine
import RefereeModel
import Synchronization

/// How a codebreaker picks its next guess among every code, given the codes still possible.
public enum CodeStrategy: String, Sendable, CaseIterable {
    /// Knuth's minimax: the guess whose worst answer leaves the fewest codes.
    case knuth
    /// The guess that leaves the fewest codes on average (the sum of squares of the parts).
    case expected
}

/// A codebreaking strategy played against every possible secret.
public struct CodebreakingResult: Sendable, Hashable {
    public var strategy: CodeStrategy
    public var firstGuess: String
    public var secrets: Int
    /// Guesses over all secrets together.
    public var totalGuesses: Int
    public var maxGuesses: Int
    /// How many secrets took 1, 2, 3, … guesses.
    public var distribution: [Int]

    public var meanGuesses: Double { Double(totalGuesses) / Double(secrets) }
}

/// Every code of a code game, with the feedback of any guess against any code when that fits
/// in memory.
public struct CodeBook: Sendable {
    public let kernel: CodeKernel
    /// The legal guesses, in order (codes that respect the repeat rule).
    public let codes: [Int]
    /// `table[g * codes.count + s]`: the feedback of guess `codes[g]` against secret `codes[s]`.
    let table: [UInt8]
    public let answers: Int
    public let solvedAnswer: Int

    /// The code kernel that scores a code game's guesses: the engine's notation (its moves are
    /// read back through the engine).
    public static func notation(of engine: Engine) -> CodeKernel? { engine.codeNotation }

    /// The largest code space played against every secret.
    public static let largest = 6_000

    /// Whether a code book can be built for a game (and so whether the codebreakers can play
    /// it): one secret, few enough codes, and few enough kinds of feedback for a byte each.
    public static func canBuild(_ kernel: CodeKernel) -> Bool {
        !kernel.rules.severalSecrets && kernel.rules.lies == 0 && kernel.feedbackClasses <= 256 && kernel.codeCount <= Self.largest
    }

    /// Nil when the codes are too many, or the kinds of feedback too many for a byte each.
    public init?(_ kernel: CodeKernel) {
        guard Self.canBuild(kernel) else { return nil }
        let codes = (0..<kernel.codeCount).filter { kernel.everyCodeIsLegal || kernel.isDistinct($0) }
        guard codes.count <= Self.largest else { return nil }
        self.kernel = kernel
        self.codes = codes
        let n = codes.count
        var table = [UInt8](repeating: 0, count: n * n)
        for g in 0..<n {
            for s in 0..<n { table[g * n + s] = UInt8(kernel.feedbackCode(codes[g], against: codes[s])) }
        }
        self.table = table
        answers = kernel.feedbackClasses
        solvedAnswer = kernel.solvedClass
    }

    /// The code book of a game, built once in a process and then shared: a computer player asks
    /// for it at every move, and building it scores every code against every other.
    public static func shared(_ kernel: CodeKernel) -> CodeBook? {
        if let known = sharedBooks.withLock({ $0[kernel.rules] }) { return known }
        let book = CodeBook(kernel)
        sharedBooks.withLock { books in
            if books.count >= 4 { books.removeAll() }
            books[kernel.rules] = book
        }
        return book
    }

    /// The strategy's first guess (an index into `codes`), worked out once and then shared.
    public func opening(_ strategy: CodeStrategy) -> Int {
        let key = OpeningKey(rules: kernel.rules, strategy: strategy)
        if let known = sharedOpenings.withLock({ $0[key] }) { return known }
        let guess = choose(Array(codes.indices), strategy)
        sharedOpenings.withLock { openings in
            if openings.count >= 8 { openings.removeAll() }
            openings[key] = guess
        }
        return guess
    }

    @inline(__always)
    public func feedback(_ guess: Int, _ secret: Int) -> Int { Int(table[guess * codes.count + secret]) }

    /// The strategy's guess (an index into `codes`) when `candidates` are still possible. When
    /// `limit` is over before every guess is weighed, the best weighed so far.
    public func choose(_ candidates: [Int], _ strategy: CodeStrategy, within limit: ThinkingLimit = .none) -> Int {
        if candidates.count == 1 { return candidates[0] }
        var isCandidate = [Bool](repeating: false, count: codes.count)
        for c in candidates { isCandidate[c] = true }
        let n = codes.count
        var best = -1, bestScore = Int.max, bestInCandidates = false
        table.withUnsafeBufferPointer { table in
            candidates.withUnsafeBufferPointer { candidates in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: answers) { parts in
                    for g in 0..<n {
                        if g % 64 == 63, best >= 0, limit.isOver { break }
                        parts.initialize(repeating: 0)
                        let row = g * n
                        var score = 0
                        switch strategy {
                        case .knuth:
                            for s in candidates {
                                let f = Int(table[row + s])
                                parts[f] += 1
                                if parts[f] > score { score = parts[f] }
                            }
                        case .expected:
                            for s in candidates { parts[Int(table[row + s])] += 1 }
                            for p in parts { score += p * p }
                        }
                        if score < bestScore || (score == bestScore && isCandidate[g] && !bestInCandidates) {
                            best = g
                            bestScore = score
                            bestInCandidates = isCandidate[g]
                        }
                    }
                }
            }
        }
        return best
    }

    /// Plays the strategy against every secret at once, splitting the candidates by answer.
    public func evaluate(_ strategy: CodeStrategy) -> CodebreakingResult {
        var result = CodebreakingResult(
            strategy: strategy, firstGuess: "", secrets: codes.count, totalGuesses: 0, maxGuesses: 0, distribution: [])
        let first = opening(strategy)
        result.firstGuess = kernel.codeText(codes[first])
        solve(Array(codes.indices), guess: first, depth: 1, strategy, &result)
        return result
    }

    func solve(_ candidates: [Int], guess: Int, depth: Int, _ strategy: CodeStrategy, _ result: inout CodebreakingResult) {
        var parts = [[Int]](repeating: [], count: answers)
        for s in candidates { parts[feedback(guess, s)].append(s) }
        for (answer, part) in parts.enumerated() where !part.isEmpty {
            if answer == solvedAnswer {
                result.totalGuesses += depth
                result.maxGuesses = max(result.maxGuesses, depth)
                while result.distribution.count < depth { result.distribution.append(0) }
                result.distribution[depth - 1] += 1
            } else {
                solve(part, guess: choose(part, strategy), depth: depth + 1, strategy, &result)
            }
        }
    }
}

/// A codebreaker that reads the guesses and answers so far and plays a strategy.
public struct CodebreakerPlayer: ComputerPlayer {
    public let strategy: CodeStrategy

    public init(_ strategy: CodeStrategy) { self.strategy = strategy }

    public var name: String { strategy.rawValue }

    public func chooseMove(in state: GameState, engine: Engine, generator: inout SeededGenerator) -> Move? {
        choose(in: state, engine: engine, generator: &generator, within: .none).move
    }

    public func choose(in state: GameState, engine: Engine, generator: inout SeededGenerator, within limit: ThinkingLimit) -> Choice {
        guard let kernel = CodeBook.notation(of: engine), let book = CodeBook.shared(kernel),
              case .code(let view) = engine.view(state), !view.awaitingAnswer, !engine.isOver(state)
        else { return Choice(move: nil) }
        let blank = kernel.initial(seed: 0)
        // Places of the secret the rules reveal (`reveal place N`) rule out every code without
        // their symbols.
        var candidates = Array(book.codes.indices)
        if view.revealed.contains(where: { $0 != nil }) {
            candidates = candidates.filter { code in
                let symbols = Array(kernel.codeText(book.codes[code]))
                return zip(symbols, view.revealed).allSatisfy { symbol, shown in shown.map { $0 == String(symbol) } ?? true }
            }
        }
        for row in view.rows {
            guard let answer = row.feedbackClass, let guess = kernel.parse(row.guess, in: blank),
                  let g = book.codes.firstIndex(of: guess.value)
            else { continue }
            candidates = candidates.filter { book.feedback(g, $0) == answer }
        }
        guard !candidates.isEmpty else { return Choice(move: nil) }
        let guess = candidates.count == book.codes.count ? book.opening(strategy) : book.choose(candidates, strategy, within: limit)
        if limit.interrupted() { return .stopped }
        let note = limit.timeIsUp ? "\(name) ran out of time and weighed only some of the guesses" : nil
        guard case .success(let move) = engine.parse(kernel.codeText(book.codes[guess]), in: state) else { return Choice(move: nil) }
        return Choice(move: move, note: note)
    }
}

/// Code books by the rules they were built for; a CodeBook is immutable, so sharing is safe.
private let sharedBooks = Mutex<[CodeRules: CodeBook?]>([:])

private struct OpeningKey: Hashable {
    var rules: CodeRules
    var strategy: CodeStrategy
}

private let sharedOpenings = Mutex<[OpeningKey: Int]>([:])
