import Foundation
import RefereeLanguage
import RefereeModel
import Testing
@testable import RefereeEngine

/// The general interpreter answers a guess with the code family's packed scoring
/// (`CodeKernel.feedbackCode`) and draws a game's secret without building lists
/// (`CodeKernel.drawnSecret`); both are held here to the rule stated plainly (`plainClass`,
/// `pooledSecret`), for every shipped code game.
@Suite("Code games' scoring and secrets")
struct CodeScoringTests {
    /// The code games among the shipped rule files, with their interpreter's codes.
    static let games: [String] = StateGraphTests.files.filter { path in
        (try? codes(path)) != nil
    }

    static func codes(_ path: String) throws -> CoreCodes? {
        let model = try StateGraphTests.shipped(path)
        guard case .smallCore(let kernel) = try AnyKernel(model, path: .general) else { return nil }
        return kernel.program.codes
    }

    /// The feedback class a guess earns against a secret, the rule stated symbol by symbol:
    /// counted, `exact * (length + 1) + partial`, where partial marks are the symbols the two
    /// codes share beyond the exact ones; common feedback, the symbols shared (`length + 1` for
    /// the secret itself); by position, a base-3 digit a place, the first most significant: 2
    /// where the symbols agree, else 1 where the guess's symbol is in a place of the secret not
    /// yet marked (the leftmost such), else 0.
    static func plainClass(_ codes: CoreCodes, _ guess: Int, against secret: Int) -> Int {
        let rules = codes.layout.rules, n = rules.length, k = rules.alphabet.count
        if rules.commonFeedback, guess == secret { return n + 1 }
        let g = (0..<n).map { codes.notation.symbol(of: guess, at: $0) }
        let s = (0..<n).map { codes.notation.symbol(of: secret, at: $0) }
        let exact = (0..<n).filter { g[$0] == s[$0] }.count
        let shared = (0..<k).reduce(0) { sum, symbol in
            sum + min(g.filter { $0 == symbol }.count, s.filter { $0 == symbol }.count)
        }
        if rules.commonFeedback { return shared }
        guard rules.feedbackByPosition else { return exact * (n + 1) + shared - exact }
        var taken = (0..<n).map { g[$0] == s[$0] }
        var pattern = 0
        for i in 0..<n {
            var mark = 0
            if g[i] == s[i] {
                mark = 2
            } else if let j = (0..<n).first(where: { !taken[$0] && s[$0] == g[i] }) {
                taken[j] = true
                mark = 1
            }
            pattern = pattern * 3 + mark
        }
        return pattern
    }

    @Test func theShippedCodeGamesAreFound() {
        #expect(Self.games.contains("rules/mastermind.rules"))
        #expect(Self.games.count >= 5)
    }

    /// Every code as the guess against a spread of secrets (every secret when the code space is
    /// small enough for all pairs), and every code against itself.
    @Test(arguments: games)
    func packedScoringAgreesWithThePlainRule(_ path: String) throws {
        let codes = try #require(try Self.codes(path))
        let count = codes.notation.codeCount
        let step = max(1, count * count / 60_000)
        var pairs = 0, differing: [String] = []
        for secret in stride(from: 0, to: count, by: step) {
            for guess in 0..<count {
                pairs += 1
                let plain = Self.plainClass(codes, guess, against: secret), packed = codes.notation.feedbackCode(guess, against: secret)
                if plain != packed, differing.count < 5 { differing.append("guess \(guess) secret \(secret): \(plain) against \(packed)") }
            }
        }
        for code in 0..<count where Self.plainClass(codes, code, against: code) != codes.notation.feedbackCode(code, against: code) {
            differing.append("code \(code) against itself")
        }
        #expect(differing.isEmpty, "\(path): \(differing)")
        #expect(pairs >= min(count * count, 60_000) / 2)
    }

    /// Exact marks count the zero bytes of two packed codes' difference; the count is held to
    /// the bytes read one by one, over words with every number of zero bytes.
    @Test func zeroBytesAreCountedByteByByte() {
        var generator = SeededGenerator(seed: 9)
        var differing: [UInt64] = []
        for _ in 0..<20_000 {
            var x = generator.next()
            for i in 0..<8 where generator.below(2) == 0 { x &= ~(0xFF << UInt64(8 * i)) }
            if generator.below(8) == 0 { x |= 0x8080_8080_8080_8080 & generator.next() }
            let plain = (0..<8).filter { (x >> UInt64(8 * $0)) & 0xFF == 0 }.count
            if CodeKernel.zeroBytes(x) != plain, differing.count < 5 { differing.append(x) }
        }
        for x: UInt64 in [0, .max, 0x80, 0x8000_0000_0000_0000, 0x0101_0101_0101_0101] {
            let plain = (0..<8).filter { (x >> UInt64(8 * $0)) & 0xFF == 0 }.count
            if CodeKernel.zeroBytes(x) != plain { differing.append(x) }
        }
        #expect(differing.isEmpty, "\(differing.map { String($0, radix: 16) })")
    }

    /// The marks a guess earns read directly (`feedback(_:against:)`, which a random game of the
    /// code kernel reads at every guess) are those of its class (`feedback(ofClass:)` of
    /// `feedbackCode`), over the same spread of pairs.
    @Test(arguments: games)
    func marksReadDirectlyAreThoseOfTheClass(_ path: String) throws {
        let notation = try #require(try Self.codes(path)).notation
        let count = notation.codeCount
        let step = max(1, count * count / 60_000)
        var differing: [String] = []
        for secret in stride(from: 0, to: count, by: step) {
            for guess in 0..<count {
                let direct = notation.feedback(guess, against: secret)
                let viaClass = notation.feedback(ofClass: notation.feedbackCode(guess, against: secret))
                if direct != viaClass, differing.count < 5 { differing.append("guess \(guess) secret \(secret): \(direct) against \(viaClass)") }
            }
        }
        #expect(differing.isEmpty, "\(path): \(differing)")
    }

    /// The secret as the rule states the draw: symbol by symbol from the seed's generator, from
    /// the whole alphabet with repeats, else from a pool of the symbols left in alphabet order.
    static func pooledSecret(_ rules: CodeRules, seed: UInt64) -> Int? {
        if rules.adversary { return nil }
        var g = SeededGenerator(seed: seed)
        if let words = rules.words { return g.below(words.count) }
        var pool = Array(0..<rules.alphabet.count), code = 0
        for _ in 0..<rules.length {
            let symbol = rules.repeats ? g.below(rules.alphabet.count) : pool.remove(at: g.below(pool.count))
            code = code * rules.alphabet.count + symbol
        }
        return code
    }

    @Test(arguments: games)
    func secretsAreDrawnAsThePooledRuleDrawsThem(_ path: String) throws {
        let codes = try #require(try Self.codes(path))
        let rules = codes.layout.rules
        for seed in UInt64(0)..<2_000 {
            let drawn = codes.notation.drawnSecret(seed: seed)
            #expect(drawn == Self.pooledSecret(rules, seed: seed), "\(path), seed \(seed)")
            if let drawn, !rules.repeats, rules.words == nil {
                #expect(Set(codes.notation.decode(drawn)).count == rules.length, "\(path): repeated symbols in \(drawn)")
            }
        }
    }
}
