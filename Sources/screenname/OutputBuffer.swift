/// Collects output bytes and writes them to a file descriptor in large writes, or keeps them all for another buffer
/// to take (the helper thread's output, see `Filter+Halves.swift`).
final class OutputBuffer {
    /// The file descriptor written to; -1 for a buffer that keeps its bytes, growing as they come.
    private let fd: Int32
    private var capacity: Int
    private var storage: UnsafeMutablePointer<UInt8>
    private var count = 0
    /// Whether each finished line is written at once (terminals and `--line-buffered`).
    let isLineBuffered: Bool
    /// Up to where a cached record may be copied as whole words, with its terminator; -1 when line-buffered, so that
    /// one comparison decides.
    private var wholeWordLimit: Int

    init(fd: Int32, capacity: Int = 256 * 1024, isLineBuffered: Bool) {
        self.fd = fd
        self.capacity = capacity
        self.storage = .allocate(capacity: capacity)
        self.isLineBuffered = isLineBuffered
        wholeWordLimit = isLineBuffered ? -1 : capacity - 33
    }

    /// A buffer that writes nothing: it keeps what is appended until ``append(takingFrom:)`` takes it.
    convenience init(keepingWithCapacity capacity: Int) {
        self.init(fd: -1, capacity: capacity, isLineBuffered: false)
    }

    deinit { storage.deallocate() }

    @inline(__always)
    func append(_ bytes: UnsafeBufferPointer<UInt8>) throws(Stdio.WriteFailure) {
        let length = bytes.count
        if count + length <= capacity, let source = bytes.baseAddress {
            if length >= 8, length <= 32 {
                // Display names: eight bytes a step, the last step overlapping; cheaper than a call to `memcpy`.
                let from = UnsafeRawPointer(source)
                let to = UnsafeMutableRawPointer(storage + count)
                var offset = 0
                while offset + 8 < length {
                    to.storeBytes(
                        of: from.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset,
                        as: UInt64.self)
                    offset += 8
                }
                to.storeBytes(
                    of: from.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self), toByteOffset: length - 8,
                    as: UInt64.self)
            } else {
                (storage + count).update(from: source, count: length)
            }
            count += length
            return
        }
        try appendSlowly(bytes)
    }

    /// Appends `bytes`, which ``RecordCache/padding`` readable bytes follow, and then `terminator` when `ends` is set:
    /// a display name is copied as four whole words, without a branch on its length.
    @inline(__always)
    func appendRecord(padded bytes: UnsafeBufferPointer<UInt8>, terminator: UInt8, ends: Bool) throws(Stdio
        .WriteFailure)
    {
        let length = bytes.count
        if length <= 32, count <= wholeWordLimit, let source = bytes.baseAddress {
            let from = UnsafeRawPointer(source)
            let to = UnsafeMutableRawPointer(storage + count)
            to.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: 8, as: UInt64.self), toByteOffset: 8, as: UInt64.self)
            to.storeBytes(
                of: from.loadUnaligned(fromByteOffset: 16, as: UInt64.self), toByteOffset: 16, as: UInt64.self)
            to.storeBytes(
                of: from.loadUnaligned(fromByteOffset: 24, as: UInt64.self), toByteOffset: 24, as: UInt64.self)
            storage[count &+ length] = terminator
            count &+= length &+ (ends ? 1 : 0)
            return
        }
        try append(bytes)
        if ends { try endRecord(terminator) }
    }

    /// Appends a stretch of input passed through whole: one that fills a good part of the buffer is written straight
    /// from where it is, after what the buffer holds, rather than copied into the buffer first.
    func appendPassedThrough(_ bytes: UnsafeBufferPointer<UInt8>) throws(Stdio.WriteFailure) {
        guard bytes.count >= capacity / 4, !isLineBuffered, fd >= 0, let base = bytes.baseAddress else {
            return try append(bytes)
        }
        try flush()
        try Stdio.writeAll(fd, base, count: bytes.count)
    }

    /// Appends what does not fit: flushes first, and writes what is larger than the buffer directly.
    @inline(never)
    private func appendSlowly(_ bytes: UnsafeBufferPointer<UInt8>) throws(Stdio.WriteFailure) {
        if fd < 0 {
            grow(toHold: count + bytes.count)
        } else if count + bytes.count > capacity {
            try flush()
            if bytes.count > capacity {
                try Stdio.writeAll(fd, bytes.baseAddress!, count: bytes.count)
                return
            }
        }
        if bytes.count > 0 {
            (storage + count).update(from: bytes.baseAddress!, count: bytes.count)
            count += bytes.count
        }
    }

    func append(_ string: String) throws(Stdio.WriteFailure) {
        var string = string
        // `withUTF8` rethrows untyped errors, so the failure is carried out by hand.
        var failure: Stdio.WriteFailure?
        string.withUTF8 { bytes in
            do throws(Stdio.WriteFailure) { try append(bytes) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    func append(byte: UInt8) throws(Stdio.WriteFailure) {
        if count == capacity {
            if fd < 0 { grow(toHold: count + 1) } else { try flush() }
        }
        storage[count] = byte
        count += 1
    }

    /// Ends a record with `terminator`, writing at once when line-buffered.
    @inline(__always)
    func endRecord(_ terminator: UInt8) throws(Stdio.WriteFailure) {
        if count < capacity, !isLineBuffered {
            storage[count] = terminator
            count += 1
            return
        }
        try append(byte: terminator)
        if isLineBuffered { try flush() }
    }

    /// Writes a whole text and flushes; returns the exit status: 0, also for a closed reader, or 2 with a message.
    func write(_ text: String) -> Int32 {
        do throws(Stdio.WriteFailure) {
            try append(text)
            try flush()
        } catch {
            if case .failed(let message) = error {
                Stdio.printError("write error: \(message)")
                return 2
            }
        }
        return 0
    }

    /// Writes what the buffer holds; a buffer that keeps its bytes keeps them.
    func flush() throws(Stdio.WriteFailure) {
        guard count > 0, fd >= 0 else { return }
        let pending = count
        count = 0
        try Stdio.writeAll(fd, storage, count: pending)
    }

    /// Appends all that a buffer that keeps its bytes holds, and empties it.
    func append(takingFrom other: OutputBuffer) throws(Stdio.WriteFailure) {
        let taken = other.count
        other.count = 0
        try appendPassedThrough(UnsafeBufferPointer(start: other.storage, count: taken))
    }

    /// Drops what a buffer that keeps its bytes holds.
    func removeAll() {
        count = 0
    }

    /// Doubles a keeping buffer's storage until it holds `needed` bytes.
    private func grow(toHold needed: Int) {
        guard needed > capacity else { return }
        var larger = capacity
        while larger < needed { larger *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.update(from: storage, count: count)
        storage.deallocate()
        storage = moved
        capacity = larger
        wholeWordLimit = larger - 33
    }
}
