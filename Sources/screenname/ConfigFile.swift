import ScreenNameKit

/// Reads a configuration file whole, refusing one too large to be a configuration.
enum ConfigFile {
    static let maximumSize = 1 << 20

    /// Adds the rules of each file to `rules`; on the first unreadable file or bad line, says which and returns false.
    static func apply(_ paths: [String], to rules: inout NamingRules) -> Bool {
        for path in paths {
            switch read(path) {
            case .success(let text):
                let folders = rules.appFolders.count
                do throws(ConfigurationError) { try rules.read(configuration: text) } catch {
                    Stdio.printError("\(path):\(error.line): \(error.reason)")
                    return false
                }
                // An `app DIR` line names a folder from where the configuration is, as a project's settings do.
                if let slash = path.lastIndex(of: "/") {
                    let folder = path[...slash]
                    for index in folders..<rules.appFolders.count where !rules.appFolders[index].hasPrefix("/") {
                        rules.appFolders[index] = folder + rules.appFolders[index]
                    }
                }
            case .failure(let error):
                Stdio.printError("\(path): \(error.message)")
                return false
            }
        }
        return true
    }

    static func read(_ path: String) -> Result<String, StdioError> {
        Stdio.readFile(path, limit: maximumSize).map { String(decoding: $0, as: UTF8.self) }
    }
}
