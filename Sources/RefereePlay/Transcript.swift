import Foundation
import RefereeEngine
import RefereeLanguage
import RefereeModel

/// `save FILE` and `load FILE`: a game written as a scenarios file that names its rule file, so
/// that `load` replays it and `referee check FILE` runs it as a test of the final position.
extension Session {
    /// The transcript of the current game: `referee 1`, `rules "PATH"` (`rulesReference`, as the
    /// transcript file will see it), then one scenario with the options, the set-ups, the moves
    /// and what the final position must show.
    public func transcript(rulesReference: String) -> String {
        var lines = [
            "referee 1",
            "# \(model.title), saved by 'referee play'. 'referee check' on this file replays the moves and",
            "# checks the final position; 'load' at the play prompt replays it.",
            "rules \(Self.quoted(rulesReference))",
        ] + nameLines + [
            "",
            "scenario \(Self.quoted("\(model.title) as played"))",
        ]
        for (name, value) in options.sorted(by: { $0.key < $1.key }) where book?.optionDefaults[name] != nil {
            lines.append("  option \(name) = \(value)")
        }
        if gameSeed != 0 { lines.append("  seed \(gameSeed)") }
        let setupLines = model.presentation.setupLines(self)
        if setupLines.contains(where: { $0.hasPrefix("  setup secret ") && $0 != "  setup secret unknown" }) {
            lines.insert("# It holds the secret code (its 'setup secret' line): whoever reads it knows the code.", at: 3)
        }
        lines += setupLines
        let drawn = engine.drawnValues(history.first ?? state)
        for case .value(let name, let values) in drawn {
            lines.append("  setup value \(name) \(values.map(Self.scenarioWord).joined(separator: " "))")
        }
        if drawn.contains(where: { if case .value(let name, _) = $0 { hiddenValues.contains(name) } else { false } }) {
            lines.insert(contentsOf: [
                "# It holds values drawn by chance that the game hides (its 'setup value' lines): whoever",
                "# reads it knows them.",
            ], at: 3)
        }
        for setup in setups {
            switch setup {
            case .marks(let player, let cells): lines.append("  setup \(player) at \(cells.map(Self.scenarioWord).joined(separator: " "))")
            case .turn(let player): lines.append("  setup turn \(player)")
            case .points(let points): lines.append("  setup points \(points.map(String.init).joined(separator: " "))")
            case .server(let player): lines.append("  setup server \(player)")
            case .value(let name, let values):
                // A drawn value is written above, as the game started.
                if !drawn.contains(where: { if case .value(name, _) = $0 { true } else { false } }) {
                    lines.append("  setup value \(name) \(values.map(Self.scenarioWord).joined(separator: " "))")
                }
            case .secret, .secretUnknown, .rolls: break
            }
        }
        let (written, sealedLines) = transcribedMoves
        lines.insert(contentsOf: sealedLines, at: 3)
        if log.contains(where: { $0.seen.contains { $0.number == nil } }) {
            lines.insert(contentsOf: [
                "# It holds the cards dealt that the game hides (its 'setup draw' lines): whoever",
                "# reads it knows them.",
            ], at: 3)
        }
        var chunk: [String] = []
        for played in log.prefix(written) {
            if !played.rolled.isEmpty {
                // What chance gave, fixed before the move that rolled it, so that a replay from
                // any seed rolls the same.
                if !chunk.isEmpty { lines.append("  moves " + chunk.joined(separator: " ")) }
                chunk = []
                let verb = played.seen.allSatisfy(\.card) ? "draw" : "roll"
                lines.append("  setup \(verb) " + played.rolled.map(String.init).joined(separator: " "))
            }
            chunk.append(Self.scenarioWord(played.move))
            if chunk.count == 16 {
                lines.append("  moves " + chunk.joined(separator: " "))
                chunk = []
            }
        }
        if !chunk.isEmpty { lines.append("  moves " + chunk.joined(separator: " ")) }
        lines += expectations(at: written < log.count ? history[written] : state).map { "  expect " + $0 }
        lines.append("end")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The names given to players, as header lines (`# name A = "Ann"`): comments to `referee
    /// check`, since a name changes nothing in the game, and read back by `load`.
    var nameLines: [String] {
        names.named(in: model).map { "\(Self.nameMark)\($0.id) = \(Self.quoted($0.name))" }
    }

    /// How a transcript's line giving a name starts.
    static let nameMark = "# name "

    /// The names a transcript's header lines give, in order: identifier and name.
    static func names(inTranscript text: String) -> [(id: String, name: String)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.hasPrefix("scenario") }.compactMap { line in
            guard line.hasPrefix(nameMark) else { return nil }
            let parts = line.dropFirst(nameMark.count).split(separator: "=", maxSplits: 1).map { $0.trimmingSpaces() }
            guard parts.count == 2 else { return nil }
            return (parts[0], unquote(parts[1]))
        }
    }

    /// A name as a transcript writes it, without its quotes.
    static func unquote(_ text: String) -> String {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return text }
        return String(text.dropFirst().dropLast())
    }

    /// The values the file's core rules hide from some player (`hidden from …`).
    private var hiddenValues: Set<String> {
        Set(model.core?.variables.filter(\.isHiddenFromSomeone).map(\.name) ?? [])
    }

    /// What the final position shows, as a scenario's `expect` lines (without `expect`).
    var expectations: [String] { expectations(at: state) }

    /// What a position of this game shows, as a scenario's `expect` lines (without `expect`).
    func expectations(at state: GameState) -> [String] {
        let players = model.players
        var out: [String] = []
        let over = engine.isOver(state)
        out.append(over ? "over" : "not over")
        out.append("result " + (engine.resultMessage(state).map(Self.quoted) ?? "none"))
        if over {
            out.append("winner " + (engine.outcome(state)?.winner.map { players[$0] } ?? "none"))
        } else if let p = engine.toMove(state) {
            out.append("turn \(players[p])")
        }
        out += model.presentation.expectations(engine.view(state), engine: engine, state: state, over: over)
        return out
    }

    /// Writes the transcript to `path`. ".scenarios" is added to a new name without an extension;
    /// a missing last folder is created. The rule file, its scenarios and any file that is not
    /// a saved transcript are never overwritten, whatever path names them.
    mutating func save(to path: String) -> Response {
        guard let rulesPath else { return failure(.save, "a transcript names its rule file, and this game was not opened from one") }
        let typed = Self.expand(path)
        guard !typed.allSatisfy(\.isWhitespace) else { return failure(.save, "save needs a file name, such as game.scenarios") }
        var isFolder: ObjCBool = false
        if typed.hasSuffix("/") || (FileManager.default.fileExists(atPath: typed, isDirectory: &isFolder) && isFolder.boolValue) {
            if !isFolder.boolValue, case .failure(let problem) = FileReplacement.destination(of: typed) {
                return failure(.save, "cannot write \(typed): \(problem.message)")
            }
            let folder = typed.hasSuffix("/") ? String(typed.dropLast()) : typed
            let what = isFolder.boolValue ? "is a folder" : "names a folder (it ends in /), and there is none"
            return failure(.save, "\(typed) \(what); name a file in it, such as \(folder)/game.scenarios")
        }
        var target = typed
        if URL(fileURLWithPath: typed).pathExtension.isEmpty, !BoundedFile.exists(typed) { target += ".scenarios" }
        if target.hasSuffix(".rules") || FileIdentity.same(target, rulesPath) {
            return failure(.save, "a transcript is a scenarios file, not a rule file: name it, say, game.scenarios")
        }
        if FileIdentity.same(target, RuleBook.scenariosPath(for: rulesPath)) {
            return failure(.save, "\(target) holds the rule file's own scenarios; choose another name")
        }
        if case .failure(let problem) = FileReplacement.destination(of: target) {
            return failure(.save, "cannot write \(target): \(problem.message)")
        }
        if BoundedFile.exists(target) {
            guard case .success(let bytes) = BoundedFile.read(target), Self.isTranscript(bytes) else {
                return failure(.save, "\(target) is not a game saved by 'save'; it was left alone (choose another name)")
            }
        }
        let folder = (target as NSString).deletingLastPathComponent
        var created = ""
        if !folder.isEmpty, !BoundedFile.exists(folder) {
            guard mkdir(folder, 0o777) == 0 else {
                return failure(.save, "cannot write \(target): cannot create the folder \(folder): \(String(cString: strerror(errno)))")
            }
            created = "created the folder \(folder)\n"
        }
        let text = transcript(rulesReference: Self.rulesReference(from: folder.isEmpty ? "." : folder, to: rulesPath))
        if let refusal = Self.unloadable(text, moves: moves.count) {
            if !created.isEmpty { rmdir(folder) }
            return failure(.save, "cannot save this game: \(refusal), so it could not be loaded again")
        }
        if case .failure(let problem) = FileReplacement.replace(target, with: Array(text.utf8)) {
            return failure(.save, "cannot write \(target): \(problem.message)")
        }
        let count = log.count
        return say("\(created)saved \(count) move\(count == 1 ? "" : "s") to \(target) ('load \(target)' replays it; 'referee check \(target)' checks it)")
    }

    /// Why a transcript could not be read back (too many steps or bytes for a scenarios file),
    /// or nil.
    static func unloadable(_ text: String, moves: Int) -> String? {
        let steps = moves + text.split(separator: "\n").count { $0.hasPrefix("  ") && !$0.hasPrefix("  moves ") }
        if steps > Limits.scenarioSteps { return "its transcript would have \(steps) steps, and a scenario holds at most \(Limits.scenarioSteps)" }
        let bytes = text.utf8.count
        if bytes > Limits.fileBytes { return "its transcript would be \(bytes) bytes, and a file may be at most \(Limits.fileBytes)" }
        return nil
    }

    /// Whether `load` can take a file, by its name or its first line: a rule file (`.rules`), or
    /// a file whose first line is `referee 1`, as a transcript's and a scenarios file's is.
    public static func mayLoad(_ path: String) -> Bool {
        if path.hasSuffix(".rules") { return true }
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: 16)) ?? Data()
        return start.starts(with: Array("referee 1\n".utf8)) || start.starts(with: Array("referee 1\r\n".utf8))
    }

    /// Whether a file holds what `save` writes, by its first two lines.
    static func isTranscript(_ bytes: [UInt8]) -> Bool {
        let lines = String(decoding: bytes.prefix(4096), as: UTF8.self).split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
        return lines.count > 2 && lines[0] == "referee 1" && lines[1].hasPrefix("# ") && lines[1].contains(", saved by 'referee play'.")
    }

    /// How a transcript in `folder` names the rule file: the shorter of the path from the folder
    /// and the absolute path, both taken through the folders as they really are, so that `..`
    /// after a linked folder leads where the kernel goes.
    static func rulesReference(from folder: String, to rulesPath: String) -> String {
        let file = FileIdentity.physical(rulesPath)
        let relative = relativePath(from: FileIdentity.real(folder), to: file)
        return relative.count <= file.count ? relative : file
    }

    /// Replays a transcript, or opens a rule file. Nothing changes unless it all succeeds.
    mutating func load(from path: String, color: Bool) -> Response {
        let file = Self.expand(path)
        if file.hasSuffix(".rules") {
            switch RuleBook.load(path: file) {
            case .failure(let error):
                var response = failure(.load, "\(file) is not a rule file Referee can use:\n" + error.rendered(color: false))
                response.diagnostics = error.diagnostics
                return response
            case .success(let book):
                var opened = Session(book: book, rulesPath: file, seed: seed)
                opened.names = names.kept(in: opened.model)
                let kept = replaceGame(with: opened)
                return changed(["opened \(file): \(model.title)" + Self.undoNote(kept)], color: color)
            }
        }
        guard FileManager.default.fileExists(atPath: file) else { return failure(.load, "no such file: \(file)") }
        var given: [(id: String, name: String)] = []
        if case .success(let bytes) = BoundedFile.read(file) {
            given = Self.names(inTranscript: String(decoding: bytes, as: UTF8.self))
            let (syntax, _) = Parser.parse(SourceFile(name: file, bytes: bytes))
            if syntax.version == nil {
                return failure(.load, "cannot load \(file): it is not a transcript (it has no 'referee 1' line)")
            }
            if syntax.scenarios.isEmpty { return failure(.load, "\(file) holds no scenario to replay") }
        }
        let book: RuleBook
        switch RuleBook.loadScenarios(path: file) {
        case .failure(let error):
            var response = failure(.load, "cannot load \(file):\n" + error.rendered(color: false))
            response.diagnostics = error.diagnostics
            return response
        case .success(let b): book = b
        }
        guard let scenario = book.scenarios.first else { return failure(.load, "\(file) holds no scenario to replay") }
        var session = Session(book: book, rulesPath: book.source.name, seed: seed)
        // The names given now stay, but for those the transcript gives over them.
        var stay = names.kept(in: session.model)
        for (id, name) in given {
            for earlier in [id] + (stay.id(named: name).map { [$0] } ?? []) { _ = stay.give(earlier, to: earlier, in: session.model) }
        }
        session.names = stay
        for (id, name) in given {
            if case .failure(let error) = session.rename(id, name) {
                return failure(.load, "\(file): its line '\(Self.nameMark)\(id) = \(Self.quoted(name))': \(error); nothing was loaded")
            }
        }
        if !scenario.options.isEmpty {
            switch book.model(options: book.optionDefaults.merging(scenario.options) { $1 }) {
            case .failure(let error):
                var response = failure(.load, "with the transcript's options the rules do not hold: \(error.errors.first?.diagnostic.message ?? "an error")")
                response.diagnostics = error.diagnostics
                return response
            case .success(let model): session.use(model, options: scenario.options)
            }
        }
        // Each game of a scenario starts from its seed; so does its replay.
        session.startGame(seed: scenario.seed)
        var expectations = 0
        for step in scenario.steps {
            let problem: String?
            switch step.action {
            case .setup(let setup):
                problem = session.applySetup(setup).map { "setup: \($0.message)" }
            case .move(let text, nil):
                if case .failure(let illegal) = session.advance(text) {
                    problem = "move \(Self.shown(text)) was refused: \(illegal.message)"
                } else {
                    problem = nil
                }
            case .move(_, .some):
                problem = nil // a move that must be refused leaves the game as it was
            case .new:
                session.startGame(seed: scenario.seed)
                problem = nil
            case .undo:
                problem = session.step(undo: true)?.message
            case .redo:
                problem = session.step(undo: false)?.message
            case .expect:
                expectations += 1
                problem = nil
            }
            if let problem { return failure(.load, "\(step.location): \(problem); nothing was loaded") }
        }
        let kept = replaceGame(with: session)
        let count = log.count
        var text = "loaded \(file): \(model.title), \(count) move\(count == 1 ? "" : "s") replayed"
        if expectations > 0 { text += " ('referee check \(file)' checks its \(expectations) expectation\(expectations == 1 ? "" : "s"))" }
        if book.scenarios.count > 1 { text += "; only its first scenario, \"\(scenario.name)\", was replayed" }
        text += Self.undoNote(kept)
        return changed([text], color: color)
    }

    // MARK: Words and paths

    /// How to get back the game a `load` replaced, when it had moves.
    static func undoNote(_ kept: Int?) -> String {
        guard let kept, kept > 0 else { return "" }
        return " ('undo' brings back the game before, \(kept) move\(kept == 1 ? "" : "s"))"
    }

    /// A move or cell as a scenario line writes it: bare when the lexer reads it back as one
    /// word, number or `/`; else in quotes.
    public static func scenarioWord(_ text: String) -> String {
        if text == "/" { return text }
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first else { return quoted(text) }
        let isDigit = { (s: Unicode.Scalar) in s.value >= 48 && s.value <= 57 }
        let isWordChar = { (s: Unicode.Scalar) in isDigit(s) || s == "_" || (s.value < 128 && s.properties.isAlphabetic) }
        if scalars.allSatisfy(isDigit) {
            return text.count <= 9 ? text : quoted(text)
        }
        if (first == "_" || (first.value < 128 && first.properties.isAlphabetic) || isDigit(first)),
           scalars.allSatisfy(isWordChar), !["fails", "empty", "none"].contains(text) {
            return text
        }
        return quoted(text)
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for c in text {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.append(c)
            }
        }
        return out + "\""
    }

    static func expand(_ path: String) -> String {
        guard path.hasPrefix("~/") || path == "~" else { return path }
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
        return home + path.dropFirst()
    }

    /// `file` as seen from `folder` (both absolute).
    static func relativePath(from folder: String, to file: String) -> String {
        let a = folder.split(separator: "/").map(String.init)
        let b = file.split(separator: "/").map(String.init)
        var common = 0
        while common < a.count, common < b.count - 1, a[common] == b[common] { common += 1 }
        let ups = Array(repeating: "..", count: a.count - common)
        return (ups + b[common...]).joined(separator: "/")
    }
}

extension Session {
    /// How many moves of the log a transcript writes, and the lines its head then gets. A
    /// transcript is saved for the viewer: the moves up to the first sealed move not yet
    /// revealed that the viewer may not see, and the position before it; the viewer's own
    /// sealed moves are written, and the head says that the file holds them.
    var transcribedMoves: (count: Int, head: [String]) {
        let shown = shownLog
        let players = shownModel.players
        var head: [String] = []
        let cut = shown.firstIndex(where: \.sealed) ?? log.count
        if cut < log.count {
            let left = log.count - cut
            head += [
                "# It stops before move \(cut + 1), a sealed move of \(players[shown[cut].player]) not yet revealed: the",
                "# \(left == 1 ? "move is" : "\(left) moves from it are") left out, and the position is the one before it.",
            ]
        }
        let kept = engine.sealedMoves(state, for: nil).map(\.number).filter { $0 <= cut }
        if let viewer, !kept.isEmpty {
            head += [
                "# It holds \(players[viewer])'s sealed move\(kept.count == 1 ? "" : "s") not yet revealed (move\(kept.count == 1 ? "" : "s")"
                    + " \(kept.map(String.init).joined(separator: ", "))): keep it for \(players[viewer]).",
            ]
        }
        return (cut, head)
    }
}
