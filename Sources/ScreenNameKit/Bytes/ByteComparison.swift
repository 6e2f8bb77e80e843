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
                | (a.loadUnaligned(fromByteOffset: last, as: UInt32.self)
                    ^ b.loadUnaligned(fromByteOffset: last, as: UInt32.self)) == 0
        }
        for offset in 0..<count
        where a.load(fromByteOffset: offset, as: UInt8.self) != b.load(fromByteOffset: offset, as: UInt8.self) {
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
    a.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
        ^ b.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
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

    /// Whether the bytes end with the ASCII `literal`.
    func hasSuffix(_ literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard count >= length, let base = baseAddress else { return length == 0 }
        return memoryEqual(literal.utf8Start, base + (count - length), count: length)
    }
}
