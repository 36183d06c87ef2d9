import Foundation
import RefereeLanguage

/// A language server for rule and scenarios files: it reads JSON-RPC messages and answers them,
/// publishing diagnostics as documents change. It keeps no state beyond the open documents, and
/// it never stops on a bad message: a malformed request gets an error response.
public final class LanguageServer {
    /// JSON-RPC and protocol error codes.
    enum ErrorCode: Int {
        case parseError = -32700, invalidRequest = -32600, methodNotFound = -32601, invalidParams = -32602
        case serverNotInitialized = -32002, requestFailed = -32803
    }

    struct Failure: Error {
        var code: ErrorCode
        var message: String
    }

    private let version: String
    private var documents = Documents()
    private var initialized = false
    private var shuttingDown = false
    /// The files whose diagnostics were last published non-empty, so that a fix clears them.
    private var published: Set<String> = []
    /// Set once `exit` arrives: the process's exit status (0 after `shutdown`, 1 without).
    public private(set) var exitStatus: Int32?

    public init(version: String) {
        self.version = version
    }

    /// Answers one message (a request, a notification, or bytes that are not JSON): the messages
    /// to send back, in order.
    public func handle(_ data: Data) -> [JSON] {
        let message: JSON
        switch JSON.read(data) {
        case .success(let read): message = read
        case .failure(let problem):
            return [errorResponse(id: .null, Failure(code: .parseError, message: "the message is not JSON: \(problem.message) (byte \(problem.offset))"))]
        }
        guard case .object = message else {
            return [errorResponse(id: .null, Failure(code: .parseError, message: "the message is not a JSON object"))]
        }
        let id = message["id"]
        guard let method = message["method"].string else {
            // A response to a request of ours (the server sends none) or nonsense.
            return id.isNull ? [] : [errorResponse(id: id, Failure(code: .invalidRequest, message: "no method"))]
        }
        let isRequest = message.object?["id"] != nil
        do {
            let (result, notifications) = try dispatch(method, params: message["params"], isRequest: isRequest)
            return isRequest ? [["jsonrpc": "2.0", "id": id, "result": result]] + notifications : notifications
        } catch let failure as Failure {
            return isRequest ? [errorResponse(id: id, failure)] : []
        } catch {
            return isRequest ? [errorResponse(id: id, Failure(code: .requestFailed, message: "\(error)"))] : []
        }
    }

    private func errorResponse(id: JSON, _ failure: Failure) -> JSON {
        ["jsonrpc": "2.0", "id": id, "error": ["code": .int(failure.code.rawValue), "message": .string(failure.message)]]
    }

    private func dispatch(_ method: String, params: JSON, isRequest: Bool) throws -> (JSON, [JSON]) {
        switch method {
        case "initialize":
            initialized = true
            return (capabilities, [])
        case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration", "textDocument/didSave":
            return (.null, [])
        case "shutdown":
            shuttingDown = true
            return (.null, [])
        case "exit":
            exitStatus = shuttingDown ? 0 : 1
            return (.null, [])
        default:
            break
        }
        guard initialized else { throw Failure(code: .serverNotInitialized, message: "the server is not initialized") }
        guard !shuttingDown else { throw Failure(code: .invalidRequest, message: "the server is shutting down") }
        switch method {
        case "textDocument/didOpen":
            let item = params["textDocument"]
            guard let uri = item["uri"].string, let text = item["text"].string else { throw invalid("textDocument") }
            documents[uri] = Document(uri: uri, version: item["version"].int ?? 0, text: text)
            return (.null, publishDiagnostics(uri))
        case "textDocument/didChange":
            guard let uri = params["textDocument"]["uri"].string, var document = documents[uri] else { throw invalid("textDocument") }
            for change in params["contentChanges"].array ?? [] {
                guard let text = change["text"].string else { continue }
                let range = change["range"]
                if let start = Position(range["start"]), let end = Position(range["end"]) {
                    let lines = document.lines
                    var bytes = lines.bytes
                    let lo = lines.offset(of: start), hi = max(lo, lines.offset(of: end))
                    bytes.replaceSubrange(lo..<hi, with: Array(text.utf8))
                    document.text = String(decoding: bytes, as: UTF8.self)
                } else {
                    document.text = text
                }
            }
            document.version = params["textDocument"]["version"].int ?? document.version
            documents[uri] = document
            return (.null, publishDiagnostics(uri))
        case "textDocument/didClose":
            guard let uri = params["textDocument"]["uri"].string else { throw invalid("textDocument") }
            documents[uri] = nil
            return (.null, [])
        case "textDocument/completion":
            let (document, offset) = try place(params)
            let items = Completion.items(
                in: document.source, at: offset, declarations: declarations(for: document), rules: declaring(document))
            return (["isIncomplete": false, "items": .array(items.map(\.json))], [])
        case "textDocument/hover":
            let (document, offset) = try place(params)
            guard let (markdown, span) = Hover.text(in: document.source, at: offset, declarations: declarations(for: document)) else {
                return (.null, [])
            }
            return (["contents": ["kind": "markdown", "value": .string(markdown)], "range": document.lines.range(span)], [])
        case "textDocument/definition":
            let (document, offset) = try place(params)
            return (definition(document, offset), [])
        case "textDocument/documentSymbol":
            return (Symbols.document(try opened(params).source), [])
        case "textDocument/foldingRange":
            return (Scenarios.folding(try opened(params).source), [])
        case "textDocument/semanticTokens/full":
            let document = try opened(params)
            return (SemanticTokens.data(document.source, declarations: declarations(for: document)), [])
        case "textDocument/references":
            let (document, offset) = try place(params)
            let rules = declaring(document) ?? document.source
            guard let declared = References.declared(at: offset, in: document.source, declaring: rules) else { return ([], []) }
            return (References.locations(of: declared, in: unit(of: document)), [])
        case "textDocument/prepareRename":
            let (document, offset) = try place(params)
            let rules = declaring(document) ?? document.source
            guard References.declared(at: offset, in: document.source, declaring: rules) != nil,
                  let word = Cursor(document.source, offset: offset).word else { return (.null, []) }
            return (document.lines.range(word.span), [])
        case "textDocument/rename":
            return (try rename(params), [])
        case "textDocument/codeAction":
            let document = try opened(params)
            let published = Diagnostics.publish(for: document, in: documents).first { $0.path == document.path }
            return (QuickFixes.actions(for: published?.diagnostics ?? [], in: document, range: params["range"]), [])
        case "textDocument/formatting":
            guard let uri = params["textDocument"]["uri"].string, let document = documents[uri] else { throw invalid("textDocument") }
            return (try formatting(document), [])
        default:
            if isRequest { throw Failure(code: .methodNotFound, message: "no method '\(method)'") }
            return (.null, [])
        }
    }

    private var capabilities: JSON {
        [
            "capabilities": [
                "textDocumentSync": ["openClose": true, "change": 1],
                "completionProvider": [:],
                "hoverProvider": true,
                "definitionProvider": true,
                "documentFormattingProvider": true,
                "documentSymbolProvider": true,
                "referencesProvider": true,
                "renameProvider": ["prepareProvider": true],
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
                "semanticTokensProvider": ["legend": SemanticTokens.legend, "full": true],
                "foldingRangeProvider": true,
            ],
            "serverInfo": ["name": "referee", "version": .string(version)],
        ]
    }

    private func invalid(_ what: String) -> Failure {
        Failure(code: .invalidParams, message: "the request's '\(what)' is missing or names no open document")
    }

    /// The open document and byte offset a request's `textDocument` and `position` name.
    private func place(_ params: JSON) throws -> (Document, Int) {
        guard let uri = params["textDocument"]["uri"].string, let document = documents[uri],
              let position = Position(params["position"]) else { throw invalid("textDocument' or 'position") }
        return (document, document.lines.offset(of: position))
    }

    /// The open document a request's `textDocument` names.
    private func opened(_ params: JSON) throws -> Document {
        guard let uri = params["textDocument"]["uri"].string, let document = documents[uri] else { throw invalid("textDocument") }
        return document
    }

    /// The rule file a document is, or the one a scenarios document tests; nil when a
    /// scenarios document names none that can be read.
    private func declaring(_ document: Document) -> SourceFile? {
        guard document.path.hasSuffix(".scenarios") else { return document.source }
        return Diagnostics.rulesFile(for: document, in: documents)
    }

    /// The files a name declared in a document's rule file may be used in: the rule file and
    /// its scenarios file (the document, or the one open beside the rule file).
    private func unit(of document: Document) -> [References.File] {
        guard let rules = declaring(document) else { return [References.File(uri: document.uri, source: document.source)] }
        let rulesURI = rules.name == document.path ? document.uri : Documents.uri(of: rules.name)
        var files = [References.File(uri: rulesURI, source: rules)]
        if document.path.hasSuffix(".scenarios") {
            files.append(References.File(uri: document.uri, source: document.source))
        } else if let sibling = documents.source(path: RuleBook.scenariosPath(for: rules.name)) {
            files.append(References.File(uri: Documents.uri(of: sibling.name), source: sibling))
        }
        return files
    }

    private func rename(_ params: JSON) throws -> JSON {
        let (document, offset) = try place(params)
        guard let name = params["newName"].string else { throw invalid("newName") }
        let rules = declaring(document) ?? document.source
        guard let declared = References.declared(at: offset, in: document.source, declaring: rules) else {
            throw Failure(code: .requestFailed, message: "there is no declared name here to rename")
        }
        if let problem = References.problem(renaming: declared, to: name, declaring: rules) {
            throw Failure(code: .requestFailed, message: "cannot rename '\(declared.name.text)': \(problem)")
        }
        return References.rename(declared, to: name, in: unit(of: document))
    }

    /// The names a document may use: a rule file's own, or for a scenarios file those of the
    /// rule file it tests.
    private func declarations(for document: Document) -> Declarations {
        if document.path.hasSuffix(".scenarios"), let rules = Diagnostics.rulesFile(for: document, in: documents) {
            return Declarations(rules)
        }
        return Declarations(document.source)
    }

    private func publishDiagnostics(_ uri: String) -> [JSON] {
        guard let document = documents[uri] else { return [] }
        return Diagnostics.publish(for: document, in: documents).compactMap { path, diagnostics in
            let target = path == document.path ? uri : Documents.uri(of: path)
            if diagnostics.isEmpty, !published.contains(target), target != uri { return nil }
            if diagnostics.isEmpty { published.remove(target) } else { published.insert(target) }
            var params: [String: JSON] = ["uri": .string(target), "diagnostics": .array(diagnostics)]
            if target == uri { params["version"] = .int(document.version) }
            return ["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics", "params": .object(params)]
        }
    }

    private func definition(_ document: Document, _ offset: Int) -> JSON {
        let cursor = Cursor(document.source, offset: offset)
        guard let word = cursor.word, word.kind == .identifier else { return .null }
        var declaring = document.source
        if document.path.hasSuffix(".scenarios"), let rules = Diagnostics.rulesFile(for: document, in: documents) {
            declaring = rules
        }
        guard let declared = Declarations(declaring).find(word.text) else { return .null }
        let uri = declaring.name == document.path ? document.uri : Documents.uri(of: declaring.name)
        return ["uri": .string(uri), "range": LineIndex(declaring.bytes).range(declared.name.span)]
    }

    private func formatting(_ document: Document) throws -> JSON {
        switch Formatter.format(document.source) {
        case .success(let text):
            guard text != document.text else { return [] }
            return [["range": document.lines.wholeRange, "newText": .string(text)]]
        case .failure(let failure):
            let first = failure.diagnostics.first.map { diagnostic in
                let position = document.lines.position(of: diagnostic.span.start)
                return ": line \(position.line + 1): \(diagnostic.message)"
            } ?? ""
            throw Failure(code: .requestFailed, message: "the file must parse before it is formatted\(first)")
        }
    }

    /// Serves on two file descriptors until `exit` or the end of the input; the process's exit
    /// status.
    public func serve(input: Int32 = 0, output: Int32 = 1) -> Int32 {
        let reader = Framing.Reader(descriptor: input)
        while exitStatus == nil {
            switch reader.next() {
            case .success(let body):
                for reply in handle(body) {
                    guard Framing.write(reply.encoded(), to: output) else { return 1 }
                }
            case .failure(.closed):
                return shuttingDown ? 0 : 1
            case .failure(.badHeader(let problem)):
                let reply = errorResponse(id: .null, Failure(code: .parseError, message: problem))
                _ = Framing.write(reply.encoded(), to: output)
                return 1
            }
        }
        return exitStatus ?? 1
    }
}

extension JSON {
    var object: [String: JSON]? {
        if case .object(let members) = self { return members }
        return nil
    }
}
