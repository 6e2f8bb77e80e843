/// The screen names of a tracking plan, read from the formats teams keep them in: plain lines, CSV or TSV with a
/// header, a JSON array (of strings, or of objects with a `name` member), JSON Lines, or Markdown tables.
///
/// ```swift
/// var plan = "| Screen | Event |\n|---|---|\n| `HomeView` | screen_view |\n"
/// let names = plan.withUTF8 { try? NameCatalogue.entries(in: $0, format: .markdown) }
/// names?.map(\.name)  // ["HomeView"]
/// ```
public enum NameCatalogue {
    /// How a catalogue is written.
    public enum Format: String, Hashable, Sendable, CaseIterable {
        /// One name per line; blank lines and lines starting with `#` are skipped.
        case plain
        /// A CSV table with a header (RFC 4180).
        case csv
        /// A tab-separated table with a header.
        case tsv
        /// A JSON array of strings, or of objects whose `name` member (or the chosen column) is the name.
        case json
        /// One JSON string, or object with a `name` member, per line.
        case jsonl
        /// Markdown tables; the names are one column's cells, backticks around them dropped.
        case markdown

        /// The format a file's extension says (`.csv`, `.tsv`, `.json`, `.jsonl` or `.ndjson`, `.md` or
        /// `.markdown`); plain lines for any other.
        public init(path: String) {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let suffix = name.split(separator: ".", omittingEmptySubsequences: false).last.map { $0.lowercased() }
            switch name.contains(".") ? suffix : nil {
            case "csv": self = .csv
            case "tsv": self = .tsv
            case "json": self = .json
            case "jsonl", "ndjson": self = .jsonl
            case "md", "markdown": self = .markdown
            default: self = .plain
            }
        }
    }

    /// One name of the catalogue and the line it is on (1-based).
    public struct Entry: Hashable, Sendable {
        public var name: String
        public var line: Int

        /// Creates an entry.
        public init(name: String, line: Int) {
            self.name = name
            self.line = line
        }
    }

    /// A catalogue that cannot be read as its format says.
    public struct Error: Swift.Error, Hashable, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The header names a table's name column is found by when none is chosen, in order of preference (compared
    /// without regard to case).
    public static let columnNames = ["screen", "screen_name", "screen name", "screen_class", "name", "class"]

    /// Reads the names of a catalogue. `column` chooses a table's column by its header, or the member of JSON
    /// objects; without it a table's column is the first of ``columnNames`` its header has, and objects' is `name`.
    public static func entries(in bytes: UnsafeBufferPointer<UInt8>, format: Format, column: String? = nil)
        throws(Error) -> [Entry]
    {
        var entries: [Entry] = []
        try forEachEntry(in: bytes, format: format, column: column) { entries.append($0) }
        return entries
    }

    /// Hands `body` each name of a catalogue in order, as ``entries(in:format:column:)`` reads them, holding none:
    /// what lets `lint --names` check a catalogue of millions of names in the memory of its file.
    public static func forEachEntry(
        in bytes: UnsafeBufferPointer<UInt8>, format: Format, column: String? = nil, _ body: (Entry) -> Void
    ) throws(Error) {
        switch format {
        case .plain: plain(bytes, body)
        case .csv: try table(bytes, format: .csv, column: column, body)
        case .tsv: try table(bytes, format: .tsv, column: column, body)
        case .json: try json(bytes, column: column, body)
        case .jsonl: try jsonLines(bytes, column: column, body)
        case .markdown: try markdown(bytes, column: column, body)
        }
    }

    // MARK: Formats

    static func plain(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Entry) -> Void) {
        RecordFraming.forEachLine(in: bytes) { line, number in
            let text = trimmed(String(decoding: line, as: UTF8.self))
            if !text.isEmpty, !text.hasPrefix("#") { body(Entry(name: text, line: number)) }
        }
    }

    static func table(
        _ bytes: UnsafeBufferPointer<UInt8>, format: DelimitedRecord.Format, column: String?, _ body: (Entry) -> Void
    ) throws(Error) {
        var pending: [UInt8] = []
        var pendingLine = 0
        // Whether a quote opened on an earlier line of the record is still open: a parity, so that each line is
        // scanned once however many lines a quoted field runs over.
        var isOpen = false
        var index: Int?
        var columnError: Error?
        RecordFraming.forEachLine(in: bytes) { line, number in
            guard columnError == nil else { return }
            if pending.isEmpty {
                pendingLine = number
            } else {
                pending.append(UInt8(ascii: "\n"))
            }
            pending.append(contentsOf: line)
            if !DelimitedRecord.isComplete(line, format: format) { isOpen.toggle() }
            guard !isOpen else { return }
            let fields = pending.withUnsafeBufferPointer { record in
                let split = DelimitedRecord(bytes: record, format: format)
                return split.fields.indices.map { String(decoding: split.value(at: $0), as: UTF8.self) }
            }
            pending.removeAll(keepingCapacity: true)
            guard let index else {
                var header = fields
                if let first = header.first, first.hasPrefix("\u{FEFF}") { header[0] = String(first.dropFirst()) }
                do throws(Error) { index = try columnIndex(in: header, chosen: column) } catch { columnError = error }
                return
            }
            guard index < fields.count else { return }
            let name = trimmed(fields[index])
            if !name.isEmpty { body(Entry(name: name, line: pendingLine)) }
        }
        if let columnError { throw columnError }
    }

    static func json(_ bytes: UnsafeBufferPointer<UInt8>, column: String?, _ body: (Entry) -> Void) throws(Error) {
        let lines = LineStarts(bytes)
        let tape = JSONTape.allocate()
        defer { tape.deallocate() }
        let reader = JSONReader(bytes: bytes, tape: tape)
        guard let root = reader.document(), bytes[root.lowerBound] == UInt8(ascii: "[") else {
            throw Error(description: "not a JSON array")
        }
        reader.forEachElement(ofEntry: 0) { element in
            if let name = name(inEntry: element, reader: reader, member: column ?? "name") {
                body(Entry(name: name, line: lines.line(at: tape.range(of: element).lowerBound)))
            }
        }
    }

    static func jsonLines(_ bytes: UnsafeBufferPointer<UInt8>, column: String?, _ body: (Entry) -> Void)
        throws(Error)
    {
        let tape = JSONTape.allocate()
        defer { tape.deallocate() }
        var failure: Error?
        RecordFraming.forEachLine(in: bytes) { line, number in
            guard failure == nil else { return }
            tape.reset()
            let reader = JSONReader(bytes: line, tape: tape)
            guard reader.skipSpace(0) < line.count else { return }
            guard reader.document() != nil else {
                failure = Error(description: "line \(number) is not JSON")
                return
            }
            if let name = name(inEntry: 0, reader: reader, member: column ?? "name") {
                body(Entry(name: name, line: number))
            }
        }
        if let failure { throw failure }
    }

    static func markdown(_ bytes: UnsafeBufferPointer<UInt8>, column: String?, _ body: (Entry) -> Void)
        throws(Error)
    {
        var count = 0
        var header: [String]?
        var index: Int?
        var sawTable = false
        var rowsFollow = false
        var columnError: Error?
        RecordFraming.forEachLine(in: bytes) { line, number in
            let text = trimmed(String(decoding: line, as: UTF8.self))
            guard text.hasPrefix("|") else {
                header = nil
                index = nil
                rowsFollow = false
                return
            }
            let cells = markdownCells(text)
            guard let known = header else {
                header = cells
                return
            }
            if !rowsFollow {
                // The line under the header is made of dashes and colons; without it this is no table.
                rowsFollow = cells.allSatisfy { !$0.isEmpty && $0.allSatisfy { "-:".contains($0) } }
                if rowsFollow {
                    sawTable = true
                    do throws(Error) { index = try columnIndex(in: known, chosen: column) } catch {
                        columnError = error
                    }
                } else {
                    header = nil
                }
                return
            }
            guard let index, index < cells.count else { return }
            var name = cells[index]
            if name.count >= 2, name.hasPrefix("`"), name.hasSuffix("`") { name = String(name.dropFirst().dropLast()) }
            if !name.isEmpty {
                count += 1
                body(Entry(name: name, line: number))
            }
        }
        guard sawTable else { throw Error(description: "no Markdown table") }
        // A table without the column is another table of the document; none with it is an error.
        if count == 0, let columnError { throw columnError }
    }

    // MARK: Pieces

    /// The column chosen by name, or the first whose header is one of ``columnNames``.
    static func columnIndex(in header: [String], chosen: String?) throws(Error) -> Int {
        let names = header.map { trimmed($0).lowercased() }
        if let chosen {
            guard let index = names.firstIndex(of: chosen.lowercased()) else {
                throw Error(description: "no column '\(chosen)' in the header (\(header.joined(separator: ", ")))")
            }
            return index
        }
        for wanted in columnNames {
            if let index = names.firstIndex(of: wanted) { return index }
        }
        throw Error(
            description:
                "no column named \(columnNames.joined(separator: ", ")) in the header (\(header.joined(separator: ", "))): choose one with --names-column"
        )
    }

    /// The name of the JSON value recorded in `entry` of the reader's tape: the value itself when it is a string,
    /// else the string member `member` of an object.
    static func name(inEntry entry: Int, reader: JSONReader, member: String) -> String? {
        guard let tape = reader.tape else { return nil }
        let value = tape.range(of: entry)
        let first = reader.bytes[value.lowerBound]
        if first == UInt8(ascii: "\"") {
            return reader.string(value).map { trimmed(String(decoding: $0, as: UTF8.self)) }
        }
        guard first == UInt8(ascii: "{") else { return nil }
        var found: String?
        var key = member
        key.withUTF8 { key in
            reader.forEachMember(ofEntry: entry) { name, memberEntry in
                let memberValue = tape.range(of: memberEntry)
                guard found == nil, reader.isString(name, equalTo: key),
                    reader.bytes[memberValue.lowerBound] == UInt8(ascii: "\"")
                else { return }
                found = reader.string(memberValue).map { trimmed(String(decoding: $0, as: UTF8.self)) }
            }
        }
        return found.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The cells of a Markdown table row, trimmed; `\|` is a bar inside a cell.
    static func markdownCells(_ row: String) -> [String] {
        var cells: [String] = []
        var cell = ""
        var escaped = false
        for character in row.dropFirst() {
            if escaped {
                cell.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                cells.append(trimmed(cell))
                cell = ""
            } else {
                cell.append(character)
            }
        }
        if !trimmed(cell).isEmpty { cells.append(trimmed(cell)) }
        return cells
    }

    static func trimmed(_ text: String) -> String {
        var text = Substring(text)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }

    /// Where each line starts, to give a byte offset its line number.
    struct LineStarts {
        let starts: [Int]

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            var starts = [0]
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") { starts.append(index + 1) }
            self.starts = starts
        }

        func line(at offset: Int) -> Int {
            var low = 0
            var high = starts.count
            while high - low > 1 {
                let middle = (low + high) / 2
                if starts[middle] <= offset { low = middle } else { high = middle }
            }
            return low + 1
        }
    }
}
