extension DescribedNameParser {
    /// Where the first unknown context's address at or after `start` in `record` is: the run of hex digits after
    /// `(unknown context at $`, empty when there are none; `nil` when no unknown context follows.
    ///
    /// The parser reads an unknown context's address and keeps nothing of it (``parsePart(parent:knownEnd:)``,
    /// ``anonymousContextEnd(_:_:_:)``): records that differ only in those runs decode to the same tree and so name
    /// the same type in every style and under every rule. The runtime prints a private type's context by its address
    /// in memory, which moves with every launch of the app, so an export or a log of many sessions holds one record
    /// per launch; a cache keyed by the record without the addresses decodes
    /// `MyApp.(unknown context at $10a3c).PrivateView` once rather than once per address.
    static func contextAddress(in record: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
        let prefix: StaticString = "(unknown context at $"
        let prefixLength = prefix.utf8CodeUnitCount
        guard let base = record.baseAddress else { return nil }
        var index = start
        // Each `(` is found sixteen bytes at a time: most records hold none.
        while true {
            index = UInt8.next(UInt8(ascii: "("), or: UInt8(ascii: "("), in: base, from: index, count: record.count)
            guard index + prefixLength <= record.count else { return nil }
            if memoryEqual(prefix.utf8Start, base + index, count: prefixLength) { break }
            index += 1
        }
        let digits = index + prefixLength
        var end = digits
        while end < record.count, base[end].isHexDigit { end += 1 }
        return digits..<end
    }

    /// Calls `body` with the stretches of `record` around its unknown contexts' addresses (see
    /// ``contextAddress(in:from:)``), in order, and returns whether there was an unknown context; `body` is not
    /// called when there was none.
    static func withoutContextAddresses(
        _ record: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) -> Bool {
        guard var address = contextAddress(in: record, from: 0) else { return false }
        var copied = 0
        while true {
            body(UnsafeBufferPointer(rebasing: record[copied..<address.lowerBound]))
            copied = address.upperBound
            guard let next = contextAddress(in: record, from: copied) else { break }
            address = next
        }
        body(UnsafeBufferPointer(rebasing: record[copied...]))
        return true
    }
}
