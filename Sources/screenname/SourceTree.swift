import ScreenNameKit

/// Finds the Swift files of source trees and indexes their declarations.
struct SourceTree {
    /// Folders that hold build products or other people's code, never the app's own screens.
    static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", ".git", ".swiftpm"]
    static let maximumFileSize = 16 << 20

    var excludes: [String] = []
    /// Unreadable files and folders, with their messages.
    var problems: [String] = []
    let currentDirectory = Stdio.currentDirectory()

    /// Indexes every `.swift` file below the roots (a root may also be a single file).
    mutating func index(_ roots: [String]) -> DeclarationIndex {
        var index = DeclarationIndex()
        for root in roots {
            if !Stdio.isDirectory(root) {
                add(file: root, root: root, to: &index)
                continue
            }
            var pending = [root]
            while let folder = pending.popLast() {
                switch Stdio.listDirectory(folder) {
                case .failure(let error):
                    problems.append("\(folder): \(error.message)")
                case .success(let entries):
                    for entry in entries.sorted(by: { $0.name > $1.name }) {
                        let path = folder.hasSuffix("/") ? folder + entry.name : folder + "/" + entry.name
                        if isExcluded(path, name: entry.name) { continue }
                        switch entry.kind {
                        case .directory where !SourceTree.skippedFolders.contains(entry.name): pending.append(path)
                        case .file where entry.name.hasSuffix(".swift"): add(file: path, root: root, to: &index)
                        default: break
                        }
                    }
                }
            }
        }
        return index
    }

    func isExcluded(_ path: String, name: String) -> Bool {
        excludes.contains { Stdio.matches(pattern: $0, path) || Stdio.matches(pattern: $0, name) }
    }

    mutating func add(file path: String, root: String, to index: inout DeclarationIndex) {
        switch Stdio.readFile(path, limit: SourceTree.maximumFileSize) {
        case .success(let bytes):
            bytes.withUnsafeBufferPointer {
                index.add(source: $0, file: displayPath(path), module: SourceTree.module(of: path, under: root))
            }
        case .failure(let error):
            problems.append("\(path): \(error.message)")
        }
    }

    /// The path as diagnostics print it: relative to the current directory when it lies below it.
    func displayPath(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        if let current = currentDirectory, path.hasPrefix(current + "/") {
            return String(path.dropFirst(current.count + 1))
        }
        return path
    }

    /// The module a file belongs to by the usual layouts: the folder after `Sources` (Swift packages), else the
    /// first folder below the root (one folder per target in Xcode projects).
    static func module(of path: String, under root: String) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        if let sources = parts.lastIndex(of: "Sources"), sources + 2 < parts.count { return parts[sources + 1] }
        let rootParts = root.split(separator: "/").count
        return parts.count > rootParts + 1 ? parts[rootParts] : nil
    }
}
