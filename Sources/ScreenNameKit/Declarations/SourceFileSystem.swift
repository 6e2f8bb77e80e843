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
    /// The absolute path of a path with every link in it followed, or `nil` when the file system has no links (the
    /// default) or the path cannot be read: what makes a root reached through a link find the manifests above the
    /// folder it links to.
    func realPath(of path: String) -> String?
}

extension SourceFileSystem {
    public func realPath(of path: String) -> String? { nil }
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
