/// Passes a CSV or TSV table through with one column's fields rewritten to display names (`--csv`, `--tsv`),
/// every other byte as it came: quotes, line breaks inside quotes, CRLF, a byte order mark.
///
/// ```swift
/// var output: [UInt8] = []
/// let sink = OutputSink { bytes throws(RewriteFailure) in output.append(contentsOf: bytes) }
/// try TableRewriter(format: .csv, column: "screen", sink: sink).rewrite(Array("day,screen\n1,MyApp.HomeView\n".utf8))
/// try sink.flush()  // output is "day,screen\n1,HomeView\n"
/// ```
public final class TableRewriter: Rewriter {
    let format: DelimitedRecord.Format
    /// The column: a header's name, or a 1-based number.
    let columnOption: String
    /// Whether the first record is a header.
    let hasHeader: Bool
    /// The name of a column added with the display names, the column itself kept (`--as`).
    let addedColumn: String?

    /// A rewriter of the field at `column` (a header's name, or a 1-based number) of each row of a table; without
    /// `header`, the first row is data and `column` must be a number. With `addedColumn`, the field is kept and a
    /// column of that name added with the display names. `route` reads route values; `strict` reports values that
    /// are not type names and rows without the column. With a `worker`, large runs are rewritten in two halves at
    /// once. `cacheShare` is how many rewriters the process runs at once: each holds its caches to that share of one's
    /// memory (see ``RecordNamer/init(namer:share:)``).

    public convenience init(
        format: DelimitedRecord.Format, column: String, header: Bool = true, addedColumn: String? = nil,
        namer: ScreenNamer = ScreenNamer(), sink: OutputSink, separator: UInt8 = UInt8(ascii: "\n"),
        route: Bool = false, strict: Bool = false, worker: Worker? = nil, cacheShare: Int = 1,
        onDiagnostic: @escaping (Diagnostic) -> Void = { _ in }
    ) {
        let splits = worker != nil && addedColumn == nil && !strict && !sink.isLineBuffered
        self.init(
            format: format, column: column, header: header, addedColumn: addedColumn, namer: namer, sink: sink,
            separator: separator, route: route, strict: strict,
            cacheShare: Rewriter.cacheShare(cacheShare, splitting: splits),
            onDiagnostic: onDiagnostic)
        if splits, let worker {
            let partner = TableRewriter(
                format: format, column: column, header: header, addedColumn: addedColumn, namer: namer,
                sink: OutputSink(keepingWithCapacity: Rewriter.partnerSinkCapacity), separator: separator,
                route: route, strict: strict, cacheShare: Rewriter.cacheShare(cacheShare, splitting: true),
                onDiagnostic: onDiagnostic)
            halves = (worker, partner.holdingDiagnostics())
        }
    }

    init(
        format: DelimitedRecord.Format, column: String, header: Bool, addedColumn: String?, namer: ScreenNamer,
        sink: OutputSink, separator: UInt8, route: Bool, strict: Bool, cacheShare: Int,
        onDiagnostic: @escaping (Diagnostic) -> Void
    ) {
        self.format = format
        self.columnOption = column
        self.hasHeader = header
        self.addedColumn = addedColumn
        super.init(
            namer: namer, sink: sink, separator: separator, strict: strict, route: route, cacheShare: cacheShare,
            onDiagnostic: onDiagnostic)
    }

    /// The table being read; each input starts afresh. Read and written once a row, and never while another access
    /// is under way, so no access is checked at run time.
    @exclusivity(unchecked) var table = TableState()

    override func startInput() { table = TableState() }

    override func handleRun(_ run: UnsafeBufferPointer<UInt8>, source: String, number: inout Int)
        throws(RewriteFailure)
    {
        try processTableRun(run, source: source, number: &number)
    }

    override func handleLast(_ bytes: UnsafeBufferPointer<UInt8>, source: String, number: inout Int)
        throws(RewriteFailure)
    {
        number += 1
        try tableLine(bytes, terminated: false, source: source, number: number)
    }

    /// A record whose quotes never closed goes out as it came.
    override func finishInput() throws(RewriteFailure) {
        guard !table.pending.isEmpty else { return }
        let pending = table.pending
        table.pending = []
        try pending.withUnsafeBufferPointer { bytes throws(RewriteFailure) in try sink.append(bytes) }
    }

    /// A later half is written in stretches from a record's start, which only a table read past its header, with no
    /// record open, can promise.
    override var canSplitRun: Bool {
        table.column != nil && table.startedRecords && table.pending.isEmpty && !table.failed
    }

    override func prepare(_ partner: Rewriter) {
        (partner as! TableRewriter).table.column = table.column
    }

    override func nameLaterRecords(_ run: UnsafeBufferPointer<UInt8>, source: String, count: inout Int)
        throws(RewriteFailure) -> Int
    {
        guard let column = table.column else { return 0 }
        return try tableRows(run, column: column, source: source, number: &count)
    }

    /// A quoted field that runs past the cut makes the later half's guess of where its records start wrong: the
    /// half is then named again here; where the partner's stretches stopped, this goes on.
    override func finishSplit(
        _ later: UnsafeBufferPointer<UInt8>, result: LaterHalf, partner: Rewriter, source: String, number: inout Int
    ) throws(RewriteFailure) {
        if !table.pending.isEmpty {
            partner.sink.removeAll()
            return try processTableRun(later, source: source, number: &number)
        }
        try sink.append(takingFrom: partner.sink)
        number += result.count
        if result.rest < later.count {
            try processTableRun(UnsafeBufferPointer(rebasing: later[result.rest...]), source: source, number: &number)
        }
    }

    /// What the filter knows of the table it is reading: the column, and a record that runs over several lines.
    struct TableState {
        /// The 0-based index of the column, once the header (or the first row) has told it.
        var column: Int?
        /// Whether the first record has been read.
        var startedRecords = false
        /// The lines read of a record whose quotes are still open, each with its line break.
        var pending: [UInt8] = []
        /// The line number the pending record starts at.
        var pendingLine = 0
        /// Whether the pending record's quotes are open after the lines read of it.
        var pendingIsOpen = false
        /// Whether the header named no such column: the rest of the file then passes through.
        var failed = false
    }

    /// Handles one line of a table; `terminated` says whether a line break followed it in the input, and
    /// `isComplete`, when the caller knows it, whether the line closes every quote it opens.
    func tableLine(
        _ line: UnsafeBufferPointer<UInt8>, terminated: Bool, source: String, number: Int, isComplete: Bool? = nil
    ) throws(RewriteFailure) {
        let lineIsComplete = isComplete ?? DelimitedRecord.isComplete(line, format: format)
        if table.pending.isEmpty {
            if lineIsComplete { return try tableRecord(line, terminated: terminated, source: source, line: number) }
            table.pendingLine = number
            table.pendingIsOpen = false
        }
        table.pending.append(contentsOf: line)
        // Whether quotes are open is a parity, so each line is scanned once: a record whose quotes stay open over
        // many short lines is read in linear time, not scanned again from its start at every line.
        if !lineIsComplete { table.pendingIsOpen.toggle() }
        let complete = !table.pendingIsOpen
        // A record whose quotes never close is cut where it would pass the record limit, and passed through.
        guard complete || !terminated || table.pending.count > Rewriter.maximumRecordLength else {
            table.pending.append(separator)
            return
        }
        let record = table.pending
        table.pending = []
        try record.withUnsafeBufferPointer { bytes throws(RewriteFailure) in
            try tableRecord(bytes, terminated: terminated, source: source, line: table.pendingLine)
        }
    }

    /// Writes one whole record of a table, its column's field rewritten.
    func tableRecord(_ record: UnsafeBufferPointer<UInt8>, terminated: Bool, source: String, line: Int)
        throws(RewriteFailure)
    {
        let isFirst = !table.startedRecords
        table.startedRecords = true
        // A byte order mark and a carriage return stay where they are; the fields lie between them.
        var start = 0
        if isFirst, record.count >= 3, record[0] == 0xEF, record[1] == 0xBB, record[2] == 0xBF { start = 3 }
        let end = TableRewriter.endWithoutCarriageReturn(record, from: start)
        let body = UnsafeBufferPointer(rebasing: record[start..<end])
        func finish(_ bytes: [UInt8]) throws(RewriteFailure) {
            try sink.append(UnsafeBufferPointer(rebasing: record[0..<start]))
            try bytes.withUnsafeBufferPointer { bytes throws(RewriteFailure) in try sink.append(bytes) }
            try sink.append(UnsafeBufferPointer(rebasing: record[end...]))
            if terminated { try sink.endRecord(separator) }
        }
        if table.failed { return try finish(Array(body)) }
        if isFirst {
            let fields = DelimitedRecord(bytes: body, format: format)
            if let number = Int(columnOption) {
                guard number >= 1 else {
                    report(.error, source: source, line: nil, "--column \(number): columns are numbered from 1")
                    table.failed = true
                    return try finish(Array(body))
                }
                table.column = number - 1
            } else if let index = fields.fields.indices.first(where: {
                fields.value(at: $0) == Array(columnOption.utf8)
            }) {
                table.column = index
            } else {
                let names = fields.fields.indices.map { String(decoding: fields.value(at: $0), as: UTF8.self) }
                report(
                    .error, source: source, line: nil,
                    "no column '\(columnOption)' in the header (\(names.joined(separator: ", ")))")
                table.failed = true
                return try finish(Array(body))
            }
            if hasHeader {
                var header = Array(body)
                if let added = addedColumn {
                    header.append(format == .csv ? UInt8(ascii: ",") : UInt8(ascii: "\t"))
                    header += DelimitedRecord.field(Array(added.utf8), format: format)
                }
                return try finish(header)
            }
        }
        guard let column = table.column else { return try finish(Array(body)) }
        try tableRow(record, body: start..<end, column: column, terminated: terminated, source: source, line: line)
    }

    /// Handles a run of whole records of a table (see `processRun`): data rows in stretches where they may be
    /// (``tableRows(_:column:format:source:number:)``), the header, records whose quotes run over lines and those
    /// the options say more of one by one. Out of line, so that the plain filter's loop beside it is laid out as if
    /// it were not there.
    @inline(never)
    func processTableRun(_ run: UnsafeBufferPointer<UInt8>, source: String, number: inout Int) throws(RewriteFailure) {
        var run = run
        if let column = table.column, table.startedRecords, table.pending.isEmpty, !table.failed,
            rowsAreWrittenInStretches
        {
            let rest = try tableRows(run, column: column, source: source, number: &number)
            guard rest < run.count else { return }
            run = UnsafeBufferPointer(rebasing: run[rest...])
        }
        let (format, separator) = (format, separator)
        try forEachRecord(in: run, source: source, number: &number) {
            let (count, isComplete) = DelimitedRecord.line(at: $0, separator: separator, format: format)
            return (count, isComplete ? 1 : 0)
        } handle: { record, isComplete, number throws(RewriteFailure) in
            try tableLine(record, terminated: true, source: source, number: number, isComplete: isComplete != 0)
        }
    }

    /// Whether a table's rows may be written as stretches of the input between the fields that change: not under
    /// `--as` (a field is added at each row's end) or `--strict` (each row may say more), nor when each line is
    /// written as it ends.
    var rowsAreWrittenInStretches: Bool {
        addedColumn == nil && !strict && !sink.isLineBuffered
    }

    /// Writes the data rows of a run (whole records, each followed by the terminator) with the field at `column`
    /// rewritten, each stretch of bytes between two rewritten fields copied once; returns where it stopped: the run's
    /// end, or the start of a record whose quotes stay open or that is too long, which the caller handles.
    func tableRows(_ run: UnsafeBufferPointer<UInt8>, column: Int, source: String, number: inout Int)
        throws(RewriteFailure) -> Int
    {
        let base = run.baseAddress!
        var position = 0
        // The run's bytes before this are written.
        var written = 0
        while position < run.count {
            let plain = DelimitedRecord.plainLine(
                at: base + position, separator: separator, column: column, format: format)
            let count: Int
            if let plain {
                count = plain.count
            } else {
                let line = DelimitedRecord.line(at: base + position, separator: separator, format: format)
                guard line.isComplete else { break }
                count = line.count
            }
            guard count <= Rewriter.maximumRecordLength else { break }
            number &+= 1
            let record = UnsafeBufferPointer(start: base + position, count: count)
            let body = UnsafeBufferPointer(rebasing: record[..<TableRewriter.endWithoutCarriageReturn(record, from: 0)])
            let found: (range: Range<Int>, plainValue: UnsafeBufferPointer<UInt8>?)?
            if let plain {
                found = plain.field.map { ($0, UnsafeBufferPointer(rebasing: record[plain.value])) }
            } else {
                found = DelimitedRecord.field(at: column, in: body, format: format)
            }
            if let (field, plainValue) = found {
                try sink.append(
                    UnsafeBufferPointer(start: base + written, count: position &+ field.lowerBound &- written))
                try writeField(
                    column: column, field: field, plainValue: plainValue, in: body, source: source, line: number)
                written = position &+ field.upperBound
            }
            position &+= count &+ 1
        }
        try sink.append(UnsafeBufferPointer(start: base + written, count: position &- written))
        return position
    }

    /// Where a record's fields end, from `start`: before a carriage return that ends the line, which stays where it is.
    static func endWithoutCarriageReturn(_ record: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        record.count > start && record[record.count - 1] == UInt8(ascii: "\r") ? record.count - 1 : record.count
    }

    /// Writes one data row: its bytes as they came, but the field's, which holds its display name (or, under `--as`,
    /// an added field that does). The field's value is named straight from the record's bytes where it needs no
    /// unquoting, and the output written from slices of the record.
    func tableRow(
        _ record: UnsafeBufferPointer<UInt8>, body bodyRange: Range<Int>, column: Int, terminated: Bool, source: String,
        line: Int
    ) throws(RewriteFailure) {
        let body = UnsafeBufferPointer(rebasing: record[bodyRange])
        guard let (field, plainValue) = DelimitedRecord.field(at: column, in: body, format: format) else {
            if strict {
                let count = DelimitedRecord(bytes: body, format: format).fields.count
                report(.finding, source: source, line: line, "a row of \(count) fields has no field \(column + 1)")
            }
            try sink.append(record)
            if terminated { try sink.endRecord(separator) }
            return
        }
        let fieldSeparator = format == .csv ? UInt8(ascii: ",") : UInt8(ascii: "\t")
        let before = addedColumn != nil ? bodyRange.upperBound : bodyRange.lowerBound + field.lowerBound
        let after = addedColumn != nil ? bodyRange.upperBound : bodyRange.lowerBound + field.upperBound
        try sink.append(UnsafeBufferPointer(rebasing: record[0..<before]))
        if addedColumn != nil { try sink.append(byte: fieldSeparator) }
        try writeField(column: column, field: field, plainValue: plainValue, in: body, source: source, line: line)
        try sink.append(UnsafeBufferPointer(rebasing: record[after...]))
        if terminated { try sink.endRecord(separator) }
    }

    /// Writes what the field at `column` of a row comes to, named from its value: `plainValue` when it needs no
    /// unquoting, else the value unquoted.
    @inline(__always)
    func writeField(
        column: Int, field: Range<Int>, plainValue: UnsafeBufferPointer<UInt8>?, in body: UnsafeBufferPointer<UInt8>,
        source: String, line: Int
    ) throws(RewriteFailure) {
        if let plain = plainValue {
            try writeName(of: plain, field: field, in: body, source: source, line: line)
        } else {
            try DelimitedRecord(bytes: body, format: format).value(at: column).withUnsafeBufferPointer {
                value throws(RewriteFailure) in
                try writeName(of: value, field: field, in: body, source: source, line: line)
            }
        }
    }

    /// Writes the display name of a field's value, quoted only if it must be; nothing when it has none; the field as
    /// it came, `field` of `body`, when its value is no type name at all (a screen named by hand, `Home Screen`).
    func writeName(
        of value: UnsafeBufferPointer<UInt8>, field: Range<Int>, in body: UnsafeBufferPointer<UInt8>, source: String,
        line: Int
    ) throws(RewriteFailure) {
        try withDisplayName(of: value, source: source, line: line) { name, unchanged throws(RewriteFailure) in
            guard let name else {
                if unchanged { try sink.append(UnsafeBufferPointer(rebasing: body[field])) }
                return
            }
            if DelimitedRecord.needsQuotes(name, format: format) {
                try DelimitedRecord.field(Array(name), format: format).withUnsafeBufferPointer {
                    bytes throws(RewriteFailure) in
                    try sink.append(bytes)
                }
            } else {
                try sink.append(name)
            }
        }
    }
}
