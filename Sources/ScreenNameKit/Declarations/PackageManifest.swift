/// The targets a Swift package manifest declares, read from its text with the tokenizer: the manifest is never run.
///
/// Each target's folder is its `path:` argument, or `Sources/<name>` (`Tests/<name>` for a test target), as the
/// package manager lays it out.
///
/// ```swift
/// let manifest = PackageManifest(source: #"let package = Package(name: "P", targets: [.target(name: "Core", path: "Lib")])"#)
/// manifest.targets  // [Core in Lib]
/// ```
public struct PackageManifest: Hashable, Sendable {
    /// One target of the manifest.
    public struct Target: Hashable, Sendable {
        /// The target's name, which is the module's.
        public var name: String
        /// The target's folder, relative to the manifest's.
        public var path: String
    }

    /// The targets, in the order the manifest declares them.
    public var targets: [Target] = []

    /// The target declarations a manifest can hold, and whether each lays out below `Tests`.
    static let targetKinds: [String: Bool] = [
        "target": false, "executableTarget": false, "macro": false, "plugin": false, "systemLibrary": false,
        "testTarget": true,
    ]

    /// Reads the targets of a manifest given as UTF-8 bytes.
    public init(source: UnsafeBufferPointer<UInt8>) {
        let tokens = SwiftTokenizer.tokens(of: source)
        func text(_ token: SwiftToken) -> String { String(decoding: source[token.range], as: UTF8.self) }
        var index = 0
        while index + 2 < tokens.count {
            // `.target(` and its kin: a dot, the kind's name, an opening parenthesis.
            guard tokens[index].kind == .punctuation(UInt8(ascii: ".")), tokens[index + 1].kind == .identifier,
                let isTest = PackageManifest.targetKinds[text(tokens[index + 1])],
                tokens[index + 2].kind == .punctuation(UInt8(ascii: "("))
            else {
                index += 1
                continue
            }
            // The arguments at the call's own level: `name: "…"` and `path: "…"`.
            var name: String?
            var path: String?
            var depth = 0
            var position = index + 2
            while position < tokens.count {
                let token = tokens[position]
                switch token.kind {
                case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")): depth += 1
                case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")): depth -= 1
                case .identifier
                where depth == 1 && position + 2 < tokens.count
                    && tokens[position + 1].kind == .punctuation(UInt8(ascii: ":"))
                    && tokens[position + 2].kind == .string:
                    let label = text(token)
                    let value = PackageManifest.literal(text(tokens[position + 2]))
                    if label == "name", name == nil { name = value }
                    if label == "path", path == nil { path = value }
                default: break
                }
                if depth == 0 { break }
                position += 1
            }
            if let name, !name.isEmpty {
                targets.append(
                    Target(name: name, path: PackageManifest.folder(path ?? (isTest ? "Tests/" : "Sources/") + name)))
            }
            index = position
        }
    }

    /// Reads the targets of a manifest given as a string.
    public init(source: String) {
        var source = source
        self = source.withUTF8 { PackageManifest(source: $0) }
    }

    /// The contents of a simple string literal: its quotes dropped (names and paths hold no escapes).
    static func literal(_ text: String) -> String {
        var text = Substring(text)
        while text.first == "#" { text.removeFirst() }
        while text.last == "#" { text.removeLast() }
        if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 { text = text.dropFirst().dropLast() }
        return String(text)
    }

    /// A target folder as a relative path without `./` in front or `/` at the end.
    static func folder(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        while path.hasSuffix("/") { path = path.dropLast() }
        return path == "." ? "" : String(path)
    }
}
