import ScreenNameKit

/// `--csv` and `--tsv`: a table passes through with one column's fields rewritten to display names.
extension Filter {
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
        /// Whether the header named no such column: the rest of the file then passes through.
        var failed = false
    }

    /// Handles one line of a table; `terminated` says whether a line break followed it in the input, and
    /// `isComplete`, when the caller knows it, whether the line closes every quote it opens.
    func tableLine(
        _ line: UnsafeBufferPointer<UInt8>, terminated: Bool, source: String, number: Int, isComplete: Bool? = nil
    ) throws(Stdio.WriteFailure) {
        guard let format = options.table else { return }
        if table.pending.isEmpty {
            if isComplete ?? DelimitedRecord.isComplete(line, format: format) {
                return try tableRecord(line, terminated: terminated, source: source, line: number)
            }
            table.pendingLine = number
        }
        table.pending.append(contentsOf: line)
        let complete = table.pending.withUnsafeBufferPointer { DelimitedRecord.isComplete($0, format: format) }
        // A record whose quotes never close is cut where it would pass the record limit, and passed through.
        guard complete || !terminated || table.pending.count > Filter.maximumRecordLength else {
            table.pending.append(terminator)
            return
        }
        let record = table.pending
        table.pending = []
        try record.withUnsafeBufferPointer { bytes throws(Stdio.WriteFailure) in
            try tableRecord(bytes, terminated: terminated, source: source, line: table.pendingLine)
        }
    }

    /// Writes one whole record of a table, its column's field rewritten.
    func tableRecord(_ record: UnsafeBufferPointer<UInt8>, terminated: Bool, source: String, line: Int)
        throws(Stdio.WriteFailure)
    {
        guard let format = options.table, options.column != nil else { return }
        let isFirst = !table.startedRecords
        table.startedRecords = true
        // A byte order mark and a carriage return stay where they are; the fields lie between them.
        var start = 0
        if isFirst, record.count >= 3, record[0] == 0xEF, record[1] == 0xBB, record[2] == 0xBF { start = 3 }
        let end = Filter.endWithoutCarriageReturn(record, from: start)
        let body = UnsafeBufferPointer(rebasing: record[start..<end])
        func finish(_ bytes: [UInt8]) throws(Stdio.WriteFailure) {
            try output.append(UnsafeBufferPointer(rebasing: record[0..<start]))
            try bytes.withUnsafeBufferPointer { bytes throws(Stdio.WriteFailure) in try output.append(bytes) }
            try output.append(UnsafeBufferPointer(rebasing: record[end...]))
            if terminated { try output.endRecord(terminator) }
        }
        if table.failed { return try finish(Array(body)) }
        if isFirst, let columnOption = options.column {
            let fields = DelimitedRecord(bytes: body, format: format)
            if let number = Int(columnOption) {
                guard number >= 1 else {
                    report("\(source): --column \(number): columns are numbered from 1", status: 2)
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
                    "\(source): no column '\(columnOption)' in the header (\(names.joined(separator: ", ")))", status: 2
                )
                table.failed = true
                return try finish(Array(body))
            }
            if !options.noHeader {
                var header = Array(body)
                if let added = options.addedColumn {
                    header.append(format == .csv ? UInt8(ascii: ",") : UInt8(ascii: "\t"))
                    header += DelimitedRecord.field(Array(added.utf8), format: format)
                }
                return try finish(header)
            }
        }
        guard let column = table.column else { return try finish(Array(body)) }
        try tableRow(
            record, body: start..<end, column: column, format: format, terminated: terminated, source: source,
            line: line)
    }

    /// Handles a run of whole records of a table (see `processRun`): data rows in stretches where they may be
    /// (``tableRows(_:column:format:source:number:)``), the header, records whose quotes run over lines and those
    /// the options say more of one by one. Out of line, so that the plain filter's loop beside it is laid out as if
    /// it were not there.
    @inline(never)
    func processTableRun(
        _ run: UnsafeBufferPointer<UInt8>, format: DelimitedRecord.Format, source: String, number: inout Int
    ) throws(Stdio.WriteFailure) {
        var run = run
        if let column = table.column, table.startedRecords, table.pending.isEmpty, !table.failed,
            rowsAreWrittenInStretches
        {
            let rest = try tableRows(run, column: column, format: format, source: source, number: &number)
            guard rest < run.count else { return }
            run = UnsafeBufferPointer(rebasing: run[rest...])
        }
        try forEachRecord(in: run, source: source, number: &number) {
            let (count, isComplete) = DelimitedRecord.line(at: $0, separator: terminator, format: format)
            return (count, isComplete ? 1 : 0)
        } handle: { record, isComplete, number throws(Stdio.WriteFailure) in
            try tableLine(record, terminated: true, source: source, number: number, isComplete: isComplete != 0)
        }
    }

    /// Whether a table's rows may be written as stretches of the input between the fields that change: not under
    /// `--as` (a field is added at each row's end), `--route` or `--strict` (each row may say more), nor when each
    /// line is written as it ends.
    var rowsAreWrittenInStretches: Bool {
        options.addedColumn == nil && !options.route && !options.strict && !output.isLineBuffered
    }

    /// Writes the data rows of a run (whole records, each followed by the terminator) with the field at `column`
    /// rewritten, each stretch of bytes between two rewritten fields copied once; returns where it stopped: the run's
    /// end, or the start of a record whose quotes stay open or that is too long, which the caller handles.
    func tableRows(
        _ run: UnsafeBufferPointer<UInt8>, column: Int, format: DelimitedRecord.Format, source: String,
        number: inout Int
    ) throws(Stdio.WriteFailure) -> Int {
        let base = run.baseAddress!
        var position = 0
        // The run's bytes before this are written.
        var written = 0
        while position < run.count {
            let plain = DelimitedRecord.plainLine(
                at: base + position, separator: terminator, column: column, format: format)
            let count: Int
            if let plain {
                count = plain.count
            } else {
                let line = DelimitedRecord.line(at: base + position, separator: terminator, format: format)
                guard line.isComplete else { break }
                count = line.count
            }
            guard count <= Filter.maximumRecordLength else { break }
            number &+= 1
            let record = UnsafeBufferPointer(start: base + position, count: count)
            let body = UnsafeBufferPointer(rebasing: record[..<Filter.endWithoutCarriageReturn(record, from: 0)])
            let found: (range: Range<Int>, plainValue: UnsafeBufferPointer<UInt8>?)?
            if let plain {
                found = plain.field.map { ($0, UnsafeBufferPointer(rebasing: record[plain.value])) }
            } else {
                found = DelimitedRecord.field(at: column, in: body, format: format)
            }
            if let (field, plainValue) = found {
                try output.append(
                    UnsafeBufferPointer(start: base + written, count: position &+ field.lowerBound &- written))
                try writeField(
                    column: column, field: field, plainValue: plainValue, in: body, format: format, source: source,
                    line: number)
                written = position &+ field.upperBound
            }
            position &+= count &+ 1
        }
        try output.append(UnsafeBufferPointer(start: base + written, count: position &- written))
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
        _ record: UnsafeBufferPointer<UInt8>, body bodyRange: Range<Int>, column: Int, format: DelimitedRecord.Format,
        terminated: Bool, source: String, line: Int
    ) throws(Stdio.WriteFailure) {
        let body = UnsafeBufferPointer(rebasing: record[bodyRange])
        guard let (field, plainValue) = DelimitedRecord.field(at: column, in: body, format: format) else {
            if options.strict {
                let count = DelimitedRecord(bytes: body, format: format).fields.count
                report("\(source):\(line): a row of \(count) fields has no field \(column + 1)", status: 1)
            }
            try output.append(record)
            if terminated { try output.endRecord(terminator) }
            return
        }
        let separator = format == .csv ? UInt8(ascii: ",") : UInt8(ascii: "\t")
        let before = options.addedColumn != nil ? bodyRange.upperBound : bodyRange.lowerBound + field.lowerBound
        let after = options.addedColumn != nil ? bodyRange.upperBound : bodyRange.lowerBound + field.upperBound
        try output.append(UnsafeBufferPointer(rebasing: record[0..<before]))
        if options.addedColumn != nil { try output.append(byte: separator) }
        try writeField(
            column: column, field: field, plainValue: plainValue, in: body, format: format, source: source, line: line)
        try output.append(UnsafeBufferPointer(rebasing: record[after...]))
        if terminated { try output.endRecord(terminator) }
    }

    /// Writes what the field at `column` of a row comes to, named from its value: `plainValue` when it needs no
    /// unquoting, else the value unquoted.
    @inline(__always)
    func writeField(
        column: Int, field: Range<Int>, plainValue: UnsafeBufferPointer<UInt8>?, in body: UnsafeBufferPointer<UInt8>,
        format: DelimitedRecord.Format, source: String, line: Int
    ) throws(Stdio.WriteFailure) {
        if let plain = plainValue {
            try writeName(of: plain, field: field, in: body, format: format, source: source, line: line)
        } else {
            try DelimitedRecord(bytes: body, format: format).value(at: column).withUnsafeBufferPointer {
                value throws(Stdio.WriteFailure) in
                try writeName(of: value, field: field, in: body, format: format, source: source, line: line)
            }
        }
    }

    /// Writes the display name of a field's value, quoted only if it must be; nothing when it has none; the field as
    /// it came, `field` of `body`, when its value is no type name at all (a screen named by hand, `Home Screen`).
    func writeName(
        of value: UnsafeBufferPointer<UInt8>, field: Range<Int>, in body: UnsafeBufferPointer<UInt8>,
        format: DelimitedRecord.Format, source: String, line: Int
    ) throws(Stdio.WriteFailure) {
        try withDisplayName(of: value, source: source, line: line) { name, unchanged throws(Stdio.WriteFailure) in
            guard let name else {
                if unchanged { try output.append(UnsafeBufferPointer(rebasing: body[field])) }
                return
            }
            if DelimitedRecord.needsQuotes(name, format: format) {
                try DelimitedRecord.field(Array(name), format: format).withUnsafeBufferPointer {
                    bytes throws(Stdio.WriteFailure) in
                    try output.append(bytes)
                }
            } else {
                try output.append(name)
            }
        }
    }

    /// Names one value of an export (a CSV field, a JSON string) and hands `body` what it comes to: its display
    /// name, or `nil` when it names only framework types or no named type, and whether it stays as it came, as a
    /// value that is no type name at all (a screen named by hand) does: the one naming step of the export modes. A
    /// value that is no type name is reported under `--strict`; under `--route` the value is read as a route value.
    @inline(__always)
    func withDisplayName<Result, Failure: Error>(
        of value: UnsafeBufferPointer<UInt8>, source: String, line: Int,
        _ body: (_ name: UnsafeBufferPointer<UInt8>?, _ unchanged: Bool) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let trimmed = Filter.trim(value)
        guard !trimmed.isEmpty else { return try body(nil, false) }
        if options.route {
            let result = namer.routeName(bytes: trimmed)
            reportIfStrict(result, trimmed, source: source, number: line)
            guard let name = result.displayName, !name.isEmpty else {
                return try body(nil, result.filterReason?.isMalformed == true)
            }
            return try Array(name.utf8).withUnsafeBufferPointer { bytes throws(Failure) in try body(bytes, false) }
        }
        switch records.name(trimmed) {
        case .name(let name):
            return try body(name, false)
        case .filtered:
            return try body(nil, false)
        case .malformed:
            if options.strict { reportIfStrict(namer.name(bytes: trimmed), trimmed, source: source, number: line) }
            return try body(nil, true)
        }
    }
}
