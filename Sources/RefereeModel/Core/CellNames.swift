extension CellNaming {
    /// A cell's name as typed at the prompt, on a board `width` cells wide and `height` high.
    public func name(of cell: Int, width: Int, height: Int) -> String {
        switch self {
        case .numbered(let from): return String(cell + from)
        case .algebraic:
            let column = Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(truncatingIfNeeded: cell % width)))
            return "\(column)\(height - cell / width)"
        }
    }

    /// The cell a name stands for, or nil when no cell of the board has that name.
    public func cell(named name: Substring, width: Int, height: Int) -> Int? {
        switch self {
        case .numbered(let from):
            guard let n = Int(name), n >= from, n - from < width * height else { return nil }
            return n - from
        case .algebraic:
            guard let letter = name.first, let ascii = letter.asciiValue, letter.isLowercase,
                  let row = Int(name.dropFirst()) else { return nil }
            let column = Int(ascii) - Int(UInt8(ascii: "a"))
            guard column >= 0, column < width, row >= 1, row <= height else { return nil }
            return (height - row) * width + column
        }
    }

    /// A column's name when moves name columns (gravity): its top cell's number, or its letter.
    public func name(ofColumn column: Int) -> String {
        switch self {
        case .numbered(let from): String(column + from)
        case .algebraic: String(Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(truncatingIfNeeded: column))))
        }
    }

    /// The column a name stands for, or nil.
    public func column(named name: Substring, width: Int) -> Int? {
        switch self {
        case .numbered(let from):
            guard let n = Int(name), n >= from, n - from < width else { return nil }
            return n - from
        case .algebraic:
            guard name.count == 1, let a = name.first?.asciiValue, a >= UInt8(ascii: "a") else { return nil }
            let c = Int(a - UInt8(ascii: "a"))
            return c < width ? c : nil
        }
    }
}
