/// The reason a record could not be read as a type name, with the byte offset where reading stopped.
///
/// ```swift
/// do { _ = try TypeName(described: "Foo<Bar") } catch { print(error) }  // unbalanced '<' at byte 7
/// ```
public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A lower-case phrase such as `unbalanced '<'`.
    public var reason: String
    /// The byte offset into the record where the problem was found.
    public var offset: Int

    /// Creates an error with a reason and an offset.
    public init(_ reason: String, at offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    /// The reason followed by the offset, such as `unbalanced '<' at byte 7`.
    public var description: String { "\(reason) at byte \(offset)" }

    /// Whether reading stopped because the name nests deeper than ``maximumDepth``: text scanning passes such a run
    /// through whole, as every start inside it would nest as deep.
    public private(set) var isNestingTooDeep = false

    /// The most levels of nesting any decoder follows before it gives up, so input cannot drive recursion past the stack.
    public static let maximumDepth = 200

    /// The error the described-name parser gives past its ``maximumDepth``-th level.
    static func nestingTooDeep(at offset: Int) -> ParseError {
        var error = ParseError("nesting deeper than \(maximumDepth) levels", at: offset)
        error.isNestingTooDeep = true
        return error
    }
}
