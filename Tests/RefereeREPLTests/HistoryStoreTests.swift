import Foundation
import RefereeLanguage
import Testing
@testable import RefereeREPL

/// The history file's contents: libedit's format read and written, merged with what another
/// prompt wrote, and never read from a pipe, a device or an endless file.
@Suite("History file contents")
struct HistoryStoreTests {
    func withFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("referee-history-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    func succeeded(_ result: Result<Void, FileProblem>) -> Bool {
        if case .success = result { return true }
        return false
    }

    @Test func entriesWrittenAreReadBackAsTyped() {
        let typed = ["4", "vs computer O", "load \"my game.scenarios\"", "back\\slash", "tab\there", "é ünïcode"]
        let bytes = HistoryFile.encoded(typed)
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("_HiStOrY_V2_\n4\nvs\\040computer\\040O\n"))
        #expect(HistoryFile.entries(in: bytes) == typed)
    }

    @Test func aFileWrittenByLibeditIsRead() {
        let file = "_HiStOrY_V2_\nvs\\040computer\\040O\nback\\\\slash\nbell\\^G\nmeta\\M-a\n"
        #expect(HistoryFile.entries(in: Array(file.utf8)) == ["vs computer O", "back\\slash", "bell\u{7}", String(decoding: [0x6d, 0x65, 0x74, 0x61, 0xe1], as: UTF8.self)])
    }

    @Test func twoPromptsKeepEachOthersLines() throws {
        try withFolder { folder in
            let path = "\(folder)/history"
            // Two prompts started from the same file; each adds its own lines in turn.
            #expect(succeeded(HistoryFile.append("first", to: path)))
            #expect(succeeded(HistoryFile.append("from A", to: path)))
            #expect(succeeded(HistoryFile.append("from B", to: path)))
            #expect(succeeded(HistoryFile.append("again A", to: path)))
            #expect(HistoryFile.load(path) == .success(["first", "from A", "from B", "again A"]))
        }
    }

    @Test func onlyTheNewestEntriesAreKept() throws {
        try withFolder { folder in
            let path = "\(folder)/history"
            let many = (1...HistoryFile.entryLimit).map { "line \($0)" }
            #expect(succeeded(FileReplacement.replace(path, with: HistoryFile.encoded(many))))
            #expect(succeeded(HistoryFile.append("newest", to: path)))
            #expect(HistoryFile.load(path) == .success(Array(many.dropFirst()) + ["newest"]))
        }
    }

    @Test func aLinkedHistoryIsWrittenThrough() throws {
        try withFolder { folder in
            try FileManager.default.createSymbolicLink(atPath: "\(folder)/history", withDestinationPath: "kept")
            try "_HiStOrY_V2_\nold\n".write(toFile: "\(folder)/kept", atomically: true, encoding: .utf8)
            #expect(succeeded(HistoryFile.append("new", to: "\(folder)/history")))
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/history") == "kept")
            #expect(try String(contentsOfFile: "\(folder)/kept", encoding: .utf8) == "_HiStOrY_V2_\nold\nnew\n")
        }
    }

    @Test func aPlantedTemporaryFileIsNeverFollowed() throws {
        try withFolder { folder in
            try "precious\n".write(toFile: "\(folder)/victim", atomically: true, encoding: .utf8)
            // The name the old history writer used first.
            try FileManager.default.createSymbolicLink(atPath: "\(folder)/history.\(getpid()).tmp", withDestinationPath: "victim")
            #expect(succeeded(HistoryFile.append("4", to: "\(folder)/history")))
            #expect(try String(contentsOfFile: "\(folder)/victim", encoding: .utf8) == "precious\n")
            #expect(HistoryFile.load("\(folder)/history") == .success(["4"]))
        }
    }

    @Test func aPipeADeviceOrAnEndlessFileIsNotReadAsHistory() throws {
        try withFolder { folder in
            #expect(mkfifo("\(folder)/pipe", 0o600) == 0)
            try FileManager.default.createSymbolicLink(atPath: "\(folder)/zero", withDestinationPath: "/dev/zero")
            try FileManager.default.createSymbolicLink(atPath: "\(folder)/endless", withDestinationPath: "/proc/self/pagemap")
            #expect(HistoryFile.load("\(folder)/pipe") == .failure(FileProblem("this is not a regular file")))
            #expect(HistoryFile.load("\(folder)/zero") == .failure(FileProblem("this is not a regular file")))
            #expect(HistoryFile.load("\(folder)/endless") == .failure(FileProblem("the file holds more than 4194304 bytes, the limit")))
            #expect(HistoryFile.load("\(folder)/missing") == .success([]))
        }
    }
}
