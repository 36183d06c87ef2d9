/// The time a computer player may think at the prompt.
public enum ThinkingTime {
    /// What a player may take unless told otherwise: the prompt stays interactive.
    public static let standard: Duration = .seconds(1)
    /// The range `think` and `--think` accept, in seconds.
    public static let range: ClosedRange<Double> = 0.1...60

    /// The time in `text` (seconds, as in `2` or `0.5`), or why it cannot be one.
    public static func parse(_ text: String) -> Result<Duration, SessionError> {
        guard let seconds = Double(text), seconds.isFinite, range.contains(seconds) else {
            return .failure(SessionError(
                "think takes a number of seconds from \(format(range.lowerBound)) to \(format(range.upperBound)), not '\(text)'"))
        }
        return .success(.milliseconds(Int((seconds * 1000).rounded())))
    }

    /// A duration in seconds, as `think` shows it: "1 s", "0.5 s".
    public static func describe(_ time: Duration) -> String {
        let milliseconds = time.components.seconds * 1000 + time.components.attoseconds / 1_000_000_000_000_000
        return format(Double(milliseconds) / 1000) + " s"
    }

    static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}

extension Session {
    /// `think`: shows or sets how long a computer player may think.
    mutating func think(_ text: String?) -> Response {
        guard let text else {
            return Response(ok: true, message: "a computer player thinks for at most \(ThinkingTime.describe(thinkingTime)) (think SECONDS changes it; Ctrl-C stops it)")
        }
        switch ThinkingTime.parse(text) {
        case .success(let time):
            thinkingTime = time
            return Response(ok: true, message: "a computer player now thinks for at most \(ThinkingTime.describe(time))")
        case .failure(let error):
            return failure(.thinkingTime, error.message)
        }
    }
}

extension Session {
    /// What `stop` says when no computer player was thinking as it was read.
    static let nothingStopped = "nothing to stop: no computer player was thinking"

    /// The answer to a `stop` line read while `line` was carried out, whose computer player it
    /// stopped: `line` itself answered first, with the code `stopped`.
    public func stopped(_ line: String) -> Response {
        var response = say("stopped the computer player thinking for '\(line)'")
        response.command = Command.stop.word
        return response
    }
}
