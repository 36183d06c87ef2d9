import RefereeModel

/// A code game's codes in the general interpreter: which codes a guess may name, the feedback a
/// guess earns, and the answers a codemaker may type.
///
/// A guess is answered with the notation's packed scoring (`CodeKernel.feedbackCode`), the code
/// kernel's own; `CodeScoringTests` holds it to the rule stated symbol by symbol in each shipped
/// code game, every code guessed against a spread of secrets (against every secret where the
/// codes are few). How codes and
/// feedback are written and read, and which typed answers some code could still earn, are the
/// code family's notation, shared with its kernel (`notation`). A class, so that the compiled
/// program holds it by reference and stays small to copy.
final class CoreCodes: Sendable {
    let layout: CodeLayout
    let notation: CodeKernel
    /// With counted feedback (`feedback "B" "W"`), the notation's codes packed in words
    /// (`CodeKernel.packedSymbols`, `packedCounts`), kept here for `feedbackCode` and
    /// `lastMarks`: read through `notation`, a struct of a kilobyte, they copied all of it at
    /// every guess. Empty for other feedback, and for codes too many to pack.
    private let packedSymbols: [UInt64], packedCounts: [UInt64]
    /// Where the secret, the guesses, the answers and `answering` live in the state.
    let secret: Int
    /// Where every secret lives, the first being `secret` (one entry without `secrets N`).
    let secrets: [Int]
    let guesses: Int
    let answers: Int
    let answering: Int
    /// The codes a guess may name, in increasing order, when not every code may be guessed.
    let distinct: [Int]?
    /// How many codes there are (`notation.codeCount`, kept apart as `packedSymbols` is).
    let codeCount: Int
    /// With several secrets, how wide one secret's answer is shown (see `shown`).
    let shownWidth: Int
    /// How many symbols a code has (`layout.rules.length`).
    let length: Int
    /// How a game's secret is drawn (`notation.secretDraw`, kept apart as `packedSymbols` is).
    let secretDraw: CodeSecretDraw
    /// With counted feedback packed, each class's marks, which `lastMarks` reads in place of
    /// the class's division by the length plus one; empty for other feedback.
    private let marksOfClass: [CodeKernel.Feedback]

    /// Typed text that is no answer, as the chosen value of an answer move, so that play can say
    /// what is wrong with it.
    static let notFeedback = 0xFFFFFF
    static let tooManyMarks = 0xFFFFFE
    /// Typed answers to several secrets that are not one for each secret not yet found.
    static let wrongParts = 0xFFFFFD

    init(_ layout: CodeLayout, model: GameModel, slots: [Int]) {
        self.layout = layout
        let notation = CodeKernel(model: model, rules: layout.rules)
        self.notation = notation
        let counted = !layout.rules.feedbackByPosition && !layout.rules.commonFeedback && !notation.packedCounts.isEmpty
        packedSymbols = counted ? notation.packedSymbols : []
        packedCounts = counted ? notation.packedCounts : []
        secret = slots[layout.secret]
        secrets = (0..<max(layout.rules.secrets, 1)).map { slots[layout.secret + $0] }
        guesses = slots[layout.guesses]
        answers = slots[layout.answers]
        answering = slots[layout.answering]
        let length = layout.rules.length
        self.length = length
        marksOfClass = counted ? (0..<(length + 1) * (length + 1)).map { CodeKernel.countedFeedback(ofClass: $0, length: length) } : []
        shownWidth = layout.rules.severalSecrets ? Self.shownWidth(notation) : 0
        codeCount = notation.codeCount
        secretDraw = notation.secretDraw
        distinct = notation.everyCodeIsLegal
            ? nil : (0..<notation.codeCount).filter { Set(notation.decode($0)).count == length }
    }

    /// How many codes a guess may name.
    var guessCount: Int { distinct?.count ?? codeCount }

    /// The `n`-th code a guess may name.
    func guess(_ n: Int) -> Int { distinct?[n] ?? n }

    func isGuess(_ code: Int) -> Bool {
        guard code >= 0, code < codeCount else { return false }
        return distinct == nil || Set(notation.decode(code)).count == layout.rules.length
    }

    /// The notation's feedback class of a guess against a secret (`CodeKernel.feedbackCode`).
    @inline(__always)
    func feedbackCode(_ guess: Int, against secret: Int) -> Int {
        guard packedCounts.isEmpty else {
            return CodeKernel.countedClass(guess, against: secret, packedSymbols, packedCounts, length: length)
        }
        return notation.feedbackCode(guess, against: secret)
    }

    /// The answers the codemaker may give now, in increasing order.
    func answersAllowed<Bits>(_ state: CoreKernel<Bits>.State) -> [Int] {
        secrets.count > 1 ? answersAllowedToEach(state) : notation.answersAllowed(record(state))
    }

    /// The game so far as the code family's notation reads it.
    func record<Bits>(_ state: CoreKernel<Bits>.State) -> CodeKernel.State {
        var record = CodeKernel.State(secret: state.values[secret] < 0 ? nil : state.values[secret])
        record.guesses = Array(state.lists[guesses])
        record.feedback = state.lists[answers].map(notation.feedback(ofClass:))
        record.awaitingAnswer = state.values[answering] != 0
        return record
    }

    /// The feedback the secret gives the last guess, as a class; -1 when the secret is unknown.
    /// The state is lent by address, as by `CoreCompiler.codeRead`: given by value, it was
    /// copied at every guess.
    func answer<Bits>(_ state: UnsafePointer<CoreKernel<Bits>.State>) -> Int {
        let code = state.pointee.values[secret]
        let made = state.pointee.lists[guesses].count
        guard code >= 0, made > 0 else { return -1 }
        let guess = state.pointee.lists[guesses][made - 1]
        return secrets.count > 1 ? answerToEach(guess, state) : feedbackCode(guess, against: code)
    }

    /// Whether the code `chosen` names earns every answer given so far to the guess it answered.
    func fits<Bits>(_ state: UnsafePointer<CoreKernel<Bits>.State>) -> Bool {
        let code = state.pointee.chosen
        guard isGuess(code) else { return false }
        let guessed = state.pointee.lists[guesses], answered = state.pointee.lists[answers]
        for i in 0..<min(guessed.count, answered.count) where notation.feedbackCode(guessed[i], against: code) != answered[i] {
            return false
        }
        return true
    }

    /// The symbol at a place (from 1) of a code, as its place among the code's symbols (from 1);
    /// 0 when there is no such code or place.
    func symbol(of code: Int, at place: Int) -> Int {
        guard isGuess(code), place >= 1, place <= layout.rules.length else { return 0 }
        return notation.symbol(of: code, at: place - 1) + 1
    }

    /// The symbol at a place (from 1) of the `guess`-th guess made (from 1); 0 when there is none.
    func guessedSymbol<Bits>(_ state: UnsafePointer<CoreKernel<Bits>.State>, guess: Int, at place: Int) -> Int {
        let guessed = state.pointee.lists[guesses]
        guard guess >= 1, guess <= guessed.count else { return 0 }
        return symbol(of: guessed[guess - 1], at: place)
    }

    /// The mark by position the `guess`-th guess got at a place (from 1): 2 exact, 1 partial, 0 a
    /// miss or nothing there; always 0 with counted feedback, which has no marks by place.
    func mark<Bits>(_ state: UnsafePointer<CoreKernel<Bits>.State>, guess: Int, at place: Int) -> Int {
        let answered = state.pointee.lists[answers], n = layout.rules.length
        guard layout.rules.feedbackByPosition, guess >= 1, guess <= answered.count, place >= 1, place <= n else { return 0 }
        var pattern = answered[guess - 1]
        for _ in place..<n { pattern /= 3 }
        return pattern % 3
    }

    /// The last answer's marks, exact and partial; zero before any.
    @inline(__always)
    func lastMarks<Bits>(_ state: UnsafePointer<CoreKernel<Bits>.State>) -> CodeKernel.Feedback {
        let given = state.pointee.lists[answers].count
        guard given > 0 else { return CodeKernel.Feedback(exact: 0, partial: 0) }
        let last = state.pointee.lists[answers][given - 1]
        guard last >= 0, last < marksOfClass.count else { return marks(ofClass: last) }
        return marksOfClass[last]
    }

    /// The marks of a feedback class not in `marksOfClass`, out of line: the notation's own
    /// reading of a class needs a frame of a kilobyte.
    @inline(never)
    private func marks(ofClass answer: Int) -> CodeKernel.Feedback {
        packedCounts.isEmpty ? notation.feedback(ofClass: answer) : CodeKernel.countedFeedback(ofClass: answer, length: length)
    }
}
