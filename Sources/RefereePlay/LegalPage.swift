/// One page of the legal moves, for `moves PAGE`: every legal move can be listed, however many
/// there are (Wordle's 2,268 guesses, past what a response's `legal` holds), a page at a time.
public struct LegalPage: Hashable, Sendable {
    /// The moves a page holds: as many as a response's `legal` lists at most, so that a game
    /// whose moves all fit there has them all on page 1.
    public static let size = JSONResponse.listedMovesLimit

    /// The page's number, from 1.
    public var number: Int
    /// How many pages the legal moves fill; 1 when there are none.
    public var pages: Int
    /// How many legal moves there are in all.
    public var total: Int
    /// The moves on the page, as typed, in the order `legal` lists them.
    public var moves: [String]

    /// The pages `total` moves fill.
    static func count(_ total: Int) -> Int { max(1, (total + size - 1) / size) }
}

extension Session {
    /// `moves PAGE`: the legal moves on that page, or why there is no such page.
    func legalMoves(page number: Int) -> Response {
        let legal = engine.legalMoves(state)
        let pages = LegalPage.count(legal.count)
        guard number <= pages else {
            let have = pages == 1 ? "is 1 page" : "are \(pages) pages"
            return failure(.usage, "there \(have) of legal moves (\(legal.count), \(LegalPage.size) a page); page \(number) is past the last")
        }
        let first = (number - 1) * LegalPage.size
        let texts = legal[first..<min(legal.count, first + LegalPage.size)].map { engine.format($0, in: state) }
        let said: String
        if legal.isEmpty {
            said = "no legal moves: \(status)"
        } else {
            let next = number < pages ? "; 'moves \(number + 1)' lists the next" : ""
            said = "legal moves \(first + 1) to \(first + texts.count) of \(legal.count) (page \(number) of \(pages)\(next)):\n"
                + texts.map(Self.shown).joined(separator: " ")
        }
        var response = say(said)
        response.legalPage = LegalPage(number: number, pages: pages, total: legal.count, moves: texts)
        return response
    }
}
