/// A board of points (`board W by H points`): points at places of a `width` by `height` grid,
/// joined by links, some of which run on in straight lines. Point `i` is the `i`-th place that
/// holds a point, counted along the rows from the top-left, so a board's cells are its points.
/// Slides step along links, jumps and lines of N in a row run along the straight lines, and the
/// picture draws the points at their places with the links between them.
public struct PointLayout: Sendable, Hashable {
    public var width: Int
    public var height: Int
    /// Each point's place on the grid (`row * width + column`), in increasing order.
    public var places: [Int]
    /// The straight lines (`line …`), each its points in order; consecutive points are linked.
    public var lines: [[Int]]
    /// Links that are on no straight line (`link A B`), each a pair of points.
    public var links: [[Int]]

    public init(width: Int, height: Int, places: [Int], lines: [[Int]], links: [[Int]] = []) {
        self.width = width
        self.height = height
        self.places = places
        self.lines = lines
        self.links = links
    }

    public var count: Int { places.count }

    /// The point at a place of the grid, or nil where there is none.
    public func point(at place: Int) -> Int? {
        var low = 0, high = places.count
        while low < high {
            let middle = (low + high) / 2
            if places[middle] < place { low = middle + 1 } else { high = middle }
        }
        return low < places.count && places[low] == place ? low : nil
    }

    /// The row and column of a point.
    public func position(of point: Int) -> (row: Int, column: Int) {
        (places[point] / width, places[point] % width)
    }

    /// Every pair of linked points, each once, the lower point first, in the order the lines and
    /// links give them.
    public var linkedPairs: [(Int, Int)] {
        var pairs: [(Int, Int)] = []
        var seen: Set<[Int]> = []
        for line in lines {
            for (a, b) in zip(line, line.dropFirst()) where seen.insert([min(a, b), max(a, b)]).inserted {
                pairs.append((min(a, b), max(a, b)))
            }
        }
        for link in links where link.count == 2 && seen.insert([link.min()!, link.max()!]).inserted {
            pairs.append((link.min()!, link.max()!))
        }
        return pairs
    }

    /// The points next to each point, in increasing order: along the straight lines only, or
    /// along every link.
    public func neighbours(alongLinesOnly: Bool) -> [[Int]] {
        var result = [[Int]](repeating: [], count: count)
        func join(_ a: Int, _ b: Int) {
            if !result[a].contains(b) { result[a].append(b) }
            if !result[b].contains(a) { result[b].append(a) }
        }
        for line in lines { for (a, b) in zip(line, line.dropFirst()) { join(a, b) } }
        if !alongLinesOnly { for link in links where link.count == 2 { join(link[0], link[1]) } }
        return result.map { $0.sorted() }
    }

    /// The jumps from each point along the straight lines: over the next point to the one after,
    /// in increasing order of the landing point.
    public func jumps() -> [[Jump]] {
        Jump.along(lines, cells: count)
    }

    /// Every run of `length` consecutive points along a straight line, line by line and along
    /// each from its first point, a set of points met again only once; `beyond` holds each
    /// run's points just past its ends on its line.
    public func runs(of length: Int) -> (cells: [[Int]], beyond: [[Int]]) {
        guard length > 0 else { return ([], []) }
        var cells: [[Int]] = [], beyond: [[Int]] = []
        var seen: Set<[Int]> = []
        for line in lines where line.count >= length {
            for first in 0...(line.count - length) {
                let run = Array(line[first..<first + length])
                guard seen.insert(run.sorted()).inserted else { continue }
                cells.append(run)
                var ends: [Int] = []
                if first > 0 { ends.append(line[first - 1]) }
                if first + length < line.count { ends.append(line[first + length]) }
                beyond.append(ends)
            }
        }
        return (cells, beyond)
    }

    /// Every point's runs away from it along each straight line through it, both ways, nearest
    /// first: what flanking walks.
    public func rays() -> [[[Int]]] {
        var result = [[[Int]]](repeating: [], count: count)
        for line in lines {
            for (i, point) in line.enumerated() {
                if i + 1 < line.count { result[point].append(Array(line[(i + 1)...])) }
                if i > 0 { result[point].append(Array(line[..<i].reversed())) }
            }
        }
        return result
    }
}
