extension CellNaming {
    /// A cell's name as typed at the prompt, on a board `width` cells wide and `height` high in
    /// `layers` layers: numbers run on through the layers; a1 names are prefixed by the layer's
    /// number, from 1, when there is more than one (`2b3`).
    public func name(of cell: Int, width: Int, height: Int, layers: Int) -> String {
        switch self {
        case .numbered(let from): return String(cell + from)
        case .algebraic:
            let area = width * height, within = cell % area
            let column = Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(truncatingIfNeeded: within % width)))
            let layer = layers > 1 ? String(cell / area + 1) : ""
            return "\(layer)\(column)\(height - within / width)"
        }
    }

    /// The cell a name stands for, or nil when no cell of the board has that name.
    public func cell(named name: Substring, width: Int, height: Int, layers: Int) -> Int? {
        switch self {
        case .numbered(let from):
            guard let n = Int(name), n >= from, n - from < width * height * layers else { return nil }
            return n - from
        case .algebraic:
            var rest = name
            var layer = 0
            if layers > 1 {
                let digits = rest.prefix { $0.isASCII && $0.isNumber }
                guard let number = Int(digits), number >= 1, number <= layers else { return nil }
                layer = number - 1
                rest = rest.dropFirst(digits.count)
            }
            guard let letter = rest.first, let ascii = letter.asciiValue, letter.isLowercase,
                  let row = Int(rest.dropFirst()) else { return nil }
            let column = Int(ascii) - Int(UInt8(ascii: "a"))
            guard column >= 0, column < width, row >= 1, row <= height else { return nil }
            return (layer * height + height - row) * width + column
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
