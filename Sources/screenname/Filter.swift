import ScreenNameKit

/// Runs the filter over the input files: reads records, names them and writes the results.
final class Filter: InputCommand {
    let options: Options
    let namer: ScreenNamer
    let output: OutputBuffer
    /// The exit status so far: 1 for `--strict` findings, 2 for read errors.
    var status: Int32 = 0
    static let maximumRecordLength = 1 << 20

    /// Names the plain filter's records and the names in text; `--json`, `--route` and `--where` print more than a
    /// name, so they name each record with ``ScreenNamer`` itself.
    let records: RecordNamer
    let usesCache: Bool
    /// The declarations `--where` looks names up in.
    let index: DeclarationIndex?

    init(options: Options, namer: ScreenNamer, output: OutputBuffer, index: DeclarationIndex? = nil) {
        self.options = options
        self.namer = namer
        self.output = output
        self.index = index
        self.jsonStrings = JSONStringFinder(paths: options.jsonKeys)
        let usesCache = !(options.json || options.route || index != nil)
        self.usesCache = usesCache
        self.terminator = options.nullSeparated ? 0 : UInt8(ascii: "\n")
        let mode: Mode =
            !options.jsonKeys.isEmpty ? .jsonLines : options.table != nil ? .table : options.inText ? .text : .names
        self.mode = mode
        // Only a regular file's reads bring runs large enough to split; a pipe's never do, so an input that is not
        // one keeps the whole cache on one thread.
        let inputs = options.files.isEmpty ? ["-"] : options.files
        let splitsRuns =
            options.threads == 2 && inputs.allSatisfy(Stdio.isRegularFile)
            && Filter.splitsRuns(
                options: options, mode: mode, usesCache: usesCache, isLineBuffered: output.isLineBuffered)
        self.splitsRuns = splitsRuns
        // Two filters that split runs hold their caches to a quarter of one filter's memory each: both learn the same
        // names, and the helper's thread and output buffer take memory too; a half each passes 16 MiB of peak memory.
        self.records = RecordNamer(namer: namer, share: splitsRuns ? 4 : 1)
    }

    /// Whether large runs are named in two halves at once (see `Filter+Halves.swift`).
    let splitsRuns: Bool
    /// The filter and thread that name the later halves, made for the first run that is split; `nil` when the system
    /// starts no thread.
    lazy var partner: Partner? = HelperThread().map { thread in
        Partner(
            filter: Filter(options: options, namer: namer, output: OutputBuffer(keepingWithCapacity: 512 * 1024)),
            thread: thread)
    }

    let terminator: UInt8
    /// Decided once, so that the loop over records tests no option.
    let mode: Mode
    /// The table being read, under `--csv` and `--tsv`; each file starts afresh. Read and written once a row, and
    /// never while another access is under way, so no access is checked at run time.
    @exclusivity(unchecked) var table = TableState()
    /// How the `--json-key` input being read is written; each file is decided afresh.
    var jsonLayout = JSONLayout.undecided
    /// Finds the strings at the `--json-key` paths, keeping its buffers from one line to the next.
    let jsonStrings: JSONStringFinder

    /// Reads every input and returns the exit status; a closed standard output ends the run quietly with 0.
    func run() -> Int32 {
        readEach(options.files) {
            (fd, name) throws(RecordReaderError) in
            var recordNumber = 0
            table = TableState()
            jsonLayout = .undecided
            let reader = RecordReader(fd: fd, separator: terminator, maximumLength: Filter.maximumRecordLength)
            try reader.read(willRead: output.flush) { event throws(Stdio.WriteFailure) in
                if case .records(let run) = event {
                    if try processInHalves(run, source: name, number: &recordNumber) { return }
                    if mode == .text { return try rewriteLines(run, number: &recordNumber) }
                    try processRun(run, source: name, number: &recordNumber)
                    return
                }
                if mode == .text, case .lastRecord(let bytes) = event {
                    return try rewriteLines(bytes, number: &recordNumber)
                }
                recordNumber += 1
                switch event {
                case .records:
                    break
                case .lastRecord(let bytes) where !options.jsonKeys.isEmpty:
                    try jsonLine(bytes, terminated: false, source: name, number: recordNumber)
                case .lastRecord(let bytes) where options.table != nil:
                    try tableLine(bytes, terminated: false, source: name, number: recordNumber)
                case .lastRecord(let bytes):
                    try process(bytes, hash: RecordNamer.hash(bytes), source: name, number: recordNumber)
                case .oversized(let bytes, _, let isLast, let terminated) where !options.jsonKeys.isEmpty:
                    // A JSON array document on one long line streams through its elements; a JSON line that long
                    // passes through untouched.
                    if case .lines = jsonLayout {
                        try output.append(bytes)
                        if isLast, terminated { try output.endRecord(terminator) }
                    } else {
                        try jsonLine(bytes, terminated: isLast && terminated, source: name, number: recordNumber)
                    }
                    if !isLast { recordNumber -= 1 }
                case .oversized(let bytes, _, let isLast, let terminated)
                where options.inText || options.table != nil:
                    // Too long to scan, so passed through untouched.
                    try output.append(bytes)
                    if isLast, terminated { try output.endRecord(terminator) }
                    if !isLast { recordNumber -= 1 }
                case .oversized(_, let isFirst, let isLast, _):
                    if isFirst {
                        let limit = Filter.maximumRecordLength
                        report(
                            "\(name):\(recordNumber): record longer than \(limit) bytes, skipped",
                            status: options.strict ? 1 : 0)
                    }
                    if isLast, options.align { try output.endRecord(terminator) }
                    if !isLast { recordNumber -= 1 }
                }
            }
            // A JSON element the input ended in, and a table record whose quotes never closed, go out as they came.
            if case .document(var stream) = jsonLayout {
                var unfinished: [UInt8] = []
                stream.finish { piece in
                    if case .passThrough(let bytes) = piece { unfinished.append(contentsOf: bytes) }
                }
                jsonLayout = .undecided
                try unfinished.withUnsafeBufferPointer { bytes throws(RecordReaderError) in
                    do throws(Stdio.WriteFailure) { try output.append(bytes) } catch { throw .write(error) }
                }
            }
            if !table.pending.isEmpty {
                let pending = table.pending
                table.pending = []
                try pending.withUnsafeBufferPointer { bytes throws(RecordReaderError) in
                    do throws(Stdio.WriteFailure) { try output.append(bytes) } catch { throw .write(error) }
                }
            }
        }
    }

    /// Handles whole records, each followed by the terminator, numbering them after `number`; padding follows the
    /// run (see `RecordReader.slack`), so that each record is found and hashed in one pass, sixteen bytes at a time.
    func processRun(_ run: UnsafeBufferPointer<UInt8>, source: String, number: inout Int) throws(Stdio.WriteFailure) {
        // Only the plain filter looks its records up by their hash; a table's lines are framed with the parity of
        // their quotes, which says whether each is a whole record; the other modes need their ends alone.
        if mode == .table, let format = options.table {
            return try processTableRun(run, format: format, source: source, number: &number)
        }
        guard mode == .names else {
            return try forEachRecord(in: run, source: source, number: &number) {
                (RecordNamer.end(at: $0, separator: terminator), 0)
            } handle: { record, _, number throws(Stdio.WriteFailure) in
                switch mode {
                case .names: try process(record, hash: RecordNamer.hash(record), source: source, number: number)
                case .text: try rewriteLine(record, number: number)
                case .table: try tableLine(record, terminated: true, source: source, number: number)
                case .jsonLines: try jsonLine(record, terminated: true, source: source, number: number)
                }
            }
        }
        try forEachRecord(in: run, source: source, number: &number) {
            RecordNamer.frame(at: $0, separator: terminator)
        } handle: { record, hash, number throws(Stdio.WriteFailure) in
            try process(record, hash: hash, source: source, number: number)
        }
    }

    /// Hands `handle` each record of a run, framed by `frame` (its length and what else the framing found: the
    /// plain filter's hash, whether a table's line closes its quotes) and numbered after `number`; a record over the
    /// limit is skipped or passed through instead.
    @inline(__always)
    func forEachRecord(
        in run: UnsafeBufferPointer<UInt8>, source: String, number: inout Int,
        frame: (UnsafePointer<UInt8>) -> (Int, UInt64),
        handle: (UnsafeBufferPointer<UInt8>, UInt64, Int) throws(Stdio.WriteFailure) -> Void
    ) throws(Stdio.WriteFailure) {
        let base = run.baseAddress!
        var position = 0
        while position < run.count {
            let (count, found) = frame(base + position)
            let record = UnsafeBufferPointer(start: base + position, count: count)
            position &+= count &+ 1
            number &+= 1
            // The reader's buffer holds a little more than the limit, so a whole record may pass it within a run.
            if count > Filter.maximumRecordLength {
                try skipOversized(record, source: source, number: number)
                continue
            }
            try handle(record, found, number)
        }
    }

    /// What each record is: a name (the plain filter), a line of text, a table's line or a JSON line.
    enum Mode {
        case names, text, table, jsonLines
    }

    /// Writes what one record prints, given the hash of its bytes; a record seen before costs a lookup and a copy.
    @inline(__always)
    func process(_ record: UnsafeBufferPointer<UInt8>, hash recordHash: UInt64, source: String, number: Int)
        throws(Stdio.WriteFailure)
    {
        let trimmed = Filter.trim(record)
        guard usesCache, !trimmed.isEmpty else {
            try describe(trimmed, source: source, number: number)
            return
        }
        let hash = trimmed.count == record.count ? recordHash : RecordNamer.hash(trimmed)
        switch records.name(trimmed, hash: hash) {
        case .name(let name):
            try output.appendRecord(padded: name, terminator: terminator, ends: true)
        case .filtered:
            if options.align { try output.endRecord(terminator) }
        case .malformed:
            if options.strict { reportIfStrict(namer.name(bytes: trimmed), trimmed, source: source, number: number) }
            if options.align { try output.endRecord(terminator) }
        }
    }

    /// Names a record on the full path and writes it with whatever `--json`, `--route` and `--where` add.
    @inline(never)
    func describe(_ trimmed: UnsafeBufferPointer<UInt8>, source: String, number: Int) throws(Stdio.WriteFailure) {
        guard !trimmed.isEmpty else {
            if options.align {
                if options.json { try output.append(JSONLine.format(input: trimmed, result: nil)) }
                try output.endRecord(terminator)
            }
            return
        }
        var result = options.route ? namer.routeName(bytes: trimmed) : namer.name(bytes: trimmed)
        reportIfStrict(result, trimmed, source: source, number: number)
        // With an index, a dotted name is read against the tree (see `DeclarationIndex.resolved(_:)`) and printed
        // as the tree names it, so that each line is keyed by a name that finds its declaration again.
        if let index, let type = result.type {
            let resolved = index.resolved(type)
            if resolved != type {
                result.type = resolved
                result.displayName = namer.render(resolved)
            }
        }
        // A file that several targets compile holds one declaration in each of their modules, at one place.
        let locations = index.flatMap { index in
            result.type.map { type in
                var seen: Set<String> = []
                return index.declarations(of: type).map(\.location).filter { seen.insert($0).inserted }
            }
        }
        if options.json {
            try output.append(
                JSONLine.format(input: trimmed, result: result, locations: index == nil ? nil : locations ?? []))
            try output.endRecord(terminator)
        } else if let name = result.displayName {
            try output.append(name)
            if let locations {
                try output.append(byte: UInt8(ascii: "\t"))
                try output.append(locations.isEmpty ? "not found" : locations.joined(separator: "\t"))
            }
            try output.endRecord(terminator)
        } else if options.align {
            try output.endRecord(terminator)
        }
    }

    /// Reports a malformed record under `--strict`; returns whether it did.
    @discardableResult
    func reportIfStrict(_ result: ScreenName, _ trimmed: UnsafeBufferPointer<UInt8>, source: String, number: Int)
        -> Bool
    {
        guard options.strict, let reason = result.filterReason, reason.isMalformed else { return false }
        let text = Filter.printable(UnsafeBufferPointer(rebasing: trimmed.prefix(80)))
        report("\(source):\(number): \(reason) in '\(text)'", status: 1)
        return true
    }

    /// Passes a block of lines through with each type name in them replaced, every other byte as it was (a missing
    /// final newline too), or under `--only-matching` prints the user's names alone; `number` is the number of the
    /// line before the block, and of the block's last line after it.
    ///
    /// The stretches between replacements are copied straight from the block, so that a block without names is one
    /// copy (or, when larger than the output buffer, one write).
    func rewriteLines(_ block: UnsafeBufferPointer<UInt8>, number: inout Int) throws(Stdio.WriteFailure) {
        let before = number
        let limit = Filter.maximumRecordLength
        if options.onlyMatching {
            number += try records.forEachName(inLines: block, separator: terminator, longestLine: limit) {
                found throws(Stdio.WriteFailure) in
                guard found.isScreen else { return }
                if options.json {
                    var text =
                        "{\"line\":\(before + found.line + 1),\"column\":\(found.range.lowerBound - found.lineStart + 1),\"input\":"
                    JSONLine.appendString(String(decoding: block[found.range], as: UTF8.self), to: &text)
                    text += ",\"name\":"
                    JSONLine.appendString(String(decoding: found.text, as: UTF8.self), to: &text)
                    text += "}"
                    try output.append(text)
                } else {
                    try output.append(found.text)
                }
                try output.endRecord(terminator)
            }
        } else {
            var copied = 0
            number += try records.forEachName(inLines: block, separator: terminator, longestLine: limit) {
                found throws(Stdio.WriteFailure) in
                guard !found.isUnchanged else { return }
                try output.appendPassedThrough(UnsafeBufferPointer(rebasing: block[copied..<found.range.lowerBound]))
                try output.append(found.text)
                copied = found.range.upperBound
            }
            try output.appendPassedThrough(UnsafeBufferPointer(rebasing: block[copied...]))
        }
        if output.isLineBuffered { try output.flush() }
    }

    /// A line of text within a run of records, which `rewriteLines` reads a run at a time; the terminator follows it.
    @inline(never)
    func rewriteLine(_ record: UnsafeBufferPointer<UInt8>, number: Int) throws(Stdio.WriteFailure) {
        var before = number - 1
        try rewriteLines(UnsafeBufferPointer(start: record.baseAddress, count: record.count + 1), number: &before)
    }

    /// A whole record over the limit: passed through under `--in-text` and the table modes, else skipped with a
    /// message, as records over the limit the reader hands over in pieces are.
    func skipOversized(_ record: UnsafeBufferPointer<UInt8>, source: String, number: Int) throws(Stdio.WriteFailure) {
        if options.inText || options.table != nil || !options.jsonKeys.isEmpty {
            try output.append(record)
            try output.endRecord(terminator)
            return
        }
        report(
            "\(source):\(number): record longer than \(Filter.maximumRecordLength) bytes, skipped",
            status: options.strict ? 1 : 0)
        if options.align { try output.endRecord(terminator) }
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

    /// Drops surrounding spaces, tabs and a carriage return.
    @inline(__always)
    static func trim(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        // Most records have nothing to drop: both ends are checked before any loop runs.
        guard let first = bytes.first, let last = bytes.last, first <= UInt8(ascii: " ") || last <= UInt8(ascii: " ")
        else {
            return bytes
        }
        func isSpace(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
        }
        var start = 0
        var end = bytes.count
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    func report(_ message: String, status: Int32) {
        Stdio.printError(message)
        self.status = max(self.status, status)
    }
}
