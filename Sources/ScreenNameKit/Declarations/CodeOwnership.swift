/// A `CODEOWNERS` file and the folder its patterns start from: the top of the repository it belongs to.
public struct CodeOwnership: Sendable {
    public var owners: CodeOwners
    /// The absolute path of the folder the patterns are relative to.
    public var top: String
    /// The file, as diagnostics spell it.
    public var file: String
    /// The current folder, for files given by relative paths.
    let currentDirectory: String?

    /// The owners of a file given as a source tree spells it (relative to the current folder, or absolute); none
    /// for a file outside the top.
    public func owners(ofFile path: String) -> [String] {
        let absolute = SourcePath.absolute(SourcePath.normalized(path), current: currentDirectory)
        let prefix = top == "/" ? "/" : top + "/"
        guard absolute.hasPrefix(prefix) else { return [] }
        return owners.owners(of: String(absolute.dropFirst(prefix.count)))
    }
}
