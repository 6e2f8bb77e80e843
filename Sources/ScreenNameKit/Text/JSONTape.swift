/// Where the objects and arrays of one JSON document end, by where they start: written by the grammar check of
/// ``JSONReader/value(at:depth:)``, so that following a path needs no second scan to match their brackets.
///
/// Containers are recorded in the order they open, so their starts are sorted and found by a binary search. Past
/// ``capacity`` containers nothing more is recorded, and the ends of the rest are found by scanning, as without a
/// tape. A value of plain pointers, so that readers copy it without reference counting; its owner allocates it once
/// and frees it (``allocate()``, ``deallocate()``).
struct JSONTape {
    /// The most containers one document records.
    static let capacity = 1024

    /// The count, then the starts, then the ends, then where the last lookup found its container.
    private let storage: UnsafeMutablePointer<Int32>

    private init(storage: UnsafeMutablePointer<Int32>) {
        self.storage = storage
    }

    /// A tape with room for ``capacity`` containers.
    static func allocate() -> JSONTape {
        let storage = UnsafeMutablePointer<Int32>.allocate(capacity: 2 + 2 * capacity)
        storage.pointee = 0
        storage[1 + 2 * capacity] = 0
        return JSONTape(storage: storage)
    }

    func deallocate() { storage.deallocate() }

    private var count: Int { Int(storage.pointee) }
    private var starts: UnsafeMutablePointer<Int32> { storage + 1 }
    private var ends: UnsafeMutablePointer<Int32> { storage + 1 + JSONTape.capacity }
    private var hint: UnsafeMutablePointer<Int32> { storage + 1 + 2 * JSONTape.capacity }

    /// Forgets the document before.
    func reset() {
        storage.pointee = 0
        hint.pointee = 0
    }

    /// Records that a container starts at `start` and returns its slot for ``close(_:end:)``; -1 when the tape is full
    /// or the position does not fit.
    @inline(__always)
    func open(_ start: Int) -> Int {
        let count = self.count
        guard count < JSONTape.capacity, start < Int(Int32.max) else { return -1 }
        starts[count] = Int32(truncatingIfNeeded: start)
        ends[count] = -1
        storage.pointee = Int32(truncatingIfNeeded: count &+ 1)
        return count
    }

    /// Records where the container of `slot` ends (one past its closing bracket).
    @inline(__always)
    func close(_ slot: Int, end: Int) {
        guard slot >= 0 else { return }
        ends[slot] = Int32(truncatingIfNeeded: end)
    }

    /// Where the container that starts at `start` ends, if the tape holds it.
    ///
    /// A path is followed in document order, so the container asked for is mostly the one found last or the next:
    /// those two are tried before the search.
    func end(ofContainerAt start: Int) -> Int? {
        let count = self.count
        let key = Int32(truncatingIfNeeded: start)
        /// The end recorded in `slot`, which holds the container; the next lookup tries it first.
        func found(_ slot: Int) -> Int? {
            hint.pointee = Int32(truncatingIfNeeded: slot)
            return ends[slot] >= 0 ? Int(ends[slot]) : nil
        }
        let last = Int(hint.pointee)
        if last < count, starts[last] == key { return found(last) }
        if last &+ 1 < count, starts[last &+ 1] == key { return found(last &+ 1) }
        var low = 0
        var high = count
        while low < high {
            let middle = (low &+ high) &>> 1
            if starts[middle] < key { low = middle &+ 1 } else { high = middle }
        }
        guard low < count, starts[low] == key else { return nil }
        return found(low)
    }
}
