// libFuzzer target: any bytes as the body of a message to `referee lsp`. The JSON reader must
// answer every input with a value or a reason, in one pass (a hang over the time limit is a
// finding); a value it reads must come back the same when written and read again (a number may
// come back as a whole number or not: -9223372036854775809 is read as a Double, written as
// -9.223372036854776e+18 and read as Int.min, as the decoder before it did), and nest no deeper
// than its limit. The bytes then go to a server past `initialize`, which must answer
// bytes that are not JSON with a parse error. Built by Tests/Fuzz/run.sh.

import Foundation

func depth(_ value: JSON) -> Int {
    switch value {
    case .array(let elements): 1 + (elements.map(depth).max() ?? 0)
    case .object(let members): 1 + (members.values.map(depth).max() ?? 0)
    default: 0
    }
}

/// Equal, a whole number and a `Double` of the same value counting as equal.
func same(_ a: JSON, _ b: JSON) -> Bool {
    switch (a, b) {
    case (.int(let x), .double(let y)), (.double(let y), .int(let x)): Double(x) == y
    case (.array(let x), .array(let y)): x.count == y.count && zip(x, y).allSatisfy(same)
    case (.object(let x), .object(let y)): x.count == y.count && x.allSatisfy { key, value in y[key].map { same(value, $0) } ?? false }
    default: a == b
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLanguageServerJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Data(UnsafeBufferPointer(start: data, count: size))
    let read = JSON.read(body)
    if case .success(let value) = read {
        if depth(value) > JSONReader.depthLimit { fatalError("read a value nested \(depth(value)) deep") }
        guard case .success(let again) = JSON.read(value.encoded()), same(again, value) else {
            fatalError("a value read, written and read again changed: \(String(decoding: value.encoded(), as: UTF8.self))")
        }
    }
    let server = LanguageServer(version: "fuzz")
    _ = server.handle(Data(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{}}"#.utf8))
    let replies = server.handle(body)
    if case .failure = read, replies.first?["error"]["code"] != -32700 {
        fatalError("bytes that are not JSON got no parse error")
    }
    return 0
}
