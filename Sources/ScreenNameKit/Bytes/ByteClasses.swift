/// What a byte can be in a name: the one definition of an identifier byte, and the scans derived from it.
extension UInt8 {
    /// Whether the byte may continue a Swift identifier as the runtime prints it (non-ASCII bytes included).
    ///
    /// A bit mask, not a chain of comparisons: this test runs for nearly every byte the tool reads.
    @inlinable @inline(__always)
    var isIdentifierByte: Bool {
        // Bits for `$`, `0`–`9` (bytes 0–63), `A`–`Z`, `_`, `a`–`z` (64–127); every byte from 128 on.
        let mask: UInt64 = self < 64 ? 0x03FF_0010_0000_0000 : (self < 128 ? 0x07FF_FFFE_87FF_FFFE : ~0)
        return (mask >> UInt64(self & 63)) & 1 == 1
    }

    /// Whether the byte is ASCII and may continue a Swift identifier.
    @inlinable @inline(__always)
    var isASCIIIdentifierByte: Bool { self < 0x80 && isIdentifierByte }

    /// Whether the byte may start a Swift identifier.
    @inline(__always)
    var isIdentifierHead: Bool { isIdentifierByte && !isDigit }

    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    var isHexDigit: Bool {
        // Setting bit 5 maps `A`–`F` onto `a`–`f` and no other byte onto them. Both tests are made and joined
        // with `!=` (they cannot both hold), so no branch guesses digit or letter in an address's random mix.
        (self &- UInt8(ascii: "0") < 10) != ((self | 0x20) &- UInt8(ascii: "a") < 6)
    }

    var isLetter: Bool { (self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z") }
    var isUppercase: Bool { self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z") }
    var isLowercase: Bool { self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z") }
    var isSpace: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") }

    /// `C`, `V` or `O`: the kinds of named types both manglings write.
    var isNominalKind: Bool { self == UInt8(ascii: "C") || self == UInt8(ascii: "V") || self == UInt8(ascii: "O") }

    /// The first position from `index` whose byte is not an ASCII identifier byte, or `count`.
    @inlinable @inline(__always)
    static func asciiIdentifierEnd(_ base: UnsafePointer<UInt8>, from index: Int, count: Int) -> Int {
        var index = index
        // Sixteen bytes at a time while the buffer holds them: one vector test, and one branch, for each block.
        while index &+ 16 <= count {
            let (first, second) = nonIdentifierBytes(UnsafeRawPointer(base + index))
            if first != 0 { return index &+ first.trailingZeroBitCount &>> 3 }
            if second != 0 { return index &+ 8 &+ second.trailingZeroBitCount &>> 3 }
            index &+= 16
        }
        while index < count, base[index].isASCIIIdentifierByte { index &+= 1 }
        return index
    }

    /// The sixteen bytes at `raw` as two words, the first eight bytes in the first, with every bit set in each byte
    /// that is not an ASCII identifier byte and clear in the others: `isASCIIIdentifierByte`, sixteen at a time.
    ///
    /// Every operation is one of two vectors, so each compiles to a vector instruction or two (SSE2 on x86-64); the
    /// vectors of repeated bytes spell out their type, without which the compiler tests one byte at a time.
    @inlinable @inline(__always)
    static func nonIdentifierBytes(_ raw: UnsafeRawPointer) -> (UInt64, UInt64) {
        let bytes = raw.loadUnaligned(as: SIMD16<UInt8>.self)
        return words(SIMD16<UInt8>(repeating: 0xFF).replacing(with: 0, where: isASCIIIdentifierByte(bytes)))
    }

    /// The sixteen bytes at `raw` as two words, with every bit set in each byte that is neither an ASCII identifier
    /// byte, nor `.`, nor outside ASCII: the bytes that can end, or open a bracket in, a name's run in text.
    @inlinable @inline(__always)
    static func nameRunStopBytes(_ raw: UnsafeRawPointer) -> (UInt64, UInt64) {
        let bytes = raw.loadUnaligned(as: SIMD16<UInt8>.self)
        let isRunByte =
            isASCIIIdentifierByte(bytes) .| (bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: ".")))
            .| (bytes .>= SIMD16<UInt8>(repeating: 0x80))
        return words(SIMD16<UInt8>(repeating: 0xFF).replacing(with: 0, where: isRunByte))
    }

    /// `isASCIIIdentifierByte` of each of sixteen bytes.
    @inlinable @inline(__always)
    static func isASCIIIdentifierByte(_ bytes: SIMD16<UInt8>) -> SIMDMask<SIMD16<Int8>> {
        // Setting bit 5 maps `A`–`Z` onto `a`–`z`; subtracting the first of a range wraps the bytes below it
        // around to large values, so one unsigned comparison tests the range.
        let lowered = bytes | SIMD16<UInt8>(repeating: 0x20)
        let isLetter = (lowered &- SIMD16<UInt8>(repeating: UInt8(ascii: "a"))) .< SIMD16<UInt8>(repeating: 26)
        let isDigit = (bytes &- SIMD16<UInt8>(repeating: UInt8(ascii: "0"))) .< SIMD16<UInt8>(repeating: 10)
        return isLetter .| isDigit .| (bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: "_")))
            .| (bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: "$")))
    }

    /// The sixteen bytes at `raw` as two words, with every bit set in each byte that is `"` or `\\` (what ends or
    /// escapes a JSON string) and clear in the others.
    @inlinable @inline(__always)
    static func quoteOrBackslashBytes(_ raw: UnsafeRawPointer) -> (UInt64, UInt64) {
        let bytes = raw.loadUnaligned(as: SIMD16<UInt8>.self)
        let isSpecial =
            (bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: "\"")))
            .| (bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: "\\")))
        return words(SIMD16<UInt8>(repeating: 0).replacing(with: 0xFF, where: isSpecial))
    }

    /// The sixteen bytes at `raw` as two words, with every bit set in each byte where a name in text may begin to
    /// matter, and in each `stop` byte; the byte before the first and the one after the last must be readable.
    ///
    /// The bytes are those ``TextScanner`` acts on: `<` (generic arguments, an object description), `$` (a mangling,
    /// an unknown context's address), `.` before an upper-case letter, a byte outside ASCII, `_` or `(` (a dotted
    /// name: every part of one starts so), `_` before `T` or `$` (`_Tt`, `_T0`, `_$s`), and what it passes over
    /// whole, `://` and `-[`, found by their second byte (`/` after `:`, `[` after `-`), since a log's timestamps are
    /// full of `:` and `-` and hold no `/` or `[`: ``nextNameCandidate(_:from:count:readable:stop:)`` reports the byte
    /// before those.
    /// Everything else in a stretch without them is prose, which holds no name.
    @inlinable @inline(__always)
    static func nameCandidateBytes(_ raw: UnsafeRawPointer, stop: UInt8) -> (UInt64, UInt64) {
        let bytes = raw.loadUnaligned(as: SIMD16<UInt8>.self)
        // Most blocks of prose hold none of the bytes at all; the tests of the bytes around them wait for those that do.
        let (firstAny, secondAny) = words(
            SIMD16<UInt8>(repeating: 0).replacing(with: 0xFF, where: candidateFirstBytes(bytes, stop: stop)))
        guard firstAny | secondAny != 0 else { return (0, 0) }
        let next = raw.loadUnaligned(fromByteOffset: 1, as: SIMD16<UInt8>.self)
        let previous = raw.loadUnaligned(fromByteOffset: -1, as: SIMD16<UInt8>.self)
        // A part may start with a letter outside ASCII (`MyApp.Übersicht`, `MyApp.画面`), its first byte 0x80 or more.
        let nextStartsPart =
            ((next &- SIMD16<UInt8>(repeating: UInt8(ascii: "A"))) .< SIMD16<UInt8>(repeating: 26))
            .| (next .== SIMD16<UInt8>(repeating: UInt8(ascii: "_")))
            .| (next .== SIMD16<UInt8>(repeating: UInt8(ascii: "(")))
            .| (next .>= SIMD16<UInt8>(repeating: 0x80))
        let nextStartsMangling =
            (next .== SIMD16<UInt8>(repeating: UInt8(ascii: "T")))
            .| (next .== SIMD16<UInt8>(repeating: UInt8(ascii: "$")))
        let isCandidate =
            (bytes .== SIMD16<UInt8>(repeating: stop)) .| (bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: "<")))
            .| (bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: "$")))
            .| ((bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: "."))) .& nextStartsPart)
            .| ((bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: "_"))) .& nextStartsMangling)
            .| ((bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: "/")))
                .& (previous .== SIMD16<UInt8>(repeating: UInt8(ascii: ":"))))
            .| ((bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: "[")))
                .& (previous .== SIMD16<UInt8>(repeating: UInt8(ascii: "-"))))
        return words(SIMD16<UInt8>(repeating: 0).replacing(with: 0xFF, where: isCandidate))
    }

    /// The bytes of a block that a candidate of ``nameCandidateBytes(_:stop:)`` may be found by, before the bytes
    /// around each are looked at.
    @inlinable @inline(__always)
    static func candidateFirstBytes(_ bytes: SIMD16<UInt8>, stop: UInt8) -> SIMDMask<SIMD16<Int8>> {
        // `.` and `/` differ in their lowest bit alone, `[` and `_` in their third, so one comparison tests each pair.
        (bytes .== SIMD16<UInt8>(repeating: stop)) .| (bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: "<")))
            .| (bytes .== SIMD16<UInt8>(repeating: UInt8(ascii: "$")))
            .| ((bytes | SIMD16<UInt8>(repeating: 1)) .== SIMD16<UInt8>(repeating: UInt8(ascii: "/")))
            .| ((bytes | SIMD16<UInt8>(repeating: 4)) .== SIMD16<UInt8>(repeating: UInt8(ascii: "_")))
    }

    /// The first position from `start` below `count` where a name in text may begin to matter (see
    /// ``nameCandidateBytes(_:stop:)``) or that holds `stop`; `count` when there is none.
    ///
    /// Sixteen bytes a step while `readable` bytes from `base` (at least `count`) hold them and the one after; the
    /// first block of a buffer, whose byte before is not there to be read, and the last few bytes are copied into a
    /// block padded with zeros, so that no byte outside is read and the one test decides every byte. A line inside
    /// a larger buffer passes the buffer's end, so that it needs no copy at its end.
    @inlinable
    static func nextNameCandidate(
        _ base: UnsafePointer<UInt8>, from start: Int, count: Int, readable: Int? = nil, stop: UInt8
    ) -> Int {
        var index = start
        let limit = readable ?? count
        /// The position a candidate bit at `found` stands for: the `:` of `://` and the `-` of `-[` are found by
        /// their second byte.
        func reported(_ found: Int) -> Int {
            guard found < count else { return count }
            let byte = base[found]
            return byte == UInt8(ascii: "/") || byte == UInt8(ascii: "[") ? Swift.max(found &- 1, start) : found
        }
        /// Tests the block at `index` in a copy that holds the byte before it, padded with zeros.
        func copiedBlock() -> Int {
            let rest = Swift.min(limit &- index, 17)
            var block: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
            let (first, second) = withUnsafeMutableBytes(of: &block) { raw in
                if index > 0 { raw[0] = base[index &- 1] }
                (raw.baseAddress! + 1).copyMemory(from: base + index, byteCount: rest)
                return nameCandidateBytes(UnsafeRawPointer(raw.baseAddress! + 1), stop: stop)
            }
            return index &+ (first != 0 ? first.trailingZeroBitCount &>> 3 : 8 &+ second.trailingZeroBitCount &>> 3)
        }
        if index == 0, count > 0 {
            let found = copiedBlock()
            if found < Swift.min(16, count) { return reported(found) }
            index = 16
        }
        // One bound for both: the block is before `count`, and it and the byte after it are readable.
        let blocksEnd = Swift.min(count, limit &- 16)
        while index < blocksEnd {
            let (first, second) = nameCandidateBytes(UnsafeRawPointer(base + index), stop: stop)
            if first | second != 0 {
                return reported(
                    index &+ (first != 0 ? first.trailingZeroBitCount &>> 3 : 8 &+ second.trailingZeroBitCount &>> 3))
            }
            index &+= 16
        }
        guard index < count else { return count }
        return reported(copiedBlock())
    }

    /// The first position from `index` below `count` that holds `first` or `second`, or `count`.
    @inline(__always)
    static func next(_ first: UInt8, or second: UInt8, in base: UnsafePointer<UInt8>, from index: Int, count: Int)
        -> Int
    {
        var index = index
        let firsts = SIMD16<UInt8>(repeating: first)
        let seconds = SIMD16<UInt8>(repeating: second)
        while index &+ 16 <= count {
            let block = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self)
            let (low, high) = words(
                SIMD16<UInt8>(repeating: 0).replacing(with: 0xFF, where: (block .== firsts) .| (block .== seconds)))
            if low != 0 { return index &+ low.trailingZeroBitCount &>> 3 }
            if high != 0 { return index &+ 8 &+ high.trailingZeroBitCount &>> 3 }
            index &+= 16
        }
        while index < count, base[index] != first, base[index] != second { index &+= 1 }
        return index
    }

    /// A block of sixteen bytes as two little-endian words, the first eight bytes in the first.
    @inlinable @inline(__always)
    static func words(_ block: SIMD16<UInt8>) -> (UInt64, UInt64) {
        let words = unsafeBitCast(block, to: SIMD2<UInt64>.self)
        return (UInt64(littleEndian: words[0]), UInt64(littleEndian: words[1]))
    }
}

extension Unicode.Scalar {
    /// Whether the scalar combines with the one before it, so that it cannot start a name.
    var isMark: Bool {
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// Whether a non-ASCII scalar may stand in a name: not white space, a control, a separator or unassigned.
    var canAppearInName: Bool {
        switch properties.generalCategory {
        case .control, .unassigned, .spaceSeparator, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate:
            return false
        default:
            return !properties.isWhitespace
        }
    }
}
