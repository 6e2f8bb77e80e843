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

    /// Where each indexed file's module came from, by its display path, for `lint --list`.
    var moduleSources: [String: ModuleMap.Source] = [:]

    /// Indexes every `.swift` file below the roots (a root may also be a single file), each in the module the
    /// manifests below the roots give it, else the one its folder gives it. A root with no Swift file is a problem.
    mutating func index(_ roots: [String]) -> DeclarationIndex {
        var files: [(path: String, root: String)] = []
        var map = ModuleMap()
        for root in roots {
            let found = files.count
            if !Stdio.isDirectory(root) {
                // A log or a note named by mistake would be read as Swift and find nothing; a missing file is said
                // when it is read.
                if Stdio.isRegularFile(root), !root.hasSuffix(".swift") {
                    problems.append("\(root): not a Swift file or a folder")
                } else {
                    files.append((root, root))
                }
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
                        case .directory where entry.name.hasSuffix(".xcodeproj"):
                            addProject(path + "/project.pbxproj", folder: folder, to: &map)
                        case .directory where !SourceTree.skippedFolders.contains(entry.name): pending.append(path)
                        case .file where entry.name == "Package.swift": addManifest(path, folder: folder, to: &map)
                        case .file where entry.name.hasSuffix(".swift"): files.append((path, root))
                        default: break
                        }
                    }
                }
            }
            if files.count == found { problems.append("\(root): no Swift files") }
        }
        var index = DeclarationIndex()
        for (path, root) in files {
            add(file: path, modules: map.modules(of: path, under: root), to: &index)
        }
        return index
    }

    /// Reads an Xcode project's `project.pbxproj` as text; an unreadable one is a problem, one that does not parse is
    /// passed over (its files fall back to manifests and folders).
    mutating func addProject(_ path: String, folder: String, to map: inout ModuleMap) {
        switch Stdio.readFile(path, limit: SourceTree.maximumFileSize) {
        case .success(let bytes):
            if let project = bytes.withUnsafeBufferPointer({ XcodeProject(source: $0) }) {
                map.add(project, at: folder)
            }
        case .failure(let error):
            problems.append("\(path): \(error.message)")
        }
    }

    /// Reads a package manifest as text; an unreadable one is a problem, and its files fall back to their folders.
    mutating func addManifest(_ path: String, folder: String, to map: inout ModuleMap) {
        switch Stdio.readFile(path, limit: SourceTree.maximumFileSize) {
        case .success(let bytes): bytes.withUnsafeBufferPointer { map.add(PackageManifest(source: $0), at: folder) }
        case .failure(let error): problems.append("\(path): \(error.message)")
        }
    }

    func isExcluded(_ path: String, name: String) -> Bool {
        excludes.contains { Stdio.matches(pattern: $0, path) || Stdio.matches(pattern: $0, name) }
    }

    /// Reads and indexes one file, in each of its modules.
    mutating func add(
        file path: String, modules: [(name: String, source: ModuleMap.Source)], to index: inout DeclarationIndex
    ) {
        switch Stdio.readFile(path, limit: SourceTree.maximumFileSize) {
        case .success(let bytes):
            let file = displayPath(path)
            moduleSources[file] = modules.first?.source
            bytes.withUnsafeBufferPointer { index.add(source: $0, file: file, modules: modules.map(\.name)) }
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
}
