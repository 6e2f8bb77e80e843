import ScreenNameKit

/// Reads a configuration file whole, refusing one too large to be a configuration.
enum ConfigFile {
    static let maximumSize = 1 << 20

    /// Adds the rules of each file to `rules`; on the first unreadable file or bad line, says which and returns false.
    static func apply(_ paths: [String], to rules: inout NamingRules) -> Bool {
        for path in paths {
            switch Stdio.readFile(path, limit: maximumSize).map({ String(decoding: $0, as: UTF8.self) }) {
            case .success(let text):
                let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
                do throws(ConfigurationError) { try rules.read(configuration: text, folder: folder) } catch {
                    Stdio.printError("\(path):\(error.line): \(error.reason)")
                    return false
                }
            case .failure(let error):
                Stdio.printError("\(path): \(error.message)")
                return false
            }
        }
        return true
    }
}
