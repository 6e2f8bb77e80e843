/// Every value of one JSON document, in the order they start, with where each ends and where the next value after
/// it and everything it holds is recorded: written by the grammar check of ``JSONReader/value(at:depth:)``, so that
/// following a path steps from value to value without reading the document's bytes again.
///
/// A member of an object is two values, its key and its value. The tape grows with the document it is given (at
/// most one value for every two bytes, twelve bytes each) and keeps its room from one document to the next, up to
/// ``retainedCapacity`` values. A value of plain pointers,
/// so that readers copy it without reference counting; its owner allocates it once and frees it (``allocate()``,
/// ``deallocate()``).
struct JSONTape {
    /// One value: where it starts, where it ends (one past its last byte), and the entry after all it holds.
    struct Entry {
        var start: Int32
        var end: Int32
        var next: Int32
    }

    /// The count, the capacity and the entries.
    private struct Storage {
        var count: Int
        var capacity: Int
        var entries: UnsafeMutablePointer<Entry>
    }

    private let storage: UnsafeMutablePointer<Storage>

    private init(storage: UnsafeMutablePointer<Storage>) {
        self.storage = storage
    }

    /// The entries a tape has room for before it first grows.
    static let initialCapacity = 256

    /// An empty tape.
    static func allocate() -> JSONTape {
        let storage = UnsafeMutablePointer<Storage>.allocate(capacity: 1)
        storage.initialize(
            to: Storage(count: 0, capacity: initialCapacity, entries: .allocate(capacity: initialCapacity)))
        return JSONTape(storage: storage)
    }

    func deallocate() {
        storage.pointee.entries.deallocate()
        storage.deallocate()
    }

    /// How many values are recorded.
    var count: Int { storage.pointee.count }

    /// Room kept from one document to the next; a tape grown past it for a large document gives the memory back.
    static let retainedCapacity = 1 << 16

    /// Forgets the document before.
    func reset() {
        storage.pointee.count = 0
        if storage.pointee.capacity > JSONTape.retainedCapacity {
            storage.pointee.entries.deallocate()
            storage.pointee.entries = .allocate(capacity: JSONTape.initialCapacity)
            storage.pointee.capacity = JSONTape.initialCapacity
        }
    }

    /// Records a value that holds no other, a string or a scalar, at `range`: in one store of its whole entry, as
    /// most values of a document are leaves.
    @inline(__always)
    func append(_ range: Range<Int>) {
        push { slot in
            Entry(
                start: Int32(truncatingIfNeeded: range.lowerBound), end: Int32(truncatingIfNeeded: range.upperBound),
                next: Int32(truncatingIfNeeded: slot &+ 1))
        }
    }

    /// Records that a value starts at `start` and returns its entry, which ``close(_:end:)`` completes once the
    /// values it holds are recorded.
    @inline(__always)
    func open(_ start: Int) -> Int {
        push { _ in Entry(start: Int32(truncatingIfNeeded: start), end: -1, next: -1) }
    }

    /// Stores the entry `make` gives for the next slot, growing the tape when it is full, and returns the slot.
    @inline(__always)
    @discardableResult
    private func push(_ make: (Int) -> Entry) -> Int {
        let slot = storage.pointee.count
        if slot == storage.pointee.capacity { grow() }
        storage.pointee.entries[slot] = make(slot)
        storage.pointee.count = slot &+ 1
        return slot
    }

    /// Records where the value of `slot` ends; the values recorded since it opened are the ones it holds.
    @inline(__always)
    func close(_ slot: Int, end: Int) {
        storage.pointee.entries[slot].end = Int32(truncatingIfNeeded: end)
        storage.pointee.entries[slot].next = Int32(truncatingIfNeeded: storage.pointee.count)
    }

    @inline(never)
    private func grow() {
        let capacity = storage.pointee.capacity * 2
        let entries = UnsafeMutablePointer<Entry>.allocate(capacity: capacity)
        entries.moveInitialize(from: storage.pointee.entries, count: storage.pointee.count)
        storage.pointee.entries.deallocate()
        storage.pointee.entries = entries
        storage.pointee.capacity = capacity
    }

    /// The value recorded in `entry`.
    @inline(__always)
    subscript(entry: Int) -> Entry { storage.pointee.entries[entry] }

    /// The bytes of the value recorded in `entry`.
    @inline(__always)
    func range(of entry: Int) -> Range<Int> {
        let value = self[entry]
        return Int(value.start)..<Int(value.end)
    }
}
