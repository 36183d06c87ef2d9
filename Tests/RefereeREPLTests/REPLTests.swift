import Testing
@testable import RefereeREPL

@Suite("REPL")
struct REPLTests {}
