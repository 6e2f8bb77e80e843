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
    /// The types the app's own sources declare, each as `Module.Outer.Inner` where its module is known and as
    /// `Outer.Inner` (see ``declare(_:)``). When there are any, a type they declare is the app's whatever the tables
    /// say, and a type that is neither declared nor Apple's is a third party's (``ScreenName/isThirdParty``).
    public var declared: Set<String> = []
    /// The modules of the types added with ``declare(_:)``, Apple-named ones too: a name read with one of them as
    /// its module is read right, and one read with a declared outer type as its module is not.
    var declaredModules: Set<String> = []
    /// The folders of the app's sources that `app DIR` lines of a configuration name, as written; the tool indexes
    /// them into ``declared``, as it does the folders given with `--app`.
    public var appFolders: [String] = []
    /// Whether a third party's types count as frameworks' (never a screen, though a screen inside their generic
    /// arguments is found as in an Apple wrapper the tables do not know); only with ``declared``.
    public var onlyDeclared = false

    /// Creates empty rules: the built-in tables alone decide.
    public init() {}

    /// Whether no name was added, so no type needs its names compared.
    var isEmpty: Bool { denied.isEmpty && allowed.isEmpty && unwrapped.isEmpty && declared.isEmpty }

    /// Adds the types of a declaration index to ``declared``: the classes, structures, enumerations, actors and
    /// protocols its files declare (a type alias is no type the runtime names), and the modules they are in, so that
    /// types no source spells out (generated code, macros) are the app's too. A module named as an Apple one is
    /// not added whole: `Messages.InboxView` is the app's, Apple's `Messages.MSMessagesAppViewController` stays Apple's.
    public mutating func declare(_ declarations: [Declaration]) {
        for declaration in declarations where declaration.kind != .typealias {
            let path = declaration.dottedPath
            declared.insert(path)
            guard let module = declaration.module else { continue }
            declared.insert(module + "." + path)
            declaredModules.insert(module)
            if !AppleNames.isAppleModule(module) { declared.insert(module) }
        }
    }

    /// Adds the lines of a configuration file: `deny NAME`, `allow NAME`, `unwrap NAME`, `ignore NAME`, `app DIR`,
    /// `#` comments. An `app DIR` line names a folder from `folder` (the file's, ending in `/`) unless it is
    /// absolute, as a project's settings do.
    public mutating func read(configuration text: String, folder: String = "") throws(ConfigurationError) {
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
            case "app": appFolders.append(name.hasPrefix("/") ? name : folder + name)
            default:
                throw ConfigurationError(
                    line: lineNumber,
                    reason: "unknown directive '\(directive)': use deny, allow, unwrap, ignore or app")
            }
        }
    }
}
