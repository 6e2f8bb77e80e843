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

/// A type name found inside a line of text: where it stands, the user's type it names and what replaces it.
///
/// ```swift
/// var line = "at <MyApp.HomeView: 0x1>"
/// line.withUTF8 { TextScanner(namer: ScreenNamer()).matches(in: $0) }.map(\.displayName)  // ["HomeView"]
/// ```
public struct TextMatch: Hashable, Sendable {
    /// The byte range of the name in the line.
    public var range: Range<Int>
    /// The display name of the user's type; `nil` when the name holds only framework types.
    public var displayName: String?
    /// What replaces the name in the line; `nil` when it would print unchanged.
    public var replacement: TextReplacement?

    /// Creates a match.
    public init(range: Range<Int>, displayName: String?, replacement: TextReplacement?) {
        self.range = range
        self.displayName = displayName
        self.replacement = replacement
    }
}
