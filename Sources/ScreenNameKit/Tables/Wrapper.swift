/// A framework generic type that holds an app's content, and which of its generic arguments hold it.
struct Wrapper: Sendable {
    /// The type's name, such as `ModifiedContent`.
    let name: StaticString
    /// The module that declares it.
    let module: StaticString
    /// How many generic arguments the type takes; a name with another count is not this wrapper.
    let arity: Int
    /// The positions of the arguments that hold content, searched in this order.
    let content: [Int]
}
