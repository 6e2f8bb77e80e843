/// Paths as a source tree's reader spells them: text, never resolved by a file system, so that every spelling of one
/// folder (`.`, `./`, `..`, relative, absolute) comes to one absolute path.
enum SourcePath {
    /// A path as diagnostics spell it: without `./`, doubled or trailing slashes; `.` is the empty path.
    static func normalized(_ path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true)
        while parts.first == "." { parts.removeFirst() }
        parts.removeAll { $0 == "." }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// The absolute path of a normalized path below `current`, with `..` taken away lexically; the path as it is
    /// when it is relative and the current folder cannot be read.
    static func absolute(_ path: String, current: String?) -> String {
        guard path.hasPrefix("/") || current != nil else { return path }
        let full = path.hasPrefix("/") ? path : (current ?? "") + "/" + path
        var parts: [Substring] = []
        for part in full.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// A name in a folder; the empty folder is the current one.
    static func joined(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : name.isEmpty ? folder : folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The folder a path is in: `/` for a path at the top, the empty path for a name alone.
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
