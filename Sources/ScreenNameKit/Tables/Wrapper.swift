/// A framework generic type that holds an app's content, and which of its generic arguments hold it.
struct Wrapper: Sendable {
    /// The type's name, such as `ModifiedContent`.
    let name: StaticString
    /// The module that declares it.
    let module: StaticString
    /// How many generic arguments the type takes; a name with another count is not this wrapper.
    let arity: Int
    /// The positions of the arguments that hold content, searched in this order.
    let content: Positions

    /// Up to four argument positions packed in one word, so that looking a wrapper up copies no array.
    struct Positions: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
        private let packed: UInt32
        let count: Int

        init(arrayLiteral positions: Int...) {
            precondition(positions.count <= 4 && positions.allSatisfy { (0..<256).contains($0) })
            packed = positions.reversed().reduce(0) { $0 << 8 | UInt32($1) }
            count = positions.count
        }

        var startIndex: Int { 0 }
        var endIndex: Int { count }
        subscript(index: Int) -> Int { Int(packed >> (8 * UInt32(index)) & 0xFF) }
    }
}
