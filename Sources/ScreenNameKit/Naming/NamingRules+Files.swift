extension NamingRules {
    /// Adds the rules of configuration files read through `fileSystem`, each as ``read(configuration:folder:)``
    /// reads it, with `app DIR` lines from the file's folder. The first file that cannot be read (or is over 1 MiB)
    /// or holds a bad line stops the reading: its message, `FILE: reason` or `FILE:LINE: reason`, is returned.
    public mutating func read<FileSystem: SourceFileSystem>(
        configurationFiles paths: [String], from fileSystem: FileSystem
    )
        -> String?
    {
        for path in paths {
            switch fileSystem.contents(of: path, limit: 1 << 20) {
            case .success(let bytes):
                let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
                do throws(ConfigurationError) {
                    try read(configuration: String(decoding: bytes, as: UTF8.self), folder: folder)
                } catch {
                    return "\(path):\(error.line): \(error.reason)"
                }
            case .failure(let error):
                return "\(path): \(error.message)"
            }
        }
        return nil
    }
}
