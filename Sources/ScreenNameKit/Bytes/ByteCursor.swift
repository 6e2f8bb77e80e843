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
    @inline(__always)
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

    /// The first position from the cursor's whose byte cannot continue an identifier (see `isIdentifierByte`).
    @inline(__always)
    func identifierEnd() -> Int { scanIdentifier().end }

    /// Where the identifier at the cursor ends, and whether all its bytes are ASCII.
    @inline(__always)
    func scanIdentifier() -> (end: Int, isASCII: Bool) {
        guard let base = bytes.baseAddress else { return (index, true) }
        var end = UInt8.asciiIdentifierEnd(base, from: index, count: bytes.count)
        guard end < bytes.count, base[end] >= 0x80 else { return (end, true) }
        // A byte from 128 on continues a name too: the name's UTF-8 is validated where it is taken.
        while end < bytes.count, base[end].isIdentifierByte { end &+= 1 }
        return (end, false)
    }

    /// Whether the bytes from `start` up to the current position are a name as it came in (see `validString`),
    /// without building a string for an ASCII name.
    func isValidName(from start: Int) -> Bool {
        // Eight bytes at a time: one test of their high bits says whether any is outside ASCII.
        var offset = start
        var high: UInt64 = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while offset &+ 8 <= index {
                high |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                offset &+= 8
            }
            while offset < index {
                high |= UInt64(base[offset])
                offset &+= 1
            }
        }
        return high & 0x8080_8080_8080_8080 == 0 || validString(from: start) != nil
    }

    mutating func skipSpaces() {
        while peek() == UInt8(ascii: " ") { index += 1 }
    }

    /// Consumes a run of decimal digits and returns its value, or `nil` when none comes next or it overflows `limit`.
    /// The test comes before the multiplication, which on a 32-bit target (wasm32) would itself overflow and trap.
    mutating func consumeNumber(limit: Int = 1 << 30) -> Int? {
        var value = 0
        let start = index
        while case let byte = peek(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            let digit = Int(byte - UInt8(ascii: "0"))
            if value > (limit - digit) / 10 { return nil }
            value = value * 10 + digit
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
