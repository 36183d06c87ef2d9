import RefereeCheck
import RefereeLanguage
import Testing

/// Every scenario in `rules/` and `examples/`, one test each, so a failure names its scenario.
@Suite("Shipped scenarios")
struct ShippedScenarioTests {
    @Test(arguments: ShippedFiles.cases)
    func scenarioPasses(_ testCase: ShippedFiles.Case) throws {
        let book = try RuleBook.load(path: testCase.file).get()
        let scenario = try #require(book.scenarios.first { $0.name == testCase.scenario })
        let result = ScenarioRunner.run(scenario, in: book)
        #expect(result.failure == nil, "\(result.failure.map { "\($0.location): \($0.message)" } ?? "")")
    }

    @Test(arguments: ShippedFiles.all)
    func ruleFileChecksWithoutWarnings(_ file: String) throws {
        let book = try RuleBook.load(path: file).get()
        #expect(book.warnings.isEmpty, "\(book.warnings.map(\.rendered))")
        #expect(!book.scenarios.isEmpty)
    }
}
