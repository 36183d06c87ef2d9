import Foundation
import RefereeLanguage
import RefereeModel
import Testing
@testable import RefereeEngine

/// The general interpreter answers a guess with the code family's packed scoring
/// (`CodeKernel.feedbackCode`) and draws a game's secret without building lists
/// (`CodeKernel.drawnSecret`); both are held here to the rule stated plainly, for every shipped
/// code game.
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
                let plain = codes.score(guess, against: secret), packed = codes.notation.feedbackCode(guess, against: secret)
                if plain != packed, differing.count < 5 { differing.append("guess \(guess) secret \(secret): \(plain) against \(packed)") }
            }
        }
        for code in 0..<count where codes.score(code, against: code) != codes.notation.feedbackCode(code, against: code) {
            differing.append("code \(code) against itself")
        }
        #expect(differing.isEmpty, "\(path): \(differing)")
        #expect(pairs >= min(count * count, 60_000) / 2)
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
