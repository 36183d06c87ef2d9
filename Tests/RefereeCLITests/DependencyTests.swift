import Foundation
import Testing

/// The library as another package gets it: a fresh package that depends on this repository by
/// path, exactly as the README shows, builds with the same toolchain and runs the README's
/// example.
@Suite("Depending on the library")
struct DependencyTests {
    /// The README's fenced blocks of the given first line, in order.
    static func readmeBlocks(startingWith first: String) throws -> [String] {
        let readme = try String(contentsOf: CLI.root.appendingPathComponent("README.md"), encoding: .utf8)
        return readme.components(separatedBy: "```").enumerated()
            .filter { $0.offset % 2 == 1 }
            .map { $0.element.drop { $0 != "\n" }.dropFirst() }
            .filter { $0.hasPrefix(first) }
            .map(String.init)
    }

    @Test func aFreshPackageBuildsAgainstThisRepositoryByPath() throws {
        let manifest = try #require(try Self.readmeBlocks(startingWith: "// swift-tools-version").first)
        let example = try #require(try Self.readmeBlocks(startingWith: "import Referee").first)
        let folder = try CLI.temporaryFolder("dependency")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The README's path, ../referee, names a clone in a folder called referee.
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("referee"), withDestinationURL: CLI.root)
        let sources = folder.appendingPathComponent("app/Sources/app")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try manifest.write(to: folder.appendingPathComponent("app/Package.swift"), atomically: true, encoding: .utf8)
        try example.write(to: sources.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)

        let build = try CLI.shell("swift build 2>&1", in: folder.appendingPathComponent("app"))
        #expect(build.status == 0, "\(build.output)")
        let binary = folder.appendingPathComponent("app/.build/debug/app").path
        let run = try CLI.shell("'\(binary)'", in: CLI.root)
        #expect(run.status == 0)
        let promised = example.split(separator: "\n").compactMap { line in
            line.range(of: "// ").map { String(line[$0.upperBound...]) }
        }
        #expect(!promised.isEmpty)
        #expect(run.output == promised.map { $0 + "\n" }.joined())
    }

    @Test func theChangelogNamesTheVersionTheToolPrints() throws {
        let referee = try #require(CLI.referee)
        let version = try CLI.shell("'\(referee)' --version", in: CLI.root).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let changelog = try String(contentsOf: CLI.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let released = changelog.split(separator: "\n").first { $0.hasPrefix("## ") && $0 != "## Unreleased" }
        #expect(released == "## \(version)")
        #expect(version.split(separator: ".").count == 3 && version.hasPrefix("0."))
    }
}
