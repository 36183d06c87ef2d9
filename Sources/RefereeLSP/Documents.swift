import Foundation
import RefereeLanguage

/// A file the editor has open: its text as the editor has it, which may differ from the disk.
struct Document {
    let uri: String
    var version: Int
    var text: String

    /// The path the language layer names the file by (it reads word files beside it).
    var path: String { Documents.path(of: uri) }

    var source: SourceFile { SourceFile(name: path, text: text) }
    var lines: LineIndex { LineIndex(text) }
}

/// The open documents, by URI.
struct Documents {
    private var open: [String: Document] = [:]

    subscript(uri: String) -> Document? {
        get { open[uri] }
        set { open[uri] = newValue }
    }

    /// The file's text as the editor has it if it is open, else from the disk.
    func source(path: String) -> SourceFile? {
        if let document = open.values.first(where: { $0.path == path }) { return document.source }
        guard FileManager.default.fileExists(atPath: path), case .success(let bytes) = BoundedFile.read(path) else {
            return nil
        }
        return SourceFile(name: path, bytes: bytes)
    }

    /// The file system path of a `file:` URI; any other URI stands for itself.
    static func path(of uri: String) -> String {
        guard uri.hasPrefix("file:"), let url = URL(string: uri), url.isFileURL else { return uri }
        return url.path
    }

    /// The `file:` URI of a path.
    static func uri(of path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        return URL(fileURLWithPath: path).absoluteString
    }
}
