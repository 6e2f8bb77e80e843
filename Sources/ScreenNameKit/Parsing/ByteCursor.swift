/// A read position in a buffer of UTF-8 bytes, moved forward by the decoders.
struct ByteCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>, index: Int = 0) {
        self.bytes = bytes
        self.index = index
    }

    var isAtEnd: Bool { index >= bytes.count }

    /// The byte `offset` places ahead, or 0 past the end (no input byte of a name is 0).
    func peek(_ offset: Int = 0) -> UInt8 {
        let i = index + offset
        return i < bytes.count ? bytes[i] : 0
    }

    mutating func advance(_ count: Int = 1) { index += count }

    /// Consumes `byte` when it is next.
    mutating func consume(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        index += 1
        return true
    }

    /// Whether the ASCII `literal` comes next.
    func hasPrefix(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        // Words at a time: `(unknown context at $` is read once per private type.
        return memoryEqual(literal.utf8Start, bytes.baseAddress.map { $0 + index }, count: count)
    }

    /// Consumes the ASCII `literal` when it comes next.
    mutating func consume(_ literal: StaticString) -> Bool {
        guard hasPrefix(literal) else { return false }
        index += literal.utf8CodeUnitCount
        return true
    }

    mutating func skipSpaces() {
        while peek() == UInt8(ascii: " ") { index += 1 }
    }

    /// Consumes a run of decimal digits and returns its value, or `nil` when none comes next or it overflows `limit`.
    mutating func consumeNumber(limit: Int = 1 << 30) -> Int? {
        var value = 0
        let start = index
        while case let byte = peek(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            if value > limit { return nil }
            index += 1
        }
        return index > start ? value : nil
    }

    /// Consumes an index as both manglings write it, `_` for 0 and `N_` for N + 1; `nil` (and nothing consumed)
    /// when none comes next.
    mutating func consumeIndex() -> Int? {
        if consume(UInt8(ascii: "_")) { return 0 }
        let start = index
        guard let number = consumeNumber(), consume(UInt8(ascii: "_")) else {
            index = start
            return nil
        }
        return number + 1
    }

    /// The bytes from `start` up to the current position, decoded as UTF-8 (invalid bytes become U+FFFD).
    func string(from start: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// The bytes from `start` up to the current position as a string, or `nil` when they are not valid UTF-8.
    ///
    /// A name is printed only as it came in: replacing a bad byte with U+FFFD would print a name no file contains.
    func validString(from start: Int) -> String? {
        let span = UnsafeBufferPointer(rebasing: bytes[start..<index])
        if span.allSatisfy({ $0 < 0x80 }) { return String(decoding: span, as: UTF8.self) }
        guard let name = String(validating: span, as: UTF8.self),
            name.unicodeScalars.allSatisfy({ $0.isASCII || $0.canAppearInName }),
            name.unicodeScalars.first.map({ $0.isASCII || !$0.isMark }) ?? false
        else { return nil }
        return name
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

extension UInt8 {
    /// Whether the byte may continue a Swift identifier as the runtime prints it (non-ASCII bytes included).
    ///
    /// A bit mask, not a chain of comparisons: this test runs for nearly every byte the tool reads.
    @inline(__always)
    var isIdentifierByte: Bool {
        // Bits for `$`, `0`–`9` (bytes 0–63), `A`–`Z`, `_`, `a`–`z` (64–127); every byte from 128 on.
        let mask: UInt64 = self < 64 ? 0x03FF_0010_0000_0000 : (self < 128 ? 0x07FF_FFFE_87FF_FFFE : ~0)
        return (mask >> UInt64(self & 63)) & 1 == 1
    }

    /// Whether the byte is ASCII and may continue a Swift identifier: one load from a table of all 256 bytes.
    @inline(__always)
    var isASCIIIdentifierByte: Bool {
        UInt8.asciiIdentifierBytes.utf8Start[Int(self)] == UInt8(ascii: "1")
    }

    /// `1` at the position of each byte that may continue an identifier and is ASCII (`$`, digits, letters, `_`);
    /// 256 positions, so that no byte needs a range test first.
    private static var asciiIdentifierBytes: StaticString {
        """
        00000000000000000000000000000000000010000000000011111111110000000111111111111111111111111110000101111111111111111111111111100000\
        00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000
        """
    }

    /// Whether the byte may start a Swift identifier.
    @inline(__always)
    var isIdentifierHead: Bool { isIdentifierByte && !isDigit }

    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    var isHexDigit: Bool {
        // Setting bit 5 maps `A`–`F` onto `a`–`f` and no other byte onto them. Both tests are made and joined
        // with `!=` (they cannot both hold), so no branch guesses digit or letter in an address's random mix.
        (self &- UInt8(ascii: "0") < 10) != ((self | 0x20) &- UInt8(ascii: "a") < 6)
    }
}
