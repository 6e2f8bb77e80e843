/// A type name found inside a line of text, and the text that replaces it.
///
/// ```swift
/// var line = "at <MyApp.HomeView: 0x1>"
/// line.withUTF8 { TextScanner(namer: ScreenNamer()).replacements(in: $0) }
/// // [TextReplacement(range: 4..<18, text: "HomeView")]
/// ```
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
