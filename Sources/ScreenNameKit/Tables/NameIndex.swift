/// A hash index over the names of several tables, built once on first use, so that a lookup costs one hash and
/// about one comparison instead of a binary search per table.
///
/// The tables stay the data (sorted, checked by tests); the index is derived from them and never changes.
struct NameIndex: @unchecked Sendable {
    private let names: [UnsafeBufferPointer<UInt8>]
    /// Open addressing: each slot holds an index into `names` plus one, or 0 for an empty slot.
    private let slots: [Int32]
    private let mask: Int

    init(_ tables: [NameTable]) {
        names = tables.flatMap({ $0.entries })
        var capacity = 16
        while capacity < names.count * 2 { capacity *= 2 }
        mask = capacity - 1
        var slots = [Int32](repeating: 0, count: capacity)
        for (offset, name) in names.enumerated() {
            var slot = NameHash.hash(name) & (capacity - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Int32(offset + 1)
        }
        self.slots = slots
    }

    func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        position(of: bytes) != nil
    }

    /// The name's position in the tables, counted across them in order; `nil` when no table holds it.
    func position(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var slot = NameHash.hash(bytes) & mask
        return slots.withUnsafeBufferPointer { slots in
            names.withUnsafeBufferPointer { names in
                while true {
                    let entry = Int(slots[slot])
                    if entry == 0 { return nil }
                    let name = names[entry - 1]
                    if name.count == bytes.count, memoryEqual(name.baseAddress!, bytes.baseAddress, count: bytes.count)
                    {
                        return entry - 1
                    }
                    slot = (slot + 1) & mask
                }
            }
        }
    }
}
