extension DescribedNameParser {
    /// Copies `record` into `key` without the address of each `(unknown context at $…)` in it, and returns whether
    /// there was one; `key` is left as it was when there was none.
    ///
    /// The parser reads an unknown context's address, the run of hex digits after `$`, and keeps nothing of it
    /// (``parsePart(parent:knownEnd:)``, ``anonymousContextEnd(_:_:_:)``): records that differ only in those runs
    /// decode to the same tree and so name the same type in every style and under every rule. The runtime prints a
    /// private type's context by its address in memory, which moves with every launch of the app, so an export or a
    /// log of many sessions holds one record per launch; a cache keyed by the record without the addresses decodes
    /// `MyApp.(unknown context at $10a3c).PrivateView` once rather than once per address.
    static func removingContextAddresses(from record: UnsafeBufferPointer<UInt8>, into key: inout Storage<UInt8>)
        -> Bool
    {
        let prefix: StaticString = "(unknown context at $"
        let prefixLength = prefix.utf8CodeUnitCount
        guard let base = record.baseAddress, record.count > prefixLength else { return false }
        var copied = 0
        var index = 0
        // Each `(` is found sixteen bytes at a time: most records that miss the cache hold none.
        while true {
            index = UInt8.next(UInt8(ascii: "("), or: UInt8(ascii: "("), in: base, from: index, count: record.count)
            guard index + prefixLength <= record.count else { break }
            guard memoryEqual(prefix.utf8Start, base + index, count: prefixLength) else {
                index += 1
                continue
            }
            if copied == 0 { key.count = 0 }
            index += prefixLength
            key.append(contentsOf: UnsafeBufferPointer(start: base + copied, count: index - copied))
            while index < record.count, base[index].isHexDigit { index += 1 }
            copied = index
        }
        guard copied > 0 else { return false }
        key.append(contentsOf: UnsafeBufferPointer(start: base + copied, count: record.count - copied))
        return true
    }
}
