/// Splits a file descriptor's bytes into records at a separator, in bounded memory.
///
/// A record longer than `maximumLength` is reported and skipped up to its separator, so one huge line
/// cannot make the buffer grow without bound.
struct RecordReader {
    /// What the reader hands to its caller.
    enum Event {
        /// One record, without its separator.
        case record(UnsafeBufferPointer<UInt8>)
        /// A record that was longer than the limit and was skipped.
        case oversized
    }

    let fd: Int32
    let separator: UInt8
    let maximumLength: Int
    static let chunkSize = 64 * 1024

    /// Reads to the end, calling `willBlock` before each read (so pending output goes out while the input is idle).
    func read(
        willRead: () throws(Stdio.WriteFailure) -> Void,
        handle: (Event) throws(Stdio.WriteFailure) -> Void
    ) throws(RecordReaderError) {
        let capacity = maximumLength + RecordReader.chunkSize
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        var filled = 0
        var skipping = false
        var reachedEnd = false
        while !reachedEnd {
            do { try willRead() } catch { throw .write(error) }
            let room = min(RecordReader.chunkSize, capacity - filled)
            let n: Int
            switch Stdio.readChunk(fd, into: buffer + filled, count: room) {
            case .success(let count): n = count
            case .failure(let error): throw .read(error)
            }
            reachedEnd = n == 0
            var start = 0
            var scan = filled
            filled += n
            while let found = UnsafeBufferPointer(start: buffer + scan, count: filled - scan).firstIndex(of: separator) {
                let end = scan + found
                if skipping {
                    skipping = false
                } else {
                    do { try handle(.record(UnsafeBufferPointer(start: buffer + start, count: end - start))) } catch { throw .write(error) }
                }
                start = end + 1
                scan = start
            }
            if reachedEnd, start < filled, !skipping {
                do { try handle(.record(UnsafeBufferPointer(start: buffer + start, count: filled - start))) } catch { throw .write(error) }
                start = filled
            }
            let pending = filled - start
            if skipping || pending > maximumLength {
                if !skipping { do { try handle(.oversized) } catch { throw .write(error) } }
                skipping = true
                filled = 0
            } else {
                if start > 0 { for i in 0..<pending { buffer[i] = buffer[start + i] } }
                filled = pending
            }
        }
    }
}

/// A failure while reading records.
enum RecordReaderError: Error {
    case read(StdioError)
    case write(Stdio.WriteFailure)
}
