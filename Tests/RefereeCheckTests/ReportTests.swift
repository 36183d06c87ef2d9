#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation
import RefereeCheck
import Testing

/// The three report formats against the shapes docs/checking.md documents.
@Suite("Check reports")
struct ReportTests {
    static let files = [
        ShippedFiles.root.appendingPathComponent("rules/tictactoe.rules").path,
        CheckFixtures.failingScenario,
        CheckFixtures.invalid,
        CheckFixtures.stuckBoard,
    ]

    static let settings = CheckSettings(playouts: 50)

    func reports(jobs: Int = 2) -> [FileReport] {
        BatchCheck.run(files: Self.files, settings: Self.settings, jobs: jobs)
    }

    // MARK: JSON

    func json() throws -> [String: Any] {
        let reports = reports()
        let text = JSONReport.render(reports, summary: CheckSummary(reports), settings: Self.settings)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(object as? [String: Any])
    }

    @Test func jsonHasTheDocumentedTopLevel() throws {
        let top = try json()
        #expect(top["format"] as? String == "referee-check")
        #expect(top["version"] as? Int == 1)
        #expect(top["status"] as? String == "invalid")
        #expect(top["invalid"] as? Int == 1)
        #expect(top["failed"] as? Int == 3)
        #expect((top["passed"] as? Int ?? 0) > 0)
        #expect(top["strict"] as? Bool == false)
        #expect(top["playouts"] as? Int == 50)
        #expect(top["duration"] is Double || top["duration"] is Int)
        let files = try #require(top["files"] as? [[String: Any]])
        #expect(files.map { $0["path"] as? String } == Self.files)
        #expect(files.map { $0["status"] as? String } == ["passed", "failed", "invalid", "failed"])
        for file in files {
            #expect(file["duration"] is Double || file["duration"] is Int)
            #expect(file["scenarios"] is [Any])
            #expect(file["warnings"] is [Any])
        }
    }

    @Test func jsonScenariosCarryStatusDurationAndOnFailureExpectedActualAndPosition() throws {
        let files = try #require(try json()["files"] as? [[String: Any]])
        let scenarios = try #require(files[1]["scenarios"] as? [[String: Any]])
        #expect(scenarios.map { $0["status"] as? String } == ["passed", "failed", "failed"])
        for scenario in scenarios {
            #expect(scenario["name"] is String)
            #expect(scenario["file"] as? String == CheckFixtures.failingScenario)
            #expect(scenario["line"] is Int)
            #expect(scenario["column"] is Int)
            #expect(scenario["duration"] is Double || scenario["duration"] is Int)
        }
        #expect(scenarios[0]["failure"] == nil)
        #expect(scenarios[1]["name"] as? String == "a <wrong> & \"quoted\" expectation")
        let failure = try #require(scenarios[1]["failure"] as? [String: Any])
        #expect(failure["expected"] as? String == "\"X Wins\"")
        #expect(failure["actual"] as? String == "none")
        #expect(failure["message"] as? String == "expected result \"X Wins\", got none")
        #expect(failure["file"] as? String == CheckFixtures.failingScenario)
        #expect(failure["line"] as? Int == 20)
        #expect(failure["column"] as? Int == 3)
        let refused = try #require(scenarios[2]["failure"] as? [String: Any])
        #expect(refused["expected"] as? String == "move 4 played")
        #expect(refused["actual"] as? String == "refused: cell 4 is already taken")
        #expect(refused["line"] as? Int == 25)
    }

    @Test func jsonCarriesSimulationTraceAndErrors() throws {
        let files = try #require(try json()["files"] as? [[String: Any]])
        let trace = try #require(files[0]["trace"] as? [String: Any])
        #expect(trace["status"] as? String == "passed")
        #expect(trace["games"] as? Int == 10)
        #expect(files[1]["trace"] is NSNull)

        let simulation = try #require(files[3]["simulation"] as? [String: Any])
        #expect(simulation["status"] as? String == "failed")
        #expect(simulation["games"] as? Int == 50)
        let problem = try #require((simulation["problems"] as? [[String: Any]])?.first)
        #expect(problem["kind"] as? String == "stuck")
        #expect(problem["seed"] is Int)
        #expect((problem["moves"] as? [String])?.count == 9)
        #expect((problem["replay"] as? String)?.contains("referee play") == true)

        #expect(files[2]["simulation"] is NSNull)
        let errors = try #require(files[2]["errors"] as? [[String: Any]])
        #expect(errors.first?["message"] as? String == "no line of 4 fits on a 3 by 3 board")
        #expect(errors.first?["line"] as? Int == 7)
        #expect(errors.first?["column"] as? Int == 5)

        let warning = try #require((files[1]["warnings"] as? [[String: Any]])?.first)
        #expect(warning["code"] as? String == "scenario-asserts-nothing")
        #expect(warning["severity"] as? String == "warning")
        #expect(warning["line"] as? Int == 23)
    }

    @Test func jsonEscapesWhatItMust() throws {
        let text = JSONReport.render([], summary: CheckSummary([]), settings: CheckSettings())
        #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) is [String: Any])
        let report = BatchCheck.check(file: CheckFixtures.failingScenario, settings: CheckSettings(playouts: 0))
        var odd = report
        odd.scenarios[0].name = "tab\there, bell\u{7}, quote \" and backslash \\ and é"
        let rendered = JSONReport.render([odd], summary: CheckSummary([odd]), settings: CheckSettings())
        let top = try #require(try JSONSerialization.jsonObject(with: Data(rendered.utf8)) as? [String: Any])
        let scenario = try #require(((top["files"] as? [[String: Any]])?.first?["scenarios"] as? [[String: Any]])?.first)
        #expect(scenario["name"] as? String == odd.scenarios[0].name)
    }

    // MARK: JUnit

    /// An element of an XML document, with its attributes, children and text.
    final class Element {
        let name: String
        let attributes: [String: String]
        var children: [Element] = []
        var text = ""

        init(name: String, attributes: [String: String]) {
            self.name = name
            self.attributes = attributes
        }

        func all(_ name: String) -> [Element] { children.filter { $0.name == name } }
    }

    final class TreeBuilder: NSObject, XMLParserDelegate {
        var stack: [Element] = []
        var root: Element?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            let element = Element(name: name, attributes: attributes)
            stack.last?.children.append(element)
            if root == nil { root = element }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }
    }

    func parseXML(_ text: String) throws -> Element {
        let parser = XMLParser(data: Data(text.utf8))
        let builder = TreeBuilder()
        parser.delegate = builder
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        return try #require(builder.root)
    }

    @Test func junitHasTestsuitesOfTestsuitesOfTestcases() throws {
        let reports = reports()
        let xml = JUnitReport.render(reports, summary: CheckSummary(reports))
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
        let root = try parseXML(xml)
        #expect(root.name == "testsuites")
        let suites = root.all("testsuite")
        #expect(suites.map { $0.attributes["name"] } == Self.files)
        #expect(root.children.count == suites.count)
        var tests = 0, failures = 0, errors = 0
        for suite in suites {
            let cases = suite.all("testcase")
            #expect(suite.attributes["tests"] == String(cases.count))
            #expect(suite.attributes["failures"] == String(cases.filter { !$0.all("failure").isEmpty }.count))
            #expect(suite.attributes["errors"] == String(cases.filter { !$0.all("error").isEmpty }.count))
            #expect(suite.attributes["time"].flatMap(Double.init) != nil)
            for testCase in cases {
                #expect(testCase.attributes["name"] != nil)
                #expect(testCase.attributes["classname"] != nil)
                #expect(testCase.attributes["time"].flatMap(Double.init) != nil)
                #expect(testCase.all("failure").count + testCase.all("error").count <= 1)
            }
            tests += cases.count
            failures += Int(suite.attributes["failures"] ?? "") ?? 0
            errors += Int(suite.attributes["errors"] ?? "") ?? 0
        }
        #expect(root.attributes["tests"] == String(tests))
        #expect(root.attributes["failures"] == String(failures))
        #expect(root.attributes["errors"] == String(errors))
        #expect(failures == 3)
        #expect(errors == 1)
    }

    @Test func junitHasOneTestcasePerScenarioAndFailuresWithMessages() throws {
        let reports = reports()
        let root = try parseXML(JUnitReport.render(reports, summary: CheckSummary(reports)))
        let suites = root.all("testsuite")

        let tictactoe = suites[0].all("testcase")
        #expect(tictactoe.count == reports[0].scenarios.count + 2)
        #expect(Array(tictactoe.map { $0.attributes["name"] }.prefix(reports[0].scenarios.count)) == reports[0].scenarios.map(\.name))
        #expect(tictactoe.allSatisfy { $0.children.isEmpty })
        #expect(tictactoe.last?.attributes["name"]?.hasPrefix("trace ") == true)

        let failing = suites[1].all("testcase")
        #expect(failing[1].attributes["name"] == "a <wrong> & \"quoted\" expectation")
        #expect(failing[1].attributes["line"] == "18")
        let failure = try #require(failing[1].all("failure").first)
        #expect(failure.attributes["message"] == "expected result \"X Wins\", got none")
        #expect(failure.text.contains("expected: \"X Wins\""))
        #expect(failure.text.contains("actual: none"))
        #expect(suites[1].all("system-err").first?.text.contains("asserts nothing") == true)

        let invalid = suites[2].all("testcase")
        #expect(invalid.count == 1)
        #expect(invalid[0].all("error").first?.attributes["message"] == "no line of 4 fits on a 3 by 3 board")

        let stuck = try #require(suites[3].all("testcase").first { $0.attributes["name"]?.hasPrefix("simulation") == true })
        let simulation = try #require(stuck.all("failure").first)
        #expect(simulation.attributes["type"] == "stuck")
        #expect(simulation.text.contains("referee play"))
    }

    @Test func junitEscapesMarkupAndDropsCharactersXMLCannotHold() throws {
        var report = BatchCheck.check(file: CheckFixtures.failingScenario, settings: CheckSettings(playouts: 0))
        report.scenarios[1].name = "<tag attr='1'> & \"q\" \u{1B}[31mred\u{1B}[0m"
        report.scenarios[1].failure?.message = "expected ]]> and <![CDATA[ x"
        let root = try parseXML(JUnitReport.render([report], summary: CheckSummary([report])))
        let testCase = try #require(root.all("testsuite").first?.all("testcase")[1])
        #expect(testCase.attributes["name"] == "<tag attr='1'> & \"q\" \u{FFFD}[31mred\u{FFFD}[0m")
        #expect(testCase.all("failure").first?.attributes["message"] == "expected ]]> and <![CDATA[ x")
    }

    @Test func strictAddsALintTestcase() throws {
        let report = BatchCheck.check(file: CheckFixtures.lint, settings: CheckSettings(playouts: 10, strict: true))
        let root = try parseXML(JUnitReport.render([report], summary: CheckSummary([report], strict: true)))
        let lint = try #require(root.all("testsuite").first?.all("testcase").first { $0.attributes["name"] == "lint" })
        #expect(lint.all("failure").first?.attributes["type"] == "lint")
    }

    // MARK: Text and order

    @Test func textEndsWithTheTotals() {
        let reports = reports()
        let summary = CheckSummary(reports)
        let lines = TextReport.summary(summary)
        #expect(lines.last == "\(summary.passed) passed, \(summary.failed) failed")
        #expect(lines.contains("1 invalid rule file"))
        #expect(summary.exitCode == 65)
    }

    @Test func reportsComeInFileOrderWhateverTheJobs() {
        let one = reports(jobs: 1)
        let many = reports(jobs: 4)
        #expect(one.map(\.path) == Self.files)
        #expect(many.map(\.path) == Self.files)
        #expect(one.map { TextReport.lines($0, verbose: true) } == many.map { TextReport.lines($0, verbose: true) })
        let seen = SeenOrder()
        _ = BatchCheck.run(files: Self.files, settings: CheckSettings(playouts: 5), jobs: 3) { seen.add($0.path) }
        #expect(seen.paths == Self.files)
    }

    @Test func workersTheSystemRefusesAreNotWaitedFor() {
        let expected = reports(jobs: 1).map { TextReport.lines($0, verbose: true) }
        let started = SeenOrder()
        let reports = BatchCheck.run(files: Self.files, settings: Self.settings, jobs: 64, spawn: { body in
            // The first extra worker starts; every later one is refused, as when threads run out.
            guard started.paths.isEmpty else { return false }
            started.add("worker")
            return WorkerThread.start(body)
        })
        #expect(reports.map { TextReport.lines($0, verbose: true) } == expected)
        #expect(started.paths == ["worker"])
    }

    final class SeenOrder: @unchecked Sendable {
        private let lock = NSLock()
        private var seen: [String] = []
        func add(_ path: String) { lock.withLock { seen.append(path) } }
        var paths: [String] { lock.withLock { seen } }
    }
}

/// A file's words reach the text report escaped, so that they cannot rewrite what it says.
@Suite("Check reports of hostile files")
struct HostileReportTests {
    static let text = """
        referee 1
        game "T\u{1B}]0;owned\u{07}"
        players X O
        board 3 by 3
        cells numbered from 0
        win 3 in a row
        draw when full
        message win "{winner}\u{1B}[2J Wins"

        scenario "fails\r\u{1B}[32mok   all good\u{1B}[0m\r"
          moves 0 3 1 4 2
          expect result "X\u{1B}[1m Wins"
        end

        """

    @Test func theTextReportEscapesNamesAndMessages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("referee-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("t\u{1B}[2J.rules").path
        try Self.text.write(toFile: file, atomically: true, encoding: .utf8)
        let reports = BatchCheck.run(files: [file], settings: CheckSettings(playouts: 0), jobs: 1)
        let lines = reports.flatMap { TextReport.lines($0, verbose: true) }
        #expect(reports.first?.failedCount == 1)
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(line.debugDescription)")
        }
        #expect(lines.joined().contains("\\u{1B}[32mok"))
    }
}
