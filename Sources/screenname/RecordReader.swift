import ScreenNameKit

/// Splits a file descriptor's bytes into records at a separator, in bounded memory.
///
/// A record longer than `maximumLength` is handed over in pieces as it streams past, so one huge line cannot make
/// the buffer grow: the caller decides whether to pass the pieces through (`--in-text`) or to report the record.
struct RecordReader {
    /// What the reader hands to its caller.
    enum Event {
        /// The last record, which the input does not end with a separator (whole records come in `records`).
        case lastRecord(UnsafeBufferPointer<UInt8>)
        /// Whole records, each followed by the separator, the run by ``slack`` readable bytes.
        case records(UnsafeBufferPointer<UInt8>)
        /// A piece of a record longer than the limit; `isFirst` on the first piece, `isLast` on the one that ends it.
        case oversized(UnsafeBufferPointer<UInt8>, isFirst: Bool, isLast: Bool, terminated: Bool)
    }

    let fd: Int32
    let separator: UInt8
    let maximumLength: Int
    /// How much one `read(2)` asks for: 256 KiB took 3% off `--in-text` over a log and 2% off a CSV export against
    /// 128 KiB (PERFORMANCE.md, eleventh round); larger reads gained nothing more.
    static let chunkSize = 256 * 1024
    /// Bytes kept after the data, so that records can be read sixteen bytes at a time past their separators.
    static let slack = RecordNamer.padding

    /// Reads to the end, calling `willRead` before each read (so pending output goes out while the input is idle).
    func read(
        willRead: () throws(Stdio.WriteFailure) -> Void,
        handle: (Event) throws(Stdio.WriteFailure) -> Void
    ) throws(RecordReaderError) {
        let capacity = maximumLength + RecordReader.chunkSize
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity + RecordReader.slack)
        defer { buffer.deallocate() }
        var filled = 0
        var inOversized = false
        var reachedEnd = false
        func deliver(_ event: Event) throws(RecordReaderError) {
            do { try handle(event) } catch { throw .write(error) }
        }
        while !reachedEnd {
            do { try willRead() } catch { throw .write(error) }
            let n: Int
            switch Stdio.readChunk(fd, into: buffer + filled, count: min(RecordReader.chunkSize, capacity - filled)) {
            case .success(let count): n = count
            case .failure(let error): throw .read(error)
            }
            reachedEnd = n == 0
            // Defined bytes after the data, for readers of whole blocks.
            (buffer + filled + n).initialize(repeating: 0, count: RecordReader.slack)
            var start = 0
            var scan = filled
            filled += n
            if inOversized, let found = Stdio.find(separator, in: buffer + scan, count: filled - scan) {
                let end = found - buffer
                try deliver(
                    .oversized(
                        UnsafeBufferPointer(start: buffer + start, count: end - start), isFirst: false, isLast: true,
                        terminated: true))
                inOversized = false
                start = end + 1
                scan = start
            }
            if !inOversized, let last = Stdio.findLast(separator, in: buffer + scan, count: filled - scan) {
                let end = last - buffer + 1
                try deliver(.records(UnsafeBufferPointer(start: buffer + start, count: end - start)))
                start = end
            }
            let pending = UnsafeBufferPointer(start: buffer + start, count: filled - start)
            if reachedEnd, !pending.isEmpty || inOversized {
                if inOversized {
                    try deliver(.oversized(pending, isFirst: false, isLast: true, terminated: false))
                } else {
                    try deliver(.lastRecord(pending))
                }
                filled = 0
            } else if inOversized || pending.count > maximumLength {
                try deliver(.oversized(pending, isFirst: !inOversized, isLast: false, terminated: false))
                inOversized = true
                filled = 0
            } else {
                // Move the unfinished record to the front; source and destination may overlap.
                if start > 0 { for i in 0..<pending.count { buffer[i] = buffer[start + i] } }
                filled = pending.count
            }
        }
    }
}

/// A failure while reading records.
enum RecordReaderError: Error {
    case read(StdioError)
    case write(Stdio.WriteFailure)
}
