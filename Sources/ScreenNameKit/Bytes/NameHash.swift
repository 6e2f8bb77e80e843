/// The hash of a short name, such as a module or a type name looked up in the Apple tables.
enum NameHash {
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
                other =
                    (other.rotatedLeft5 ^ raw.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self)) &* multiplier
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
            last =
                UInt64(raw.loadUnaligned(as: UInt32.self)) << 32
                | UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
        } else {
            last = UInt64(base[0]) << 16 | UInt64(base[count / 2]) << 8 | UInt64(base[count - 1])
        }
        hash = (hash.rotatedLeft5 ^ last) &* multiplier
        // A product's high bits depend on every input bit, its low bits on few: fold the high half down and mix
        // once more, so that names differing only in their last byte land in different slots.
        hash = (hash ^ (hash >> 32)) &* 0xD6E8_FEB8_6659_FD93
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
