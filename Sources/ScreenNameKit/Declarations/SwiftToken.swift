/// One token of Swift source as the declaration index needs it: comments and literal contents are already gone.
struct SwiftToken: Equatable {
    enum Kind: Equatable {
        /// An identifier or keyword; backticks are not part of the range.
        case identifier
        /// A string literal of any kind, reduced to one token.
        case string
        /// A number literal.
        case number
        /// One punctuation or operator byte, such as `{`, `:` or `<`.
        case punctuation(UInt8)
        /// `->`, kept whole so that it never reads as a closing `>`.
        case arrow
        /// An attribute such as `@MainActor` or `@available(iOS 15, *)`, arguments included.
        case attribute
        /// A line of `#if`, `#elseif`, `#else` or `#endif`, condition included.
        case directive
        /// `#Preview`, `#warning(…)` and other pound keywords and freestanding macros, by their name only.
        case pound
    }

    var kind: Kind
    /// The byte range in the file.
    var range: Range<Int>
    /// The 1-based line.
    var line: Int
    /// The 1-based column, counted in bytes as compilers do.
    var column: Int
}
