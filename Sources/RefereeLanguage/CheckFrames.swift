import RefereeModel

extension Checker {
    mutating func checkFrames() -> FrameRules? {
        var frames: Int?, pins: Int?, rolls: Int?
        var bonus: [Int: Int] = [:]
        var fill = false
        var values: [Int] = []
        for statement in syntax.statements {
            switch statement.kind {
            case .frames(let e):
                once(statement)
                frames = constant(e, "the number of frames", in: 1...Limits.frames)
            case .pins(let e, let worth):
                once(statement)
                pins = constant(e, "the number of pins", in: 1...Limits.pins)
                guard !worth.isEmpty else { break }
                values = worth.compactMap { constant($0, "a pin's value", in: 1...Limits.number / Limits.pins) }
                if let n = pins, worth.count != n {
                    diagnostics.append(.error(
                        "\(worth.count) values for \(n) pins", at: worth[0].span.merged(with: worth[worth.count - 1].span),
                        expected: "one value for each pin"))
                } else if let n = pins, n > Limits.valuedPins {
                    diagnostics.append(.error(
                        "\(n) pins with values; the limit is \(Limits.valuedPins)", at: e.span,
                        help: "a move names the pins that fall by one digit each, 1 to \(Limits.valuedPins)"))
                }
            case .rolls(let e):
                once(statement)
                rolls = constant(e, "the rolls in a frame", in: 1...Limits.rolls)
            case .fill:
                once(statement)
                fill = true
            default: break
            }
        }
        for statement in syntax.statements {
            guard case .bonus(let amount, let roll) = statement.kind else { continue }
            guard let amount = constant(amount, "a bonus", in: 0...Limits.rolls),
                  let roll = constant(roll, "the roll that earns a bonus", in: 1...(rolls ?? Limits.rolls))
            else { continue }
            if bonus[roll] != nil {
                diagnostics.append(.error("clearing on roll \(roll) already has a bonus", at: statement.span))
            }
            bonus[roll] = amount
        }
        guard let frames else {
            diagnostics.append(.error("a game of frames needs the number of frames", at: Span(0, 0), help: "add a line such as 'frames 10'"))
            return nil
        }
        guard let pins else {
            diagnostics.append(.error("a game of frames needs the number of pins", at: Span(0, 0), help: "add a line such as 'pins 10'"))
            return nil
        }
        guard let rolls else {
            diagnostics.append(.error("a game of frames needs the rolls in a frame", at: Span(0, 0), help: "add a line such as 'rolls 2'"))
            return nil
        }
        return FrameRules(frames: frames, pins: pins, rolls: rolls, bonus: bonus, fillInLastFrame: fill, pinValues: values)
    }
}
