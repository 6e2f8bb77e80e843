/// Passes JSON Lines, or a JSON array document, through with the strings at some paths rewritten to display names
/// (`--json-key`), `null` when a name is only Apple's; or, with `inText`, with the names inside those strings
/// rewritten as ``TextRewriter`` rewrites a line's (`--json-key --in-text`, for unified logs' `eventMessage`). Every
/// other byte stays as it came.
///
/// ```swift
/// var output: [UInt8] = []
/// let sink = OutputSink { bytes throws(RewriteFailure) in output.append(contentsOf: bytes) }
/// let json = JSONRewriter(paths: [try JSONPath("view.name")], sink: sink)
/// try json.rewrite(Array(#"{"view":{"name":"MyApp.HomeView"}}"#.utf8 + [10]))
/// try sink.flush()  // output is {"view":{"name":"HomeView"}} and a line break
/// ```
public final class JSONRewriter: Rewriter {
    /// Finds the strings at the paths, keeping its buffers from one line to the next.
    let jsonStrings: JSONStringFinder
    /// How the input being read is written; each input is decided afresh.
    var jsonLayout = JSONLayout.undecided
    /// Whether the names inside the strings are rewritten, rather than each string as one name.
    let inText: Bool

    /// A rewriter of the strings at `paths` of each JSON line, or of each element of a JSON array document. `route`
    /// reads route values; `strict` reports lines without a string at the paths and strings that are no type names;
    /// `inText` rewrites the names inside the strings instead. `cacheShare` is how many rewriters the process runs at once: each holds its caches to that share of one's
    /// memory (see ``RecordNamer/init(namer:share:)``).

    public init(
        paths: [JSONPath], namer: ScreenNamer = ScreenNamer(), sink: OutputSink,
        separator: UInt8 = UInt8(ascii: "\n"), route: Bool = false, strict: Bool = false, inText: Bool = false,
        cacheShare: Int = 1, onDiagnostic: @escaping (Diagnostic) -> Void = { _ in }
    ) {
        self.jsonStrings = JSONStringFinder(paths: paths)
        self.inText = inText
        super.init(
            namer: namer, sink: sink, separator: separator, strict: strict, route: route, cacheShare: cacheShare,
            onDiagnostic: onDiagnostic)
    }

    override func startInput() { jsonLayout = .undecided }

    override func handleRun(_ run: UnsafeBufferPointer<UInt8>, source: String, number: inout Int)
        throws(RewriteFailure)
    {
        let separator = separator
        try forEachRecord(in: run, source: source, number: &number) {
            (RecordNamer.end(at: $0, separator: separator), 0)
        } handle: { record, _, number throws(RewriteFailure) in
            try jsonLine(record, terminated: true, source: source, number: number)
        }
    }

    override func handleLast(_ bytes: UnsafeBufferPointer<UInt8>, source: String, number: inout Int)
        throws(RewriteFailure)
    {
        number += 1
        try jsonLine(bytes, terminated: false, source: source, number: number)
    }

    /// A JSON array document on one long line streams through its elements; a JSON line that long passes through
    /// untouched.
    override func handleOversized(
        _ bytes: UnsafeBufferPointer<UInt8>, isFirst: Bool, isLast: Bool, terminated: Bool, source: String,
        number: Int
    ) throws(RewriteFailure) {
        if case .lines = jsonLayout {
            try sink.append(bytes)
            if isLast, terminated { try sink.endRecord(separator) }
        } else {
            try jsonLine(bytes, terminated: isLast && terminated, source: source, number: number)
        }
    }

    /// A JSON element the input ended in goes out as it came.
    override func finishInput() throws(RewriteFailure) {
        guard case .document(var stream) = jsonLayout else { return }
        var unfinished: [UInt8] = []
        stream.finish { piece in
            if case .passThrough(let bytes) = piece { unfinished.append(contentsOf: bytes) }
        }
        jsonLayout = .undecided
        try unfinished.withUnsafeBufferPointer { bytes throws(RewriteFailure) in try sink.append(bytes) }
    }

    /// How a `--json-key` input is written, decided by its first byte that is not white space.
    enum JSONLayout {
        case undecided
        /// One JSON value a line.
        case lines
        /// A JSON array document, read element by element as its bytes stream past.
        case document(JSONArrayStream)
    }

    /// Writes one line of a `--json-key` input: of JSON Lines, with the strings at the paths replaced by display
    /// names (JSON strings, or `null` when filtered); of a JSON array document (an input whose first byte that is
    /// not white space is `[`), with each element of the array rewritten so, however it is spread over lines.
    /// Anything that is not JSON, or holds no string at any path, passes through unchanged (reported under
    /// `--strict`).
    func jsonLine(_ line: UnsafeBufferPointer<UInt8>, terminated: Bool, source: String, number: Int)
        throws(RewriteFailure)
    {
        if case .undecided = jsonLayout, let first = line.first(where: { !JSONArrayStream.isSpace($0) }) {
            jsonLayout =
                first == UInt8(ascii: "[")
                ? .document(JSONArrayStream(maximumElementLength: Rewriter.maximumRecordLength)) : .lines
        }
        guard case .document(var stream) = jsonLayout else {
            try writeRewritten(line, source: source, number: number)
            if terminated { try sink.endRecord(separator) } else if sink.isLineBuffered { try sink.flush() }
            return
        }
        // The stream is taken out while it is fed, so that its buffer is not copied.
        jsonLayout = .undecided
        var failure: RewriteFailure?
        func write(_ piece: JSONArrayStream.Piece) {
            guard failure == nil else { return }
            do throws(RewriteFailure) {
                switch piece {
                case .passThrough(let bytes): try sink.append(bytes)
                case .element(let element):
                    try writeRewritten(element, isElement: true, source: source, number: number)
                }
            } catch { failure = error }
        }
        stream.feed(line, write)
        if terminated {
            var lineBreak = separator
            withUnsafePointer(to: &lineBreak) { stream.feed(UnsafeBufferPointer(start: $0, count: 1), write) }
        }
        // An element the input ends in goes out when the input ends (see `run`).
        jsonLayout = .document(stream)
        if let failure { throw failure }
        if sink.isLineBuffered { try sink.flush() }
    }

    /// Writes a JSON value with the strings at the `--json-key` paths replaced, every other byte as it was.
    func writeRewritten(_ value: UnsafeBufferPointer<UInt8>, isElement: Bool = false, source: String, number: Int)
        throws(RewriteFailure)
    {
        let ranges = jsonStrings.strings(in: value)
        if ranges.isEmpty, strict, !RecordNamer.trimmed(value).isEmpty {
            let what = isElement ? "in the array's element" : "(or not a JSON line)"
            report(.finding, source: source, line: number, "no string at the --json-key paths \(what)")
        }
        var position = 0
        for range in ranges {
            try sink.append(UnsafeBufferPointer(rebasing: value[position..<range.lowerBound]))
            try writeReplacement(of: UnsafeBufferPointer(rebasing: value[range]), source: source, number: number)
            position = range.upperBound
        }
        try sink.append(UnsafeBufferPointer(rebasing: value[position...]))
    }

    /// Writes a JSON string literal's replacement: its text named and encoded back, `null`, or the literal as it came
    /// when its text is no type name. A string without escapes is named straight from the line's bytes.
    func writeReplacement(of literal: UnsafeBufferPointer<UInt8>, source: String, number: Int)
        throws(RewriteFailure)
    {
        if inText { return try writeTextRewritten(literal) }
        func named(_ value: UnsafeBufferPointer<UInt8>) throws(RewriteFailure) {
            try withDisplayName(of: value, source: source, line: number) { name, unchanged throws(RewriteFailure) in
                guard let name else { return unchanged ? try sink.append(literal) : try sink.append("null") }
                try JSONPath.encode(name) { bytes throws(RewriteFailure) in try sink.append(bytes) }
            }
        }
        if let text = JSONPath.plainText(ofLiteral: literal) { return try named(text) }
        guard let value = JSONPath.decode(literal) else { return try sink.append(literal) }
        try value.withUnsafeBufferPointer { value throws(RewriteFailure) in try named(value) }
    }

    /// Writes a JSON string literal with the names inside its text rewritten, every other byte of the literal as it
    /// came: escapes (`\n`, `\u003c`) are read to find the names, and only a name's own bytes are written anew.
    func writeTextRewritten(_ literal: UnsafeBufferPointer<UInt8>) throws(RewriteFailure) {
        var offsets: [Int] = []
        guard let decoded = JSONReader(bytes: literal).string(0..<literal.count, offsets: &offsets) else {
            return try sink.append(literal)
        }
        var copied = 0
        try decoded.withUnsafeBufferPointer { text throws(RewriteFailure) in
            _ = try records.forEachName(
                inLines: text, separator: UInt8(ascii: "\n"), longestLine: Rewriter.maximumRecordLength
            ) { found throws(RewriteFailure) in
                guard !found.isUnchanged else { return }
                let start = offsets[found.range.lowerBound]
                try sink.append(UnsafeBufferPointer(rebasing: literal[copied..<start]))
                if JSONPath.needsEscaping(found.text) {
                    let quoted = JSONPath.escaped(found.text)
                    try quoted.withUnsafeBufferPointer { quoted throws(RewriteFailure) in
                        try sink.append(UnsafeBufferPointer(rebasing: quoted[1..<(quoted.count - 1)]))
                    }
                } else {
                    try sink.append(found.text)
                }
                copied = offsets[found.range.upperBound]
            }
        }
        try sink.append(UnsafeBufferPointer(rebasing: literal[copied...]))
    }
}
