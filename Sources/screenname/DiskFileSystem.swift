import ScreenNameKit

/// The disk, as ``SourceTree`` reads it.
struct DiskFileSystem: SourceFileSystem {
    let currentDirectory = Stdio.currentDirectory()

    func entries(of folder: String) -> Result<[SourceEntry], SourceFileError> {
        Stdio.listDirectory(folder).map { $0.map { SourceEntry(name: $0.name, kind: $0.kind) } }
            .mapError { SourceFileError(message: $0.message) }
    }

    func contents(of file: String, limit: Int) -> Result<[UInt8], SourceFileError> {
        Stdio.readFile(file, limit: limit).mapError { SourceFileError(message: $0.message) }
    }

    func kind(of path: String) -> SourceEntry.Kind? { Stdio.kind(of: path) }

    func matches(pattern: String, _ path: String) -> Bool { Stdio.matches(pattern: pattern, path) }
}
