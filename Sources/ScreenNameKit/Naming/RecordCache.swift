/// Remembers what recent records printed, so that a stream repeating its names, as logs and analytics exports do,
/// names each distinct record once.
///
/// Bounded in size: an open-addressing table over an arena of records and outputs. When either fills up, both
/// double, keeping their entries, until they reach their maximum sizes; a full cache at the maximum keeps the
/// records found again since they were stored and forgets the rest (records seen once, such as those carrying an
/// address, go first). So memory stays bounded and a short input costs little to start. Keys are compared whole,
/// so a hash collision costs a miss, never a wrong name. A cache belongs to one ``RecordNamer``: what it holds is
/// what that namer's rules and style made of each record.
@usableFromInline
final class RecordCache {
    /// What a cached record printed; its bytes stay valid until the next insert.
    @usableFromInline
    struct Hit {
        /// The display name, empty for a record without one; ``RecordCache/padding`` readable bytes follow it, so
        /// that it can be copied a word at a time.
        @usableFromInline let output: UnsafeBufferPointer<UInt8>
        /// What the record was.
        @usableFromInline let kind: Kind

        @inlinable init(output: UnsafeBufferPointer<UInt8>, kind: Kind) {
            self.output = output
            self.kind = kind
        }
    }

    /// What a record was: a name, a name of framework types only, or no type name at all.
    @usableFromInline
    enum Kind: UInt8 {
        case filtered = 0
        case name = 1
        case malformed = 4
    }

    /// How many slots the table uses; it doubles, or is cleared at its maximum, when half of them are taken.
    /// Read by the inlined lookup in other modules; only `grow` writes it, never during a lookup, so no access is
    /// checked at run time.
    @usableFromInline @exclusivity(unchecked) private(set) var slotCount: Int {
        didSet { slotShift = UInt64(64 - slotCount.trailingZeroBitCount) }
    }
    /// How far a hash is shifted right to leave the bits that pick its first slot (58 for the first 64 slots).
    @usableFromInline @exclusivity(unchecked) var slotShift: UInt64 = 58
    /// How many bytes of the arena may be used; the arena holds each entry as a header (key length, output
    /// length, flags), the key and the output.
    private(set) var arenaSize: Int
    /// The sizes the table and arena grow to, doubling from small ones.
    let maximumSlotCount: Int
    let maximumArenaSize: Int
    @inlinable static var headerSize: Int { 5 }
    /// Records longer than this are not kept: they are rare, and one would crowd out many short ones.
    static let maximumKeyLength = 1024

    /// Each slot: the high bits of its record's hash over the offset of its entry in the arena plus one; 0 when
    /// empty. One word a slot keeps the table small enough to hold many short records within the memory budget.
    @usableFromInline let slots: UnsafeMutablePointer<UInt64>
    @inlinable static var offsetBits: Int { 24 }
    @inlinable static var offsetMask: UInt64 { 1 << 24 - 1 }
    @usableFromInline let arena: UnsafeMutablePointer<UInt8>
    private var used = 0
    private var entries = 0

    /// Reserves the maximum sizes at once; only the part in use is ever written, so only that part takes memory.
    init(maximumSlotCount: Int = 1 << 17, maximumArenaSize: Int = 6 << 20) {
        precondition(maximumSlotCount.nonzeroBitCount == 1 && maximumSlotCount >= 64)
        precondition(maximumArenaSize < 1 << RecordCache.offsetBits)
        self.maximumSlotCount = maximumSlotCount
        self.maximumArenaSize = maximumArenaSize
        slotCount = 64
        arenaSize = max(maximumArenaSize / (maximumSlotCount / 64), 1)
        slots = .allocate(capacity: maximumSlotCount)
        slots.initialize(repeating: 0, count: slotCount)
        // Padding after the arena, so that outputs can be read a word at a time (see `padding`).
        arena = .allocate(capacity: maximumArenaSize + RecordFraming.padding)
        (arena + maximumArenaSize).initialize(repeating: 0, count: RecordFraming.padding)
    }

    deinit {
        slots.deallocate()
        arena.deallocate()
    }

    /// Makes room: doubles the table and the arena, keeping every entry, while they are below their maximum sizes;
    /// at the maximum, keeps only the entries found again since they were stored (or since the last time room was
    /// made), and forgets everything when those alone would fill three quarters of the cache.
    private func makeRoom() {
        guard slotCount == maximumSlotCount else {
            grow()
            return
        }
        // A quarter of the arena at least is left for new records, so this does not run every few records.
        used = keepFoundEntries()
        if 4 * used > 3 * arenaSize { used = 0 }
        slots.update(repeating: 0, count: slotCount)
        // The kept entries have moved: each is hashed again to find its slot.
        entries = 0
        var offset = 0
        while offset < used {
            let entry = arena + offset
            let keyLength = Int(UnsafeRawPointer(entry).loadUnaligned(as: UInt16.self))
            place(
                RecordFraming.hash(UnsafeBufferPointer(start: entry + RecordCache.headerSize, count: keyLength))
                    & ~RecordCache.offsetMask
                    | UInt64(offset + 1))
            entries += 1
            offset += RecordCache.entrySize(entry)
        }
        if 8 * entries > 3 * slotCount {
            used = 0
            entries = 0
            slots.update(repeating: 0, count: slotCount)
        }
    }

    /// Doubles the table and the arena. A slot's first position comes from the top bits of its hash, which its tag
    /// keeps, so entries move to the larger table without reading or hashing their keys.
    private func grow() {
        let oldCount = slotCount
        let old = UnsafeMutablePointer<UInt64>.allocate(capacity: oldCount)
        defer { old.deallocate() }
        old.update(from: slots, count: oldCount)
        slotCount *= 2
        arenaSize = min(arenaSize * 2, maximumArenaSize)
        slots.update(repeating: 0, count: slotCount)
        for index in 0..<oldCount where old[index] != 0 { place(old[index]) }
    }

    /// Moves the entries marked as found to the front of the arena, unmarked, and returns the bytes they take.
    private func keepFoundEntries() -> Int {
        var kept = 0
        var offset = 0
        while offset < used {
            let entry = arena + offset
            let size = RecordCache.entrySize(entry)
            if entry[4] & RecordCache.foundFlag != 0 {
                entry[4] &= ~RecordCache.foundFlag
                if kept != offset { (arena + kept).update(from: entry, count: size) }
                kept += size
            }
            offset += size
        }
        return kept
    }

    /// The bytes an entry takes: its header, key and output.
    private static func entrySize(_ entry: UnsafeMutablePointer<UInt8>) -> Int {
        let keyLength = Int(UnsafeRawPointer(entry).loadUnaligned(as: UInt16.self))
        let outputLength = Int(UnsafeRawPointer(entry).loadUnaligned(fromByteOffset: 2, as: UInt16.self))
        return headerSize + keyLength + outputLength
    }

    /// Flags in an entry's fifth byte: the record's kind (see ``Kind``), and whether it was found again.
    @inlinable static var kindMask: UInt8 { 5 }
    @inlinable static var foundFlag: UInt8 { 2 }

    /// Puts a slot value (an entry's tag and offset) into the first free slot of its probe run; an entry with no
    /// free slot within ``maximumProbes`` is dropped (its arena bytes stay unused until the cache starts afresh).
    private func place(_ value: UInt64) {
        var slot = firstSlot(for: value)
        for _ in 0..<RecordCache.maximumProbes {
            if slots[slot] == 0 {
                slots[slot] = value
                return
            }
            slot = (slot + 1) & (slotCount - 1)
        }
    }

    @inlinable @inline(__always)
    func firstSlot(for hash: UInt64) -> Int {
        // The top bits, which the tag in each slot keeps (see `grow`).
        Int(truncatingIfNeeded: hash >> slotShift)
    }

    /// What `key` printed when it was last seen, if the cache still holds it.
    @inlinable
    func lookup(_ key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Hit? {
        let tag = hash & ~RecordCache.offsetMask
        var slot = firstSlot(for: hash)
        for _ in 0..<RecordCache.maximumProbes {
            let value = slots[slot]
            if value == 0 { return nil }
            if value & ~RecordCache.offsetMask == tag {
                let entry = arena + Int(value & RecordCache.offsetMask) - 1
                let keyLength = Int(UnsafeRawPointer(entry).loadUnaligned(as: UInt16.self))
                let stored = entry + RecordCache.headerSize
                if keyLength == key.count, memoryEqual(stored, key.baseAddress, count: keyLength) {
                    let outputLength = Int(UnsafeRawPointer(entry).loadUnaligned(fromByteOffset: 2, as: UInt16.self))
                    let flags = entry[4]
                    if flags & RecordCache.foundFlag == 0 { entry[4] = flags | RecordCache.foundFlag }
                    return Hit(
                        output: UnsafeBufferPointer(start: stored + keyLength, count: outputLength),
                        kind: Kind(rawValue: flags & RecordCache.kindMask) ?? .filtered)
                }
            }
            slot = (slot + 1) & (slotCount - 1)
        }
        return nil
    }

    /// How far from its first slot an entry may be placed: inputs crafted so that their hashes collide then cost a
    /// few misses instead of a scan of the whole table per record.
    @inlinable static var maximumProbes: Int { 16 }

    /// Stores what `key` printed: `output` (empty for a record without a name) and its kind.
    func insert(_ key: UnsafeBufferPointer<UInt8>, hash: UInt64, output: UnsafeBufferPointer<UInt8>, kind: Kind) {
        guard let stored = reserve(key, hash: hash, outputLength: output.count, kind: kind) else { return }
        if let base = output.baseAddress, output.count > 0 { stored.update(from: base, count: output.count) }
    }

    /// Stores what `key` printed: `name`, or nothing.
    func insert(_ key: UnsafeBufferPointer<UInt8>, hash: UInt64, name: String?, kind: Kind) {
        var name = name ?? ""
        name.withUTF8 { insert(key, hash: hash, output: $0, kind: kind) }
    }

    /// Adds an entry for a key that `lookup` did not find and returns where its output goes; `nil` when the record
    /// or its output is too long to keep.
    private func reserve(_ key: UnsafeBufferPointer<UInt8>, hash: UInt64, outputLength: Int, kind: Kind)
        -> UnsafeMutablePointer<UInt8>?
    {
        let size = RecordCache.headerSize + key.count + outputLength
        guard key.count <= RecordCache.maximumKeyLength, outputLength <= Int(UInt16.max), size <= arenaSize else {
            return nil
        }
        while used + size > arenaSize || 2 * (entries + 1) > slotCount { makeRoom() }
        let entry = arena + used
        let header = UnsafeMutableRawPointer(entry)
        header.storeBytes(of: UInt16(key.count), as: UInt16.self)
        header.storeBytes(of: UInt16(outputLength), toByteOffset: 2, as: UInt16.self)
        entry[4] = kind.rawValue
        let stored = entry + RecordCache.headerSize
        if let base = key.baseAddress { stored.update(from: base, count: key.count) }
        place(hash & ~RecordCache.offsetMask | UInt64(used + 1))
        used += size
        entries += 1
        return stored + key.count
    }
}
