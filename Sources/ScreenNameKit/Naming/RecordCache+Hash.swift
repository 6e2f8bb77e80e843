extension RecordCache {
    /// How many readable bytes must follow a record handed to ``hashRecord(at:separator:)``, and follow every
    /// ``Hit/output``: they are read a word at a time, past their ends.
    public static let padding = 32

    /// The hash ``lookup(_:hash:)`` and the inserts take: computed once per record, used for both.
    ///
    /// Blocks of sixteen bytes go to two lanes, a word each; the last block, shorter and padded with zeros, always
    /// follows, so that ``hashRecord(at:separator:)`` computes the same value while it looks for a record's end.
    public static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let count = bytes.count
        var lanes = HashLanes()
        guard let base = bytes.baseAddress, count > 0 else {
            lanes.mix(0, 0)
            return lanes.finish(count: 0)
        }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        // Offsets stay below `count`, so they are added without overflow checks.
        while offset &+ 16 <= count {
            lanes.mix(word(raw, offset), word(raw, offset &+ 8))
            offset &+= 16
        }
        let rest = count &- offset
        if rest >= 8 {
            lanes.mix(word(raw, offset), rest > 8 ? partialWord(raw, count: count, from: offset &+ 8) : 0)
        } else {
            lanes.mix(rest > 0 ? partialWord(raw, count: count, from: offset) : 0, 0)
        }
        return lanes.finish(count: count)
    }

    /// Finds the first `separator` at or after `start` and returns the number of bytes before it and their
    /// ``hash(_:)``, in one pass over them.
    ///
    /// It reads whole words: a separator must follow `start`, and ``padding`` readable bytes must follow that
    /// separator. A reader that keeps spare bytes after its buffer can hand each record straight to it.
    @inlinable
    public static func hashRecord(at start: UnsafePointer<UInt8>, separator: UInt8) -> (count: Int, hash: UInt64) {
        let raw = UnsafeRawPointer(start)
        let pattern = 0x0101_0101_0101_0101 &* UInt64(separator)
        var lanes = HashLanes()
        var offset = 0
        while true {
            let first = word(raw, offset)
            let second = word(raw, offset &+ 8)
            let firstMatch = matches(first ^ pattern)
            let secondMatch = matches(second ^ pattern)
            if firstMatch | secondMatch == 0 {
                lanes.mix(first, second)
                offset &+= 16
                continue
            }
            // The separator's place in the block, from 0 to 15, and the block's words cut there, with selects.
            let length = firstMatch != 0 ? firstMatch.trailingZeroBitCount &>> 3 : 8 &+ secondMatch.trailingZeroBitCount &>> 3
            let firstMask: UInt64 = length >= 8 ? ~0 : ~(~0 &<< (8 &* UInt64(length)))
            let secondMask: UInt64 = length <= 8 ? 0 : ~(~0 &<< (8 &* UInt64(length &- 8)))
            lanes.mix(first & firstMask, second & secondMask)
            let count = offset &+ length
            return (count, lanes.finish(count: count))
        }
    }

    @inlinable @inline(__always)
    static func word(_ raw: UnsafeRawPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The one to seven bytes from `offset` to `count` as a word padded with zeros, read without passing `count`.
    static func partialWord(_ raw: UnsafeRawPointer, count: Int, from offset: Int) -> UInt64 {
        let length = count &- offset
        if count >= 8 { return word(raw, count &- 8) &>> (64 &- 8 &* UInt64(length)) }
        var value: UInt64 = 0
        for index in 0..<length { value |= UInt64(raw.load(fromByteOffset: offset &+ index, as: UInt8.self)) &<< (8 &* UInt64(index)) }
        return value
    }

    /// The high bit of each zero byte of `word` is set; bits above the lowest zero byte may be set falsely, so only
    /// the lowest set bit counts.
    @inlinable @inline(__always)
    static func matches(_ word: UInt64) -> UInt64 {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
    }
}

/// Two independent multiply chains, so that one need not wait for the other.
@usableFromInline
struct HashLanes {
    @usableFromInline var first: UInt64 = 0x243F_6A88_85A3_08D3
    @usableFromInline var second: UInt64 = 0x1319_8A2E_0370_7344

    @inlinable @inline(__always)
    init() {}

    @inlinable @inline(__always)
    mutating func mix(_ a: UInt64, _ b: UInt64) {
        first = (first.rotatedLeft5 ^ a) &* 0x9E37_79B9_7F4A_7C15
        second = (second.rotatedLeft5 ^ b) &* 0x9E37_79B9_7F4A_7C15
    }

    /// Folds the lanes and the length: every input bit reaches the high bits, which pick the slot and make the tag.
    @inlinable @inline(__always)
    func finish(count: Int) -> UInt64 {
        var hash = first ^ (second &<< 23 | second &>> 41) ^ UInt64(truncatingIfNeeded: count)
        hash = (hash ^ hash &>> 33) &* 0xFF51_AFD7_ED55_8CCD
        hash = (hash ^ hash &>> 33) &* 0xC4CE_B9FE_1A85_EC53
        return hash ^ hash &>> 33
    }
}
