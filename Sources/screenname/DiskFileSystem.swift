import ScreenNameKit

/// The disk, as ``SourceTree`` reads it.
struct DiskFileSystem: SourceFileSystem {
    let currentDirectory = Stdio.realPath(".")

    func entries(of folder: String) -> Result<[SourceEntry], SourceFileError> {
        Stdio.listDirectory(folder).mapError { SourceFileError(message: $0.message) }
    }

    func contents(of file: String, limit: Int) -> Result<[UInt8], SourceFileError> {
        Stdio.readFile(file, limit: limit).mapError { SourceFileError(message: $0.message) }
    }

    func kind(of path: String) -> SourceEntry.Kind? { Stdio.kind(of: path) }

    func matches(pattern: String, _ path: String) -> Bool { Stdio.matches(pattern: pattern, path) }

    func realPath(of path: String) -> String? { Stdio.realPath(path) }
}

/// Adds the rules of the configuration files to `rules`; says what stopped the reading and returns false.
func readConfiguration(_ paths: [String], into rules: inout NamingRules) -> Bool {
    guard let problem = rules.read(configurationFiles: paths, from: DiskFileSystem()) else { return true }
    Stdio.printError(problem)
    return false
}
