/// Finds a byte in memory: forward a word at a time, for the separator after a record too long to keep; backward a
/// byte at a time, for the last separator of a read, which is usually a record's length from the end.
enum ByteSearch {
    /// The first `byte` in `count` bytes from `start`.
    static func first(_ byte: UInt8, in start: UnsafePointer<UInt8>, count: Int) -> Int? {
        var position = 0
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let pattern = ones &* UInt64(byte)
        let raw = UnsafeRawPointer(start)
        while position &+ 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: position, as: UInt64.self) ^ pattern
            // A zero byte of `word` is a match; the test is exact for the lowest one, which is the one taken.
            let zeros = (word &- ones) & ~word & highs
            if zeros != 0 { return position &+ (zeros.littleEndian.trailingZeroBitCount >> 3) }
            position &+= 8
        }
        while position < count {
            if start[position] == byte { return position }
            position &+= 1
        }
        return nil
    }

    /// The last `byte` in `count` bytes from `start`.
    static func last(_ byte: UInt8, in start: UnsafePointer<UInt8>, count: Int) -> Int? {
        var position = count
        while position > 0 {
            position &-= 1
            if start[position] == byte { return position }
        }
        return nil
    }
}
