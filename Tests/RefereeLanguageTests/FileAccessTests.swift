import Foundation
import RefereeLanguage
import RefereeModel
import Testing

/// `BoundedFile`, `FileReplacement` and `FileIdentity`: every file Referee reads or writes goes
/// through them, so hostile files (endless, pipes, links, planted names) are met in one place.
@Suite("Reading and writing files")
struct FileAccessTests {
    func withFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("referee-files-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    func problem(_ result: Result<Void, FileProblem>) -> String? {
        if case .failure(let problem) = result { return problem.message }
        return nil
    }

    static let rules = "referee 1\nplayers X O\nboard 3 by 3\nwin 3 in a row\n"

    @Test func anEndlessRegularFileIsReadOnlyToTheLimit() throws {
        try withFolder { folder in
            // /proc/self/pagemap is a "regular" file of size 0 that reads on for gigabytes.
            try FileManager.default.createSymbolicLink(atPath: "\(folder)/endless.rules", withDestinationPath: "/proc/self/pagemap")
            let started = Date()
            guard case .failure(let error) = RuleBook.load(path: "\(folder)/endless.rules") else {
                Issue.record("an endless file was accepted")
                return
            }
            #expect(error.errors.map(\.diagnostic.message) == ["the file holds more than \(Limits.fileBytes) bytes, the limit"])
            #expect(Date().timeIntervalSince(started) < 10)
        }
    }

    @Test func anEndlessWordFileIsReadOnlyToTheLimit() throws {
        try withFolder { folder in
            try FileManager.default.createSymbolicLink(atPath: "\(folder)/list.words", withDestinationPath: "/proc/self/pagemap")
            try (Self.rules.replacingOccurrences(of: "board 3 by 3\nwin 3 in a row\n", with: "code 5 from \"abcde\"\nguesses 6\nwords from \"list.words\"\n"))
                .write(toFile: "\(folder)/game.rules", atomically: true, encoding: .utf8)
            guard case .failure(let error) = RuleBook.load(path: "\(folder)/game.rules") else {
                Issue.record("an endless word file was accepted")
                return
            }
            #expect(error.errors.map(\.diagnostic.message) == ["cannot read the word file 'list.words': the file holds more than \(Limits.fileBytes) bytes, the limit"])
        }
    }

    @Test func aPipeIsRefusedWithoutWaitingForAWriter() throws {
        try withFolder { folder in
            #expect(mkfifo("\(folder)/pipe.rules", 0o600) == 0)
            #expect(BoundedFile.read("\(folder)/pipe.rules") == .failure(FileProblem("this is not a regular file")))
            #expect(BoundedFile.read(folder) == .failure(FileProblem("this is a folder, not a file")))
            #expect(BoundedFile.read("\(folder)/missing") == .failure(FileProblem("no such file")))
        }
    }

    @Test func aFileOverTheLimitIsRefusedByItsSize() throws {
        try withFolder { folder in
            try Data(repeating: 32, count: 11).write(to: URL(fileURLWithPath: "\(folder)/big"))
            #expect(BoundedFile.read("\(folder)/big", limit: 10) == .failure(FileProblem("the file is 11 bytes; the limit is 10")))
            #expect(BoundedFile.read("\(folder)/big", limit: 11) == .success(Array(repeating: 32, count: 11)))
        }
    }

    @Test func aLinkIsWrittenThroughAndTheFileKeepsItsMode() throws {
        try withFolder { folder in
            try "old\n".write(toFile: "\(folder)/real", atomically: true, encoding: .utf8)
            #expect(chmod("\(folder)/real", 0o640) == 0)
            try FileManager.default.createSymbolicLink(atPath: "\(folder)/link", withDestinationPath: "real")
            #expect(problem(FileReplacement.replace("\(folder)/link", with: Array("new\n".utf8))) == nil)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/link") == "real")
            #expect(try String(contentsOfFile: "\(folder)/real", encoding: .utf8) == "new\n")
            let mode = try FileManager.default.attributesOfItem(atPath: "\(folder)/real")[.posixPermissions] as? Int
            #expect(mode == 0o640)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["link", "real"])
        }
    }

    @Test func nothingButARegularFileIsReplaced() throws {
        try withFolder { folder in
            #expect(mkfifo("\(folder)/pipe", 0o600) == 0)
            try FileManager.default.createSymbolicLink(atPath: "\(folder)/dangling", withDestinationPath: "nowhere")
            #expect(problem(FileReplacement.replace("\(folder)/pipe", with: [1])) == "it is not a regular file")
            #expect(problem(FileReplacement.replace(folder, with: [1])) == "it is a folder")
            #expect(problem(FileReplacement.replace("\(folder)/dangling", with: [1])) == "it is a link to a missing file")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["dangling", "pipe"])
        }
    }

    @Test func aFileThatIsNotWritableIsLeftAloneThoughItsFolderIsWritable() throws {
        try withFolder { folder in
            try "old\n".write(toFile: "\(folder)/kept", atomically: true, encoding: .utf8)
            #expect(chmod("\(folder)/kept", 0o444) == 0)
            try FileManager.default.createSymbolicLink(atPath: "\(folder)/link", withDestinationPath: "kept")
            for path in ["kept", "link"] {
                #expect(problem(FileReplacement.replace("\(folder)/\(path)", with: Array("new\n".utf8))) == "it is not writable (mode 0444)")
            }
            #expect(try String(contentsOfFile: "\(folder)/kept", encoding: .utf8) == "old\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["kept", "link"])
        }
    }

    @Test func aPathThroughAFileNamesTheFileThatIsNotAFolder() throws {
        try withFolder { folder in
            try "x".write(toFile: "\(folder)/plain", atomically: true, encoding: .utf8)
            for path in ["plain/", "plain/new", "plain/deeper/new"] {
                #expect(problem(FileReplacement.replace("\(folder)/\(path)", with: [1])) == "\(folder)/plain is a file, not a folder", "\(path)")
            }
            #expect(problem(FileReplacement.replace("/dev/null/new", with: [1])) == "/dev/null is not a folder")
            #expect(try String(contentsOfFile: "\(folder)/plain", encoding: .utf8) == "x")
        }
    }

    @Test func aNewFileGetsTheUsualMode() throws {
        try withFolder { folder in
            // The process's umask, read without changing it (tests run side by side).
            let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
            let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Umask:") })
            let mask = try #require(Int(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8))
            #expect(problem(FileReplacement.replace("\(folder)/new", with: Array("x".utf8))) == nil)
            let mode = try FileManager.default.attributesOfItem(atPath: "\(folder)/new")[.posixPermissions] as? Int
            #expect(mode == 0o666 & ~mask)
        }
    }

    @Test func oneFileIsRecognisedWhateverItsName() throws {
        try withFolder { folder in
            try FileManager.default.createDirectory(atPath: "\(folder)/real", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: "\(folder)/linked", withDestinationPath: "real")
            try "x".write(toFile: "\(folder)/real/a.rules", atomically: true, encoding: .utf8)
            try FileManager.default.linkItem(atPath: "\(folder)/real/a.rules", toPath: "\(folder)/hard.rules")
            #expect(FileIdentity.same("\(folder)/linked/a.rules", "\(folder)/real/a.rules"))
            #expect(FileIdentity.same("\(folder)/hard.rules", "\(folder)/real/a.rules"))
            #expect(FileIdentity.same("\(folder)/linked/../real/a.rules", "\(folder)/real/a.rules"))
            #expect(FileIdentity.same("\(folder)/linked/new.scenarios", "\(folder)/real/new.scenarios"))
            #expect(!FileIdentity.same("\(folder)/linked/new.scenarios", "\(folder)/real/a.rules"))
            #expect(FileIdentity.physical("\(folder)/linked/new.scenarios") == FileIdentity.real(folder) + "/real/new.scenarios")
        }
    }
}
