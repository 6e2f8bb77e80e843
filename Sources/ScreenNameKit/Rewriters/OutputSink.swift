/// Collects a rewriter's output and hands it to the caller's writer in large pieces, or keeps it all for another sink
/// to take (the later half of a run named at once, see `Rewriter+Halves.swift`).
///
/// ```swift
/// var text: [UInt8] = []
/// let sink = OutputSink { bytes throws(RewriteFailure) in text.append(contentsOf: bytes) }
/// try sink.append("HomeView\n")
/// try sink.flush()  // text is "HomeView\n"
/// ```
public final class OutputSink {
    /// Takes each piece the sink writes; `nil` for a sink that keeps its bytes, growing as they come.
    public typealias Writer = (UnsafeBufferPointer<UInt8>) throws(RewriteFailure) -> Void
    private let writer: Writer?
    private var capacity: Int
    private var storage: UnsafeMutablePointer<UInt8>
    private var count = 0
    /// Whether each finished record is written at once (terminals and `--line-buffered`).
    public let isLineBuffered: Bool
    /// Up to where a cached record may be copied as whole words, with its terminator; -1 when line-buffered, so that
    /// one comparison decides.
    private var wholeWordLimit: Int

    /// A sink that hands its bytes to `writer` whenever `capacity` bytes are pending, at each record's end when
    /// `isLineBuffered`, and at ``flush()``.
    public convenience init(capacity: Int = 256 * 1024, isLineBuffered: Bool = false, writer: @escaping Writer) {
        self.init(capacity: capacity, isLineBuffered: isLineBuffered, writer: Optional(writer))
    }

    private init(capacity: Int, isLineBuffered: Bool, writer: Writer?) {
        self.writer = writer
        self.capacity = capacity
        self.storage = .allocate(capacity: capacity)
        self.isLineBuffered = isLineBuffered
        wholeWordLimit = isLineBuffered ? -1 : capacity - 33
    }

    /// A sink that writes nothing: it keeps what is appended until ``append(takingFrom:)`` takes it.
    public convenience init(keepingWithCapacity capacity: Int) {
        self.init(capacity: capacity, isLineBuffered: false, writer: nil)
    }

    deinit { storage.deallocate() }

    @inline(__always)
    public func append(_ bytes: UnsafeBufferPointer<UInt8>) throws(RewriteFailure) {
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
    package func appendRecord(padded bytes: UnsafeBufferPointer<UInt8>, terminator: UInt8, ends: Bool)
        throws(RewriteFailure)
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
    package func appendPassedThrough(_ bytes: UnsafeBufferPointer<UInt8>) throws(RewriteFailure) {
        guard bytes.count >= capacity / 4, !isLineBuffered, let writer else { return try append(bytes) }
        try flush()
        try writer(bytes)
    }

    /// Appends what does not fit: flushes first, and writes what is larger than the buffer directly.
    @inline(never)
    private func appendSlowly(_ bytes: UnsafeBufferPointer<UInt8>) throws(RewriteFailure) {
        if let writer {
            if count + bytes.count > capacity {
                try flush()
                if bytes.count > capacity { return try writer(bytes) }
            }
        } else {
            grow(toHold: count + bytes.count)
        }
        if bytes.count > 0 {
            (storage + count).update(from: bytes.baseAddress!, count: bytes.count)
            count += bytes.count
        }
    }

    public func append(_ string: String) throws(RewriteFailure) {
        var string = string
        // `withUTF8` rethrows untyped errors, so the failure is carried out by hand.
        var failure: RewriteFailure?
        string.withUTF8 { bytes in
            do throws(RewriteFailure) { try append(bytes) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    public func append(byte: UInt8) throws(RewriteFailure) {
        if count == capacity {
            if writer == nil { grow(toHold: count + 1) } else { try flush() }
        }
        storage[count] = byte
        count += 1
    }

    /// Ends a record with `terminator`, writing at once when line-buffered.
    @inline(__always)
    public func endRecord(_ terminator: UInt8) throws(RewriteFailure) {
        if count < capacity, !isLineBuffered {
            storage[count] = terminator
            count += 1
            return
        }
        try append(byte: terminator)
        if isLineBuffered { try flush() }
    }

    /// Writes what the sink holds; a sink that keeps its bytes keeps them.
    public func flush() throws(RewriteFailure) {
        guard count > 0, let writer else { return }
        let pending = count
        count = 0
        try writer(UnsafeBufferPointer(start: storage, count: pending))
    }

    /// Appends all that a sink that keeps its bytes holds, and empties it.
    public func append(takingFrom other: OutputSink) throws(RewriteFailure) {
        let taken = other.count
        other.count = 0
        try appendPassedThrough(UnsafeBufferPointer(start: other.storage, count: taken))
    }

    /// The bytes a sink that keeps them holds, valid until its next change.
    public var keptBytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: storage, count: count) }

    /// Drops what a sink that keeps its bytes holds.
    public func removeAll() {
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
