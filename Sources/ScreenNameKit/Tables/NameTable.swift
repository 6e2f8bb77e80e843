/// A sorted list of names that answers membership by binary search over bytes, without building a `String`.
///
/// The names are byte spans of static text: a generated table is written as one text, a name a line, so that the
/// binary holds one pointer for the whole table instead of one per name for the loader to relocate at every start.
struct NameTable: @unchecked Sendable {
    /// The names in ascending byte order, each once, as bytes of static text that lives as long as the program.
    let entries: [UnsafeBufferPointer<UInt8>]

    /// A table of names written one by one (the small tables written by hand).
    init(_ names: [StaticString]) {
        entries = names.map { UnsafeBufferPointer(start: $0.utf8Start, count: $0.utf8CodeUnitCount) }
    }

    /// A table written as one text, a name a line (the generated tables).
    init(lines: StaticString) {
        let base = lines.utf8Start
        let count = lines.utf8CodeUnitCount
        var entries: [UnsafeBufferPointer<UInt8>] = []
        var start = 0
        while start < count {
            // Sixteen bytes a step: the first lookup of a name pays for splitting every table it searches.
            let end = UInt8.next(UInt8(ascii: "\n"), or: UInt8(ascii: "\n"), in: base, from: start, count: count)
            if end > start { entries.append(UnsafeBufferPointer(start: base + start, count: end - start)) }
            start = end + 1
        }
        self.entries = entries
    }

    /// The names, as strings.
    var names: [String] { entries.map { String(decoding: $0, as: UTF8.self) } }

    /// Whether the table holds the name spelled by `bytes`.
    func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            let order = NameTable.compare(entries[middle], bytes)
            if order == 0 { return true }
            if order < 0 { low = middle + 1 } else { high = middle }
        }
        return false
    }

    /// Whether the table holds `name`.
    func contains(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { contains($0) }
    }

    /// Orders a table entry against a name by bytes: negative, zero or positive as in `memcmp`.
    static func compare(_ entry: UnsafeBufferPointer<UInt8>, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        for i in 0..<min(entry.count, bytes.count) where entry[i] != bytes[i] {
            return Int(entry[i]) - Int(bytes[i])
        }
        return entry.count - bytes.count
    }
}
