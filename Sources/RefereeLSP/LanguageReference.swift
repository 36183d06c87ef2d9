import Foundation

/// The language reference, docs/language.md, cut into the pieces hover and completion show: each
/// `###` section whose heading names a construct in backquotes (`board W by H`), and each row of
/// a table whose first cell does (`expect turn P`). The text is the document's own, embedded at
/// build time by the EmbedReference plugin, so the editor and the reference cannot say different
/// things.
public struct LanguageReference: Sendable {
    /// A construct the reference describes.
    public struct Entry: Sendable, Hashable {
        /// The `##` heading it sits under (`Boards`, `Scenarios`).
        public var chapter: String
        /// The `###` heading it sits under, or the chapter's when there is none.
        public var section: String
        /// The construct's forms as written in backquotes (`win N in a row`, `lose N in a row`).
        public var forms: [String]
        /// Markdown: the section's heading and body, or the row under its table's header.
        public var text: String
        /// Whether the entry is a table row (rather than a whole section).
        public var isRow: Bool
        /// Whether the entry is a chapter's introduction, before its first section.
        public var isChapter = false
        /// Each form's words, and the words the forms begin with: read on every request.
        let formWords: [[String]]
        let leadingWords: Set<String>

        init(chapter: String, section: String, forms: [String], text: String, isRow: Bool, isChapter: Bool = false) {
            self.chapter = chapter
            self.section = section
            self.forms = forms
            self.text = text
            self.isRow = isRow
            self.isChapter = isChapter
            formWords = forms.map(LanguageReference.words)
            leadingWords = Set(forms.map(LanguageReference.leadingWord))
        }
    }

    public let entries: [Entry]

    /// The reference as shipped.
    public static let shipped = LanguageReference(markdown: ReferenceDocument.text)

    public init(markdown: String) {
        var entries: [Entry] = []
        var chapter = "", section = ""
        var sectionHeading: String?
        var sectionBody: [String] = []
        var tableHeader: [String] = []
        var inCode = false

        func closeSection() {
            if sectionHeading == nil, !chapter.isEmpty, section == chapter {
                let body = sectionBody.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
                entries.append(Entry(chapter: chapter, section: chapter, forms: [], text: "**\(chapter)**\n\n\(body)",
                                     isRow: false, isChapter: true))
            }
            if let heading = sectionHeading {
                let forms = Self.codeSpans(heading)
                if !forms.isEmpty {
                    let body = sectionBody.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
                    entries.append(Entry(
                        chapter: chapter, section: section, forms: forms,
                        text: "**\(heading)**\n\n\(body)", isRow: false))
                }
            }
            sectionHeading = nil
            sectionBody = []
        }

        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") { inCode.toggle() }
            // Sections are `###` headings, and `####` ones within them (the board constructs).
            if !inCode, line.hasPrefix("## ") || line.hasPrefix("### ") || line.hasPrefix("#### ") {
                closeSection()
                let heading = String(line.drop(while: { $0 == "#" }).dropFirst())
                if line.hasPrefix("## ") {
                    chapter = heading
                    section = heading
                } else {
                    section = heading
                    sectionHeading = heading
                }
                tableHeader = []
                continue
            }
            sectionBody.append(line)
            guard !inCode, line.hasPrefix("|") else {
                tableHeader = []
                continue
            }
            if tableHeader.isEmpty {
                tableHeader = [line]
            } else if tableHeader.count == 1 {
                tableHeader.append(line)
            } else {
                let first = Self.cells(line).first ?? ""
                let forms = Self.codeSpans(first)
                if !forms.isEmpty {
                    entries.append(Entry(
                        chapter: chapter, section: section, forms: forms,
                        text: (tableHeader + [line]).joined(separator: "\n"), isRow: true))
                }
            }
        }
        closeSection()
        self.entries = entries
    }

    /// The text between backquotes, in order.
    static func codeSpans(_ text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// A table row's cells, without the outer bars.
    static func cells(_ row: String) -> [String] {
        row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The words of a form: `first|last|random` gives its choices, brackets around optional words
    /// are dropped.
    static func words(_ form: String) -> [String] {
        form.split(separator: " ").map { word in String(word.filter { $0 != "[" && $0 != "]" }) }.filter { !$0.isEmpty }
    }

    /// The word a form begins with, without a call's parentheses (`marks(P)` gives `marks`).
    static func leadingWord(_ form: String) -> String {
        let first = words(form).first ?? ""
        return String(first.prefix { $0 != "(" && $0 != ":" })
    }

    /// Whether a word of a form stands for something the writer chooses (`N`, `NAME`, `"…"`).
    static func isPlaceholder(_ word: String) -> Bool {
        guard let first = word.first else { return true }
        return first.isUppercase || word.contains("…") || first == "\"" || first == "("
    }

    /// How well the words of a line match a form, word by word from the start: a word written
    /// the same counts two, a placeholder one; the first mismatch ends the count.
    static func score(_ formWords: [String], against line: [String]) -> Int {
        var score = 0
        for (formWord, word) in zip(formWords, line) {
            if isPlaceholder(formWord) {
                score += 1
            } else if formWord.split(separator: "|").contains(where: { String($0) == word }) {
                score += 2
            } else {
                break
            }
        }
        return score
    }

    /// Of the entries given, those whose forms match `line` best (all ties), in document order.
    static func best(_ candidates: [Entry], for line: [String]) -> [Entry] {
        let scored = candidates.map { entry in (entry, entry.formWords.map { score($0, against: line) }.max() ?? 0) }
        guard let top = scored.map(\.1).max() else { return [] }
        return scored.filter { $0.1 == top }.map(\.0)
    }

    /// Sections whose construct begins with `word`.
    func sections(beginningWith word: String) -> [Entry] {
        entries.filter { !$0.isRow && $0.leadingWords.contains(word) }
    }

    /// A chapter's introduction.
    func chapter(named name: String) -> Entry? {
        entries.first { $0.isChapter && $0.chapter == name }
    }

    /// Table rows whose construct begins with `word`, in document order.
    func rows(beginningWith word: String) -> [Entry] {
        entries.filter { $0.isRow && $0.leadingWords.contains(word) }
    }

    /// The rows of the tables in a section.
    func rows(inSection section: String) -> [Entry] {
        entries.filter { $0.isRow && $0.section == section }
    }

    /// The chapter a statement belongs to (`Boards`, `The core`), as the reference files it.
    func chapter(ofStatement word: String) -> String? {
        sections(beginningWith: word).first?.chapter
    }

    /// Rows shown together: each table's header once, then its rows.
    static func joinRows(_ rows: [Entry]) -> String {
        var out: [String] = []
        var header: [Substring] = []
        for row in rows {
            let lines = row.text.split(separator: "\n")
            let own = Array(lines.prefix(2))
            if own != header {
                if !out.isEmpty { out.append("") }
                out += own.map(String.init)
                header = own
            }
            out += lines.dropFirst(2).map(String.init)
        }
        return out.joined(separator: "\n")
    }
}
