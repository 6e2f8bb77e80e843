/// The names a user adds to the tables for one run: types to treat as Apple's, as their own, or to look through.
///
/// ```swift
/// var rules = NamingRules()
/// rules.unwrapped.insert("BaseHostingController")
/// try rules.read(configuration: "deny DebugMenuController\n# comment\nallow Group\n")
/// ```
public struct NamingRules: Hashable, Sendable {
    /// Names of modules or types to treat as framework types (filtered, never a screen).
    public var denied: Set<String> = []
    /// Names of modules or types to treat as the user's, whatever the tables say.
    public var allowed: Set<String> = []
    /// Names of the user's generic wrappers whose generic arguments hold the screen, like a hosting controller's.
    public var unwrapped: Set<String> = []
    /// Names whose findings `screenname lint` leaves out; naming ignores them.
    public var ignored: Set<String> = []

    /// Creates empty rules: the built-in tables alone decide.
    public init() {}

    /// Whether no name was added, so no type needs its names compared.
    var isEmpty: Bool { denied.isEmpty && allowed.isEmpty && unwrapped.isEmpty }

    /// Adds the lines of a configuration file: `deny NAME`, `allow NAME`, `unwrap NAME`, `ignore NAME`, `#` comments.
    public mutating func read(configuration text: String) throws(ConfigurationError) {
        var lineNumber = 0
        // Split by bytes: as a `Character`, "\r\n" is one grapheme and would not match "\n".
        for bytes in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = String(decoding: bytes, as: UTF8.self)
            // A `#` starts a comment wherever a word starts with it: no name starts with `#`.
            let words = line.unicodeScalars.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(
                String.init
            ).prefix { !$0.hasPrefix("#") }
            guard let directive = words.first else { continue }
            guard words.count == 2 else {
                throw ConfigurationError(line: lineNumber, reason: "expected a directive and one name, found '\(line)'")
            }
            let name = words[words.startIndex + 1]
            switch directive {
            case "deny": denied.insert(name)
            case "allow": allowed.insert(name)
            case "unwrap": unwrapped.insert(name)
            case "ignore": ignored.insert(name)
            default:
                throw ConfigurationError(
                    line: lineNumber, reason: "unknown directive '\(directive)': use deny, allow, unwrap or ignore")
            }
        }
    }
}
