/// Reads a configuration file whole, refusing one too large to be a configuration.
enum ConfigFile {
    static let maximumSize = 1 << 20

    static func read(_ path: String) -> Result<String, StdioError> {
        Stdio.readFile(path, limit: maximumSize).map { String(decoding: $0, as: UTF8.self) }
    }
}
