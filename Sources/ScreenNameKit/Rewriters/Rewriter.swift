/// Reads a stream of records and writes what each comes to into an ``OutputSink``: one subclass per mode, each
/// decided once when it is made.
///
/// - ``RecordRewriter``: a name a record (the plain filter, `--align`, `-z`, `--json`, `--route`, `--where`);
/// - ``TextRewriter``: names inside free text (`--in-text`, `-o`);
/// - ``TableRewriter``: one column of a CSV or TSV table (`--csv`, `--tsv`);
/// - ``JSONRewriter``: the strings at some paths of JSON Lines or a JSON array document (`--json-key`).
///
/// ```swift
/// var output: [UInt8] = []
/// let sink = OutputSink { bytes throws(RewriteFailure) in output.append(contentsOf: bytes) }
/// let table = TableRewriter(format: .csv, column: "screen", sink: sink)
/// try table.rewrite(Array("day,screen\n1,MyApp.HomeView\n".utf8))
/// try sink.flush()  // output is "day,screen\n1,HomeView\n"
/// ```
///
/// A rewriter is not thread-safe: give each thread its own. It does no input or output of its own: the caller's
/// `fill` reads, the caller's sink writes, and what it says of its input goes to the caller's `onDiagnostic`.
public class Rewriter {
    /// The rules and style every name is given with.
    public let namer: ScreenNamer
    /// Names records and the names in text, remembering recent ones; it holds whether each value is read as a route
    /// value (`MyApp.Route.detail(id: 42)`, ``RecordNamer/readsRoutes``).
    let records: RecordNamer
    /// Where the output goes.
    public let sink: OutputSink
    /// What ends a record, in and out: a line break, or NUL.
    let separator: UInt8
    /// Whether records that are not type names are reported, as findings.
    let strict: Bool
    /// What the rewriter says of its input.
    private let onDiagnostic: (Diagnostic) -> Void
    /// The diagnostics of a partner that names later halves, held until the run they belong to is written.
    private var heldDiagnostics: [Diagnostic]?
    /// The thread that names the later half of large runs, and the rewriter that names it; see `Rewriter+Halves`.
    var halves: (worker: Worker, partner: Rewriter)?
    /// The smallest run split into halves: ``smallestSplitRun``, or less in a test that makes small inputs take the
    /// split's road.
    var smallestSplit = Rewriter.smallestSplitRun

    /// The longest record read as one; a longer one is passed through or skipped, as the mode says.
    public static let maximumRecordLength = 1 << 20

    init(
        namer: ScreenNamer, sink: OutputSink, separator: UInt8, strict: Bool, route: Bool, cacheShare: Int,
        onDiagnostic: @escaping (Diagnostic) -> Void
    ) {
        self.namer = namer
        self.records = RecordNamer(namer: namer, share: cacheShare, routes: route)
        self.sink = sink
        self.separator = separator
        self.strict = strict
        self.onDiagnostic = onDiagnostic
    }

    /// Rewrites one whole input, which `fill` reads a chunk at a time; `source` names it in diagnostics. The sink
    /// is flushed before each read, so that output is never held back while the input is idle, but not at the end:
    /// the caller flushes it once every input is read.
    public final func rewrite(source: String, fill: RecordReader.Fill) throws(RewriteFailure) {
        var number = 0
        startInput()
        let reader = RecordReader(separator: separator, maximumLength: Rewriter.maximumRecordLength)
        try reader.read(fill: fill, willRead: sink.flush) { event throws(RewriteFailure) in
            switch event {
            case .records(let run):
                if try processInHalves(run, source: source, number: &number) { return }
                try handleRun(run, source: source, number: &number)
            case .lastRecord(let bytes):
                try handleLast(bytes, source: source, number: &number)
            case .oversized(let bytes, let isFirst, let isLast, let terminated):
                // A record's number is counted once, with its last piece.
                number += 1
                try handleOversized(
                    bytes, isFirst: isFirst, isLast: isLast, terminated: terminated, source: source, number: number)
                if !isLast { number -= 1 }
            }
        }
        try finishInput()
    }

    /// Rewrites an input held in memory, as ``rewrite(source:fill:)`` does.
    public final func rewrite(_ bytes: [UInt8], source: String = "<input>") throws(RewriteFailure) {
        try RecordReader.withFill(reading: bytes) { fill throws(RewriteFailure) in
            try rewrite(source: source, fill: fill)
        }
    }

    // MARK: What each mode does

    /// Starts an input: each is read afresh.
    func startInput() {}

    /// Handles whole records, each followed by the separator, numbering them after `number`; ``RecordReader/slack``
    /// readable bytes follow the run.
    func handleRun(_ run: UnsafeBufferPointer<UInt8>, source: String, number: inout Int) throws(RewriteFailure) {}

    /// Handles the last record of an input that does not end with the separator.
    func handleLast(_ bytes: UnsafeBufferPointer<UInt8>, source: String, number: inout Int) throws(RewriteFailure) {}

    /// Handles a piece of a record longer than the limit: passed through, by default.
    func handleOversized(
        _ bytes: UnsafeBufferPointer<UInt8>, isFirst: Bool, isLast: Bool, terminated: Bool, source: String,
        number: Int
    ) throws(RewriteFailure) {
        try sink.append(bytes)
        if isLast, terminated { try sink.endRecord(separator) }
    }

    /// Handles a whole record over the limit that came within a run (the reader's buffer holds a little more than
    /// the limit): passed through, by default.
    func skipOversized(_ record: UnsafeBufferPointer<UInt8>, source: String, number: Int) throws(RewriteFailure) {
        try sink.append(record)
        try sink.endRecord(separator)
    }

    /// Ends an input: what it left open goes out as it came.
    func finishInput() throws(RewriteFailure) {}

    /// Whether the run the reader brings now may be split (see `Rewriter+Halves`).
    var canSplitRun: Bool { true }

    /// Gives the partner what it must know of the input before it names a later half.
    func prepare(_ partner: Rewriter) {}

    /// Names the later half of a split run on the worker; returns where it stopped, the run's end unless a mode says.
    func nameLaterRecords(_ run: UnsafeBufferPointer<UInt8>, source: String, count: inout Int) throws(RewriteFailure)
        -> Int
    {
        try handleRun(run, source: source, number: &count)
        return run.count
    }

    /// Writes what the partner made of the later half, after the earlier half.
    func finishSplit(
        _ later: UnsafeBufferPointer<UInt8>, result: LaterHalf, partner: Rewriter, source: String, number: inout Int
    ) throws(RewriteFailure) {
        try sink.append(takingFrom: partner.sink)
        number += result.count
    }

    // MARK: Shared by the modes

    /// Hands `handle` each record of a run, framed by `frame` (its length and what else the framing found: the
    /// plain filter's hash, whether a table's line closes its quotes) and numbered after `number`; a record over the
    /// limit goes to ``skipOversized(_:source:number:)`` instead.
    @inline(__always)
    final func forEachRecord(
        in run: UnsafeBufferPointer<UInt8>, source: String, number: inout Int,
        frame: (UnsafePointer<UInt8>) -> (Int, UInt64),
        handle: (UnsafeBufferPointer<UInt8>, UInt64, Int) throws(RewriteFailure) -> Void
    ) throws(RewriteFailure) {
        let base = run.baseAddress!
        var position = 0
        while position < run.count {
            let (count, found) = frame(base + position)
            let record = UnsafeBufferPointer(start: base + position, count: count)
            position &+= count &+ 1
            number &+= 1
            if count > Rewriter.maximumRecordLength {
                try skipOversized(record, source: source, number: number)
                continue
            }
            try handle(record, found, number)
        }
    }

    /// Says something of the input.
    final func report(_ severity: Diagnostic.Severity, source: String, line: Int?, _ message: String) {
        let diagnostic = Diagnostic(severity, source: source, line: line, message)
        if heldDiagnostics != nil { heldDiagnostics!.append(diagnostic) } else { onDiagnostic(diagnostic) }
    }

    /// Reports a malformed record under `strict`.
    final func reportIfStrict(_ result: ScreenName, _ trimmed: UnsafeBufferPointer<UInt8>, source: String, number: Int)
    {
        guard strict, let reason = result.filterReason, reason.isMalformed else { return }
        reportMalformed(reason.description, trimmed, source: source, number: number)
    }

    /// Reports a record that is no type name, and why, under `strict`.
    final func reportMalformed(_ reason: String, _ trimmed: UnsafeBufferPointer<UInt8>, source: String, number: Int) {
        guard strict else { return }
        let text = Rewriter.printable(UnsafeBufferPointer(rebasing: trimmed.prefix(80)))
        report(.finding, source: source, line: number, "\(reason) in '\(text)'")
    }

    /// Names one value of an export (a CSV field, a JSON string) and hands `body` what it comes to: its display
    /// name, or `nil` when it names only framework types or no named type, and whether it stays as it came, as a
    /// value that is no type name at all (a screen named by hand) does: the one naming step of the export modes. A
    /// value that is no type name is reported under `strict`; under `route` the value is read as a route value.
    @inline(__always)
    final func withDisplayName<Result, Failure: Error>(
        of value: UnsafeBufferPointer<UInt8>, source: String, line: Int,
        _ body: (_ name: UnsafeBufferPointer<UInt8>?, _ unchanged: Bool) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let trimmed = RecordNamer.trimmed(value)
        guard !trimmed.isEmpty else { return try body(nil, false) }
        switch records.name(trimmed) {
        case .name(let name):
            return try body(name, false)
        case .filtered:
            return try body(nil, false)
        case .malformed(let reason):
            if strict {
                reportMalformed(String(decoding: reason, as: UTF8.self), trimmed, source: source, number: line)
            }
            return try body(nil, true)
        }
    }

    /// Bytes as a diagnostic quotes them: control bytes (and DEL) as `\xNN`, so that no input drives the terminal.
    static func printable(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var escaped: [UInt8] = []
        for byte in bytes {
            if byte < 0x20 || byte == 0x7F {
                escaped += [UInt8(ascii: "\\"), UInt8(ascii: "x"), digits[Int(byte >> 4)], digits[Int(byte & 15)]]
            } else {
                escaped.append(byte)
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }

    /// Makes the partner of this rewriter for ``Rewriter+Halves``: its own caches and a sink that keeps its bytes,
    /// with diagnostics held for this one to pass on.
    final func holdingDiagnostics() -> Self {
        heldDiagnostics = []
        return self
    }

    /// Passes on what a partner held.
    final func passOnDiagnostics(of partner: Rewriter) {
        guard let held = partner.heldDiagnostics, !held.isEmpty else { return }
        partner.heldDiagnostics = []
        for diagnostic in held {
            report(diagnostic.severity, source: diagnostic.source, line: diagnostic.line, diagnostic.message)
        }
    }
}
