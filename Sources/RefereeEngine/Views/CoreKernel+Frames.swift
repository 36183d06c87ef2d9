import RefereeModel

/// The picture of a game of frames run by the general interpreter: the cards are drawn from each
/// player's rolls, which the translation keeps (`FramesLayout`), by `FramesCard`.
extension CoreKernel {
    func framesView(_ layout: FramesLayout, _ state: State) -> FramesView {
        let sheet = FramesCard(rules: layout.rules)
        let slot = program.slots[layout.rolls]
        return FramesView(
            frames: layout.rules.frames, pins: layout.rules.pins,
            cards: state.lists[slot..<slot + playerCount].map { sheet.card(Array($0)) },
            scores: values(layout.score, state),
            frame: min(value(layout.frame, state), layout.rules.frames), standing: value(layout.standing, state),
            standingPinNumbers: layout.pinsStanding.map { set in
                layout.rules.pinValues.indices.filter { value(set, state) & (1 << $0) != 0 }.map { $0 + 1 }
            } ?? [],
            atTheLine: atTheLine(layout, state),
            kept: keptValues(state, from: layout.ownValues), announcements: announcements(state))
    }

    /// The bowler at the line of the side to move, from `bowler(SIDE)`, which the translation
    /// turns as the lineup says.
    private func atTheLine(_ layout: FramesLayout, _ state: State) -> String? {
        guard let bowler = layout.bowler, let side = toMove(state), let lineup = layout.rules.lineup(of: side) else { return nil }
        let place = value(bowler, of: side, state) - 1
        return lineup.bowlers.indices.contains(place) ? lineup.bowlers[place] : nil
    }

    /// The usual notation of a roll: `X` for every pin, `/` for the pins left standing, `-` for
    /// none; nil for a text that is not one of them.
    func framesNotation(_ text: String, _ layout: FramesLayout, _ state: State) -> String? {
        let standing = value(layout.standing, state)
        if let set = layout.pinsStanding {
            let pins = layout.rules.pinValues.indices.map { $0 + 1 }
            let up = pins.filter { value(set, state) & (1 << ($0 - 1)) != 0 }
            return switch text {
            case "X", "x": pins.map(String.init).joined()
            case "/": up.count < pins.count ? up.map(String.init).joined() : nil
            default: nil
            }
        }
        return switch text {
        case "X", "x": String(layout.rules.pins)
        case "/": standing < layout.rules.pins ? String(standing) : nil
        case "-": "0"
        default: nil
        }
    }

    /// A move written in the sheet's notation that is a move of the game, but not now: a spare
    /// (`/`) while every pin stands. Nil for any other text.
    func notationRefusal(_ text: String, _ state: State) -> IllegalMove? {
        guard case .frames(let layout) = game.presentation, text == "/", framesNotation(text, layout, state) == nil
        else { return nil }
        var refused = illegal(.illegal, state, text: text)
        refused.because = "'/' (a spare) knocks down the pins still standing, so it is never a frame's "
            + "first ball: it may be \(Self.laterBalls(layout.rules.rolls)), after a ball that left pins standing"
        refused.notNow = true
        return refused
    }

    /// The balls of a frame after its first, in words: "a frame's second ball", "a frame's
    /// second or third ball", "a frame's ball 2 to 5".
    static func laterBalls(_ rolls: Int) -> String {
        let ordinals = ["second", "third", "fourth"]
        switch rolls {
        case ...2: return "a frame's second ball"
        case 3...4: return "a frame's " + ordinals[0..<(rolls - 2)].joined(separator: ", ") + " or \(ordinals[rolls - 2]) ball"
        default: return "a frame's ball 2 to \(rolls)"
        }
    }
}
