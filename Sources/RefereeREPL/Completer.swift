import Foundation
import RefereeEngine
import RefereeModel
import RefereePlay

/// Tab completion that knows the game: the command words; the legal moves now; computer players
/// and sides after `hint`, `ai` and `vs`; option names and values; file paths after `load` and
/// `save`. Pure: given the line before the word and the word, it lists the candidates.
public struct Completer: Sendable {
    public let session: Session
    /// The folder relative paths are read from.
    public let directory: String

    public init(session: Session, directory: String = FileManager.default.currentDirectoryPath) {
        self.session = session
        self.directory = directory
    }

    /// Candidates for `word`, the word under the cursor, when `before` is the line up to it.
    public func candidates(before: String, word: String) -> [String] {
        let tokens = before.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let all: [String]
        if tokens.isEmpty {
            all = Command.words + moveWords(after: []).filter { !Command.words.contains($0) }
        } else {
            all = arguments(tokens, before: before, word: word)
        }
        var seen = Set<String>()
        // A candidate with a control character (a planted file's name, a symbol from the rule
        // file) would reach the terminal raw in the list, and cannot be typed anyway.
        return all.filter {
            $0.hasPrefix(word) && !$0.unicodeScalars.contains(where: Escaping.needsEscape) && seen.insert($0).inserted
        }
    }

    /// The legal moves, as typed.
    var moves: [String] {
        // Counted first: listing millions of codes to complete one would freeze the prompt.
        guard session.engine.legalMoveCount(session.state) <= Self.movesCompleted else { return [] }
        return session.engine.legalMoveTexts(session.state).filter { !$0.isEmpty }
    }

    /// The next word of every legal move whose first words are `typed`: a whole one-word move,
    /// or a word of one in several (`S`, then `c3`, for `S c3`).
    func moveWords(after typed: [String]) -> [String] {
        moves.compactMap { move in
            let words = move.split(separator: " ").map(String.init)
            guard words.count > typed.count, Array(words.prefix(typed.count)) == typed else { return nil }
            return words[typed.count]
        }
    }

    /// The most legal moves Tab offers; past it, only commands are completed.
    static let movesCompleted = 50_000

    func arguments(_ tokens: [String], before: String, word: String) -> [String] {
        let engine = session.engine
        let computers = session.computerPlayers.map(\.name)
        switch tokens[0] {
        case "move", "why":
            return moveWords(after: Array(tokens.dropFirst()))
        case "hint", "ai":
            return tokens.count == 1 ? computers : []
        case "vs":
            if tokens.count == 1 { return ["computer", "people"] }
            guard tokens[1] == "computer", tokens.count <= 3 else { return [] }
            let chosen = Set(tokens.dropFirst(2))
            let sides = chosen.contains(where: { engine.model.playerIndex($0) != nil }) ? [] : engine.model.players.filter { name in
                engine.model.playerIndex(name).map { engine.model.rulesStrategy($0) == nil } ?? false
            }
            let players = chosen.contains(where: { computers.contains($0) }) ? [] : computers
            return sides + players
        case "option":
            return optionCandidates(tokens, before: before)
        case "load":
            return paths(word).filter { $0.hasSuffix("/") || Session.mayLoad(resolved($0)) }
        case "save":
            return paths(word)
        case "name":
            return tokens.count == 1 ? engine.model.nameable : []
        default:
            return moveWords(after: tokens)
        }
    }

    func optionCandidates(_ tokens: [String], before: String) -> [String] {
        let names = session.optionNames
        // `option NAME=` (libedit breaks words at '='), `option NAME =` or `option NAME `.
        let trimmed = before.trimmingCharacters(in: .whitespaces)
        let name: String
        if trimmed.hasSuffix("=") {
            guard let last = trimmed.dropLast().split(whereSeparator: { $0 == " " || $0 == "=" }).last else { return [] }
            name = String(last)
        } else if tokens.count == 2, !before.contains("=") {
            name = tokens[1]
        } else if tokens.count == 1 {
            return names.map { $0 + "=" }
        } else {
            return []
        }
        return session.optionValueSuggestions(name)
    }

    /// A path as typed, read from `directory` when relative.
    func resolved(_ path: String) -> String {
        if path.hasPrefix("~/"), let home = ProcessInfo.processInfo.environment["HOME"] { return home + path.dropFirst() }
        return path.hasPrefix("/") ? path : directory + "/" + path
    }

    /// Files and folders whose path starts with `word`; folders end in "/".
    func paths(_ word: String) -> [String] {
        let slash = word.lastIndex(of: "/")
        let folderPart = slash.map { String(word[...$0]) } ?? ""
        let prefix = slash.map { String(word[word.index(after: $0)...]) } ?? word
        var folder = folderPart.isEmpty ? directory : folderPart
        if folder.hasPrefix("~/"), let home = ProcessInfo.processInfo.environment["HOME"] {
            folder = home + folder.dropFirst()
        } else if !folder.hasPrefix("/") {
            folder = directory + "/" + folder
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { $0.hasPrefix(prefix) && (prefix.hasPrefix(".") || !$0.hasPrefix(".")) }.sorted().map { name in
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isDirectory)
            return folderPart + name + (exists && isDirectory.boolValue ? "/" : "")
        }
    }
}
