/// A hash index over the names of several tables, built once on first use, so that a lookup costs one hash and
/// about one comparison instead of a binary search per table.
///
/// The tables stay the data (sorted, checked by tests); the index is derived from them and never changes.
struct NameIndex: Sendable {
    private let names: [StaticString]
    /// Open addressing: each slot holds an index into `names` plus one, or 0 for an empty slot.
    private let slots: [Int32]
    private let mask: Int

    init(_ tables: [NameTable]) {
        names = tables.flatMap(\.names)
        var capacity = 16
        while capacity < names.count * 2 { capacity *= 2 }
        mask = capacity - 1
        var slots = [Int32](repeating: 0, count: capacity)
        for (offset, name) in names.enumerated() {
            var slot = NameIndex.hash(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)) & (capacity - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Int32(offset + 1)
        }
        self.slots = slots
    }

    /// A multiplicative hash read eight or sixteen bytes at a time (a byte-wise hash would cost several times more).
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let count = bytes.count
        guard let base = bytes.baseAddress, count > 0 else { return 0 }
        let raw = UnsafeRawPointer(base)
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = UInt64(truncatingIfNeeded: count)
        // Offsets stay below `count`, so they are added without overflow checks.
        var offset = 0
        if count > 16 {
            // Two independent lanes over sixteen bytes a step, so that one multiply need not wait for the other.
            var other: UInt64 = 0x2545_F491_4F6C_DD1D
            while offset &+ 16 < count {
                hash = (hash.rotatedLeft5 ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
                other = (other.rotatedLeft5 ^ raw.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self)) &* multiplier
                offset &+= 16
            }
            hash ^= other.rotatedLeft5
        }
        while offset &+ 8 < count {
            hash = (hash.rotatedLeft5 ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
            offset &+= 8
        }
        // The last one to eight bytes; overlapping the word before is fine.
        let last: UInt64
        if count >= 8 {
            last = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 {
            last = UInt64(raw.loadUnaligned(as: UInt32.self)) << 32 | UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
        } else {
            last = UInt64(base[0]) << 16 | UInt64(base[count / 2]) << 8 | UInt64(base[count - 1])
        }
        hash = (hash.rotatedLeft5 ^ last) &* multiplier
        // A product's high bits depend on every input bit, its low bits on few: fold the high half down and mix
        // once more, so that names differing only in their last byte land in different slots.
        hash = (hash ^ (hash >> 32)) &* 0xD6E8_FEB8_6659_FD93
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }

    func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        position(of: bytes) != nil
    }

    /// The name's position in the tables, counted across them in order; `nil` when no table holds it.
    func position(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var slot = NameIndex.hash(bytes) & mask
        return slots.withUnsafeBufferPointer { slots in
            names.withUnsafeBufferPointer { names in
                while true {
                    let entry = Int(slots[slot])
                    if entry == 0 { return nil }
                    let name = names[entry - 1]
                    if name.utf8CodeUnitCount == bytes.count,
                        memoryEqual(name.utf8Start, bytes.baseAddress, count: bytes.count)
                    {
                        return entry - 1
                    }
                    slot = (slot + 1) & mask
                }
            }
        }
    }
}

/// Whether `count` bytes at two addresses are equal (a `memcmp` the library can use without importing libc).
///
/// Up to 64 bytes, the comparison reads a fixed number of overlapping words or blocks chosen with `min`, so that
/// it takes no branch that depends on the count: the keys a cache compares vary in length from one record to the
/// next, and a mispredicted loop exit costs about as much as the comparison.
@inlinable @inline(__always)
func memoryEqual(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>?, count: Int) -> Bool {
    guard let second else { return count == 0 }
    let a = UnsafeRawPointer(first)
    let b = UnsafeRawPointer(second)
    guard count >= 8 else {
        // Four to seven bytes: the first and the last four, overlapping, as two words.
        if count >= 4 {
            let last = count &- 4
            return (a.loadUnaligned(as: UInt32.self) ^ b.loadUnaligned(as: UInt32.self))
                | (a.loadUnaligned(fromByteOffset: last, as: UInt32.self) ^ b.loadUnaligned(fromByteOffset: last, as: UInt32.self)) == 0
        }
        for offset in 0..<count where a.load(fromByteOffset: offset, as: UInt8.self) != b.load(fromByteOffset: offset, as: UInt8.self) {
            return false
        }
        return true
    }
    guard count >= 16 else {
        // The first and the last eight bytes, overlapping.
        return wordDifference(a, b, 0) | wordDifference(a, b, count &- 8) == 0
    }
    let last = count &- 16
    var difference = blockDifference(a, b, 0)
    if count <= 64 {
        // Blocks at 0, 16 and 32 (or earlier, overlapping) and the last sixteen bytes.
        difference |= blockDifference(a, b, min(16, last)) | blockDifference(a, b, min(32, last))
    } else {
        var offset = 16
        while offset < last {
            difference |= blockDifference(a, b, offset)
            offset &+= 16
        }
    }
    difference |= blockDifference(a, b, last)
    let words = unsafeBitCast(difference, to: SIMD2<UInt64>.self)
    return words[0] | words[1] == 0
}

/// The bits that differ between the eight bytes at `offset` from two addresses.
@inlinable @inline(__always)
func wordDifference(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ offset: Int) -> UInt64 {
    a.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
}

/// The bits that differ between the sixteen bytes at `offset` from two addresses.
@inlinable @inline(__always)
func blockDifference(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ offset: Int) -> SIMD16<UInt8> {
    a.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self) ^ b.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
}

extension UInt64 {
    /// The word rotated left by five bits, which spreads each byte's bits before the next word is mixed in.
    @inlinable @inline(__always)
    var rotatedLeft5: UInt64 { self << 5 | self >> 59 }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether the bytes spell the ASCII `literal`, compared without building a `String`.
    @inline(__always)
    func equals(_ literal: StaticString) -> Bool {
        count == literal.utf8CodeUnitCount && memoryEqual(literal.utf8Start, baseAddress, count: count)
    }
}
