/// A `CODEOWNERS` file as GitHub reads it: who owns each path of a repository.
///
/// Each line is a pattern and its owners (`@user`, `@org/team`, an email); `#` starts a comment, at the start of a
/// line or after white space, and a backslash keeps the next character in the pattern (`/My\ App/`). The last
/// pattern that matches a path wins, and a pattern without owners leaves the path unowned. Patterns follow GitHub's
/// rules: a leading `/` (or a `/` inside the pattern) anchors it to the top of the repository, else it matches at
/// any depth; a trailing `/` matches a directory and everything below it; `*` and `?` stay within a path segment;
/// `**` crosses segments; a pattern that names a directory owns what it holds, except one whose last segment has a
/// `*` (`docs/*`), which owns only the files directly in it.
///
/// ```swift
/// let owners = CodeOwners(text: "*  @global\n/apps/ @octocat\n/apps/github\n")
/// owners.owners(of: "apps/web/main.swift")  // ["@octocat"]
/// owners.owners(of: "apps/github/app.swift")  // []
/// owners.owners(of: "README.md")  // ["@global"]
/// ```
public struct CodeOwners: Hashable, Sendable {
    /// One line of the file: its pattern, split into segments, and its owners.
    public struct Rule: Hashable, Sendable {
        public var pattern: String
        public var owners: [String]
        /// The 1-based line of the file.
        public var line: Int
        /// The pattern's segments, `**` standing for any number of them; unanchored patterns start with `**`.
        let segments: [String]
        /// Whether the pattern names only directories (a trailing `/`).
        let isDirectory: Bool
        /// Whether what the pattern matches owns what it holds too.
        let ownsContents: Bool
    }

    /// Where GitHub looks for the file, relative to the top of a repository, in the order it looks.
    public static let locations = [".github/CODEOWNERS", "CODEOWNERS", "docs/CODEOWNERS"]

    public var rules: [Rule]

    /// Reads the lines of a `CODEOWNERS` file.
    public init(text: String) {
        rules = []
        var number = 0
        for bytes in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            let words = CodeOwners.words(String(decoding: bytes, as: UTF8.self))
            guard let pattern = words.first else { continue }
            rules.append(CodeOwners.rule(pattern, owners: Array(words.dropFirst()), line: number))
        }
    }

    /// The words of a line up to a comment: separated by white space, a backslash keeping the next character in
    /// the word (`/My\ App/`), a `#` that starts a word starting the comment.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var isEscaped = false
        var inWord = false
        for character in line {
            if isEscaped {
                word.append(character)
                isEscaped = false
            } else if character == "\\" {
                isEscaped = true
                inWord = true
            } else if character == " " || character == "\t" || character == "\r" {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else if character == "#", !inWord {
                return words
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    static func rule(_ pattern: String, owners: [String], line: Int) -> Rule {
        var body = Substring(pattern)
        let isDirectory = body.hasSuffix("/")
        while body.hasSuffix("/") { body = body.dropLast() }
        // Anchored by a leading slash, or by one inside the pattern, as in `.gitignore`.
        let isAnchored = body.hasPrefix("/") || body.contains("/")
        while body.hasPrefix("/") { body = body.dropFirst() }
        var segments = body.split(separator: "/").map(String.init)
        if !isAnchored { segments.insert("**", at: 0) }
        let last = segments.last ?? ""
        let ownsContents = last == "**" || !last.contains("*")
        return Rule(
            pattern: pattern, owners: owners, line: line, segments: segments, isDirectory: isDirectory,
            ownsContents: ownsContents)
    }

    /// The owners of a file, given by its path from the top of the repository (`Sources/App/Home.swift`): those of
    /// the last rule that matches it, none when no rule does or the one that does names none.
    public func owners(of path: String) -> [String] {
        let parts = path.split(separator: "/").map(String.init)
        for rule in rules.reversed() where CodeOwners.matches(rule, parts) { return rule.owners }
        return []
    }

    /// Whether a rule matches the file at `parts`, or a directory that holds it.
    static func matches(_ rule: Rule, _ parts: [String]) -> Bool {
        if !rule.isDirectory, matchesWhole(rule.segments[...], parts[...]) { return true }
        guard rule.isDirectory || rule.ownsContents else { return false }
        for count in 1..<max(parts.count, 1) where matchesWhole(rule.segments[...], parts[..<count]) { return true }
        return false
    }

    /// Whether the pattern's segments match exactly these path segments.
    static func matchesWhole(_ segments: ArraySlice<String>, _ parts: ArraySlice<String>) -> Bool {
        guard let first = segments.first else { return parts.isEmpty }
        if first == "**" {
            let rest = segments.dropFirst()
            for skipped in 0...parts.count where matchesWhole(rest, parts.dropFirst(skipped)) { return true }
            return false
        }
        guard let part = parts.first, matchesSegment(Array(first.utf8)[...], Array(part.utf8)[...]) else {
            return false
        }
        return matchesWhole(segments.dropFirst(), parts.dropFirst())
    }

    /// Whether one segment's pattern (`*`, `?`, other bytes as they are) matches one path segment.
    static func matchesSegment(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        // Iterative, with one point to go back to after the last `*`: linear in practice, never exponential.
        var p = pattern.startIndex
        var t = text.startIndex
        var star: (pattern: Int, text: Int)?
        while t < text.endIndex {
            if p < pattern.endIndex, pattern[p] == UInt8(ascii: "?") || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.endIndex, pattern[p] == UInt8(ascii: "*") {
                star = (p, t)
                p += 1
            } else if let last = star {
                p = last.pattern + 1
                t = last.text + 1
                star = (last.pattern, last.text + 1)
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.endIndex
    }
}
