/// What ``SourceTree`` needs of a file system, lent by the host: the library does no I/O of its own, so a command
/// lends the disk and a test or an app can lend files it holds.
public protocol SourceFileSystem {
    /// The entries of a folder, without `.` and `..`, each's kind read without following links.
    func entries(of folder: String) -> Result<[SourceEntry], SourceFileError>
    /// A file's bytes; a failure when it is larger than `limit`.
    func contents(of file: String, limit: Int) -> Result<[UInt8], SourceFileError>
    /// What stands at a path, following links; `nil` when nothing does.
    func kind(of path: String) -> SourceEntry.Kind?
    /// Whether a shell pattern (`*`, `?`, `[…]`) matches a path, as `--exclude` takes them.
    func matches(pattern: String, _ path: String) -> Bool
    /// The absolute path that relative paths start from, if it can be read.
    var currentDirectory: String? { get }
}

/// One entry of a folder.
public struct SourceEntry: Sendable {
    public enum Kind: Sendable {
        case file, directory, other
    }

    public var name: String
    public var kind: Kind

    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }
}

/// Why a file or a folder could not be read, as a message for diagnostics (`Permission denied`).
public struct SourceFileError: Error, Sendable {
    public var message: String

    public init(message: String) {
        self.message = message
    }
}
