/// A sorted list of names that answers membership by binary search over bytes, without building a `String`.
struct NameTable: Sendable {
    /// The names in ascending byte order, each once.
    let names: [StaticString]

    init(_ names: [StaticString]) {
        self.names = names
    }

    /// Whether the table holds the name spelled by `bytes`.
    func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var low = 0
        var high = names.count
        while low < high {
            let middle = (low + high) / 2
            let order = NameTable.compare(names[middle], bytes)
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
    static func compare(_ entry: StaticString, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let start = entry.utf8Start
        let count = entry.utf8CodeUnitCount
        for i in 0..<min(count, bytes.count) where start[i] != bytes[i] {
            return Int(start[i]) - Int(bytes[i])
        }
        return count - bytes.count
    }
}
