/// Finds where records end and hashes them, in one pass over their bytes, sixteen at a time.
@usableFromInline
enum RecordFraming {
    /// How many readable bytes must follow a record handed to ``frame(at:separator:)``, and follow every name the
    /// record cache hands out: they are read a word at a time, past their ends.
    static let padding = 32

    /// Calls `body` with each line of a text (without its `\n` or `\r\n`) and its 1-based number; a final line break
    /// starts no line. For whole texts in memory, as catalogues and dumps handed to the library are.
    static func forEachLine(in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>, Int) -> Void) {
        var start = 0
        var number = 0
        for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "\n") {
            if end == bytes.count, start == end { break }
            number += 1
            var stop = end
            if stop > start, bytes[stop - 1] == UInt8(ascii: "\r") { stop -= 1 }
            body(UnsafeBufferPointer(rebasing: bytes[start..<stop]), number)
            start = end + 1
        }
    }

    /// The hash the record cache's lookup and inserts take: computed once per record, used for both.
    ///
    /// Blocks of sixteen bytes go to two lanes, a word each; the last block, shorter and padded with zeros, always
    /// follows, so that ``frame(at:separator:)`` computes the same value while it looks for a record's end.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
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
    /// It reads sixteen bytes at a time: a separator must follow `start`, and ``padding`` readable bytes must follow
    /// that separator. A reader that keeps spare bytes after its buffer can hand each record straight to it.
    @inlinable
    static func frame(at start: UnsafePointer<UInt8>, separator: UInt8) -> (count: Int, hash: UInt64) {
        let raw = UnsafeRawPointer(start)
        let separators = SIMD16<UInt8>(repeating: separator)
        var lanes = HashLanes()
        var offset = 0
        var block: SIMD16<UInt8>
        var isSeparator: SIMDMask<SIMD16<Int8>>
        // One vector comparison tests a block for the separator (a compare and a mask on most processors).
        while true {
            block = raw.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
            // swift-format-ignore: NoAssignmentInExpressions
            // An assignment of a comparison: the linter reads the vector operator `.==` as `=` inside an expression.
            isSeparator = block .== separators
            if any(isSeparator) { break }
            let (first, second) = UInt8.words(block)
            lanes.mix(first, second)
            offset &+= 16
        }
        // The block with the separator: its bytes before the first separator, and how many they are. Each separator
        // byte of `found` has all bits set; `x & -x` keeps the lowest set bit, and one less sets every bit below it.
        let (firstFound, secondFound) = UInt8.words(
            SIMD16<UInt8>(repeating: 0).replacing(with: 0xFF, where: isSeparator))
        let (first, second) = UInt8.words(block)
        // Whether the separator is in the first or the second word is a coin toss from one record to the next, so it
        // is computed, not branched on: `firstEmpty` is all ones when the first word holds no separator, else zero.
        let firstEmpty = ((firstFound | (0 &- firstFound)) &>> 63) &- 1
        let firstMask = (firstFound & (0 &- firstFound)) &- 1
        let secondMask = ((secondFound & (0 &- secondFound)) &- 1) & firstEmpty
        lanes.mix(first & firstMask, second & secondMask)
        // A word without a separator has 64 trailing zero bits.
        let bits =
            firstFound.trailingZeroBitCount &+ (secondFound.trailingZeroBitCount & Int(truncatingIfNeeded: firstEmpty))
        let count = offset &+ bits &>> 3
        return (count, lanes.finish(count: count))
    }

    /// How many bytes from `start` come before the first `separator`; the same conditions as for
    /// ``frame(at:separator:)`` hold.
    @inlinable
    static func end(at start: UnsafePointer<UInt8>, separator: UInt8) -> Int {
        let raw = UnsafeRawPointer(start)
        let separators = SIMD16<UInt8>(repeating: separator)
        var offset = 0
        while true {
            let block = raw.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
            let (first, second) = UInt8.words(
                SIMD16<UInt8>(repeating: 0).replacing(with: 0xFF, where: block .== separators))
            if first != 0 { return offset &+ first.trailingZeroBitCount &>> 3 }
            if second != 0 { return offset &+ 8 &+ second.trailingZeroBitCount &>> 3 }
            offset &+= 16
        }
    }

    /// How many bytes from `start` come before the first `separator`, and whether they hold an even number of `"`:
    /// the end of a CSV line and whether it closes every quote it opens, in one pass. The same conditions as for
    /// ``frame(at:separator:)`` hold.
    @inlinable
    static func end(at start: UnsafePointer<UInt8>, separator: UInt8, quote: UInt8) -> (count: Int, evenQuotes: Bool) {
        let raw = UnsafeRawPointer(start)
        let separators = SIMD16<UInt8>(repeating: separator)
        let quotes = SIMD16<UInt8>(repeating: quote)
        // Each lane flips at every quote it sees, so the lanes' bits together hold the count's parity.
        var parity = SIMD16<UInt8>(repeating: 0)
        var offset = 0
        while true {
            let block = raw.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
            let isQuote = SIMD16<UInt8>(repeating: 0).replacing(with: 0xFF, where: block .== quotes)
            let (first, second) = UInt8.words(
                SIMD16<UInt8>(repeating: 0).replacing(with: 0xFF, where: block .== separators))
            if first | second != 0 {
                let inBlock = first != 0 ? first.trailingZeroBitCount &>> 3 : 8 &+ second.trailingZeroBitCount &>> 3
                // Only the quotes before the separator count.
                let before =
                    SIMD16<UInt8>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
                    .< SIMD16<UInt8>(repeating: UInt8(truncatingIfNeeded: inBlock))
                parity ^= isQuote.replacing(with: 0, where: .!before)
                let (low, high) = UInt8.words(parity)
                var folded = low ^ high
                folded ^= folded &>> 32
                folded ^= folded &>> 16
                folded ^= folded &>> 8
                return (offset &+ inBlock, folded & 1 == 0)
            }
            parity ^= isQuote
            offset &+= 16
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
        for index in 0..<length {
            value |= UInt64(raw.load(fromByteOffset: offset &+ index, as: UInt8.self)) &<< (8 &* UInt64(index))
        }
        return value
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
