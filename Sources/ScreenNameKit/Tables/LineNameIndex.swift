/// A hash index built straight from a generated table's text, a name a line: each slot holds a name's
/// place in the text, so that nothing else is built, neither the table's entries nor a copy of them.
///
/// For the tables of tens of thousands of names (Apple's runtime classes) that a run builds only when a name first
/// needs them: for Apple's runtime classes, 128 KiB and 2.7 M instructions (about half a millisecond, once), where
/// splitting the text into a ``NameTable`` and indexing that takes 0.6 MiB and 3.0 M.
struct LineNameIndex: @unchecked Sendable {
    private let base: UnsafePointer<UInt8>
    /// Open addressing: each slot holds a name's offset in the text shifted left by eight, or'ed with its length
    /// (lines of 1 to 255 bytes), or 0 for an empty slot.
    private let slots: [UInt32]
    private let mask: Int

    /// Indexes the lines of `text`; lines longer than 255 bytes or starting past 16 MiB are not held.
    init(_ text: StaticString) {
        base = text.utf8Start
        let count = text.utf8CodeUnitCount
        var lines = 0
        var start = 0
        while start < count {
            lines += 1
            start = UInt8.next(UInt8(ascii: "\n"), or: UInt8(ascii: "\n"), in: base, from: start, count: count) + 1
        }
        var capacity = 16
        while capacity < lines * 2 { capacity *= 2 }
        let mask = capacity - 1
        var slots = [UInt32](repeating: 0, count: capacity)
        start = 0
        while start < count {
            let end = UInt8.next(UInt8(ascii: "\n"), or: UInt8(ascii: "\n"), in: base, from: start, count: count)
            let length = end - start
            if length > 0, length < 256, start < 1 << 24 {
                var slot = NameHash.hash(UnsafeBufferPointer(start: base + start, count: length)) & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = UInt32(truncatingIfNeeded: start) << 8 | UInt32(truncatingIfNeeded: length)
            }
            start = end + 1
        }
        self.slots = slots
        self.mask = mask
    }

    /// Whether the text holds the name spelled by `bytes` as a line of its own.
    func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count > 0, bytes.count < 256 else { return false }
        var slot = NameHash.hash(bytes) & mask
        return slots.withUnsafeBufferPointer { slots in
            while true {
                let entry = slots[slot]
                if entry == 0 { return false }
                if Int(entry & 0xFF) == bytes.count,
                    memoryEqual(base + Int(entry >> 8), bytes.baseAddress, count: bytes.count)
                {
                    return true
                }
                slot = (slot + 1) & mask
            }
        }
    }
}
