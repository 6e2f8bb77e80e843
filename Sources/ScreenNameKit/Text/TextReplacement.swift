/// A type name found inside a line of text, and the text that replaces it.
public struct TextReplacement: Hashable, Sendable {
    /// The byte range of the name in the line.
    public var range: Range<Int>
    /// The display name, or for a framework-only name its type name without module and generic arguments.
    public var text: String

    /// Creates a replacement.
    public init(range: Range<Int>, text: String) {
        self.range = range
        self.text = text
    }
}
