/// Finds the Swift files of source trees and indexes their declarations, through the file system the host lends.
///
/// ```swift
/// var tree = SourceTree(fileSystem: disk, excludes: ["*Tests*"])
/// let index = tree.index(["."])  // every screen of the package, each in its target's module
/// for problem in tree.problems { print(problem) }
/// ```
public struct SourceTree<FileSystem: SourceFileSystem> {
    /// Folders that hold build products or other people's code, never the app's own screens.
    public static var skippedFolders: Set<String> { [".build", "DerivedData", "Pods", "Carthage", ".git", ".swiftpm"] }
    /// The largest file read; a larger one is a problem.
    public static var maximumFileSize: Int { 16 << 20 }

    public let fileSystem: FileSystem
    /// Shell patterns of files and folders to skip, matched against the path as spelled, below its root, and the name.
    public var excludes: [String]
    /// Unreadable files and folders, with their messages.
    public var problems: [String] = []
    let currentDirectory: String?

    /// Where each indexed file's module came from, by its display path, for `lint --list`.
    public var moduleSources: [String: ModuleMap.Source] = [:]

    public init(fileSystem: FileSystem, excludes: [String] = []) {
        self.fileSystem = fileSystem
        self.excludes = excludes
        self.currentDirectory = fileSystem.currentDirectory
    }

    /// Indexes every `.swift` file below the roots (a root may also be a single file), each in the module the
    /// manifests and projects give it (those below the root, and those in the folders above it up to the top of its
    /// repository), else the one its folder gives it. A root with no Swift file is a problem.
    ///
    /// Modules are found on absolute paths, so that every form of one root (`.`, `./`, `..`, relative, absolute)
    /// gives the same modules; diagnostics print each file as the root was spelled.
    public mutating func index(_ roots: [String]) -> DeclarationIndex {
        var files: [(absolute: String, display: String, root: String)] = []
        var map = ModuleMap()
        var seenFolders: Set<String> = []
        for root in roots {
            let found = files.count
            let spelled = SourcePath.normalized(root)
            let lexical = SourcePath.absolute(spelled, current: currentDirectory)
            // A root reached through a link is read where the link leads, so that the manifests above that folder
            // give its files their modules; diagnostics still print the root as spelled.
            let absolute = fileSystem.realPath(of: lexical) ?? lexical
            let kind = fileSystem.kind(of: absolute)
            let isFolder = kind == .directory
            for folder in ancestors(of: absolute) where seenFolders.insert(folder).inserted {
                addBuildFiles(in: folder, to: &map)
            }
            if !isFolder {
                // A log or a note named by mistake would be read as Swift and find nothing; a missing file is said
                // when it is read.
                if kind == .file, !root.hasSuffix(".swift") {
                    problems.append("\(root): not a Swift file or a folder")
                } else {
                    files.append((absolute, root, SourcePath.parent(of: absolute)))
                }
                continue
            }
            var pending = [""]
            while let relative = pending.popLast() {
                let folder = SourcePath.joined(absolute, relative)
                let shown = SourcePath.joined(spelled, relative)
                switch fileSystem.entries(of: folder) {
                case .failure(let error):
                    problems.append("\(shown.isEmpty ? root : shown): \(error.message)")
                case .success(let entries):
                    for entry in entries.sorted(by: { $0.name > $1.name }) {
                        let inRoot = SourcePath.joined(relative, entry.name)
                        if isExcluded(SourcePath.joined(spelled, inRoot), inRoot, name: entry.name) { continue }
                        let path = SourcePath.joined(absolute, inRoot)
                        switch entry.kind {
                        case .directory where entry.name.hasSuffix(".xcodeproj"):
                            addProject(path + "/project.pbxproj", folder: folder, to: &map)
                        case .directory where !Self.skippedFolders.contains(entry.name): pending.append(inRoot)
                        case .file where entry.name == "Package.swift": addManifest(path, folder: folder, to: &map)
                        case .file where entry.name.hasSuffix(".swift"):
                            files.append((path, SourcePath.joined(spelled, inRoot), absolute))
                        default: break
                        }
                    }
                }
            }
            if files.count == found { problems.append("\(root): no Swift files") }
        }
        var index = DeclarationIndex()
        for file in files {
            add(
                file: file.absolute, shown: file.display, modules: map.modules(of: file.absolute, under: file.root),
                to: &index)
        }
        return index
    }

    /// The folders above `path`, nearest first, up to the top of its repository (the nearest folder holding
    /// `.git`); none when `path` is that top or no repository holds it, so that a tree outside a repository never
    /// takes a stray manifest from the home folder.
    func ancestors(of path: String) -> [String] {
        var found: [String] = []
        var current = path
        while fileSystem.kind(of: current + "/.git") == nil {
            let parent = SourcePath.parent(of: current)
            if parent == current { return [] }
            found.append(parent)
            current = parent
        }
        return found
    }

    /// Adds the manifest and the projects that stand in a folder above a root.
    mutating func addBuildFiles(in folder: String, to map: inout ModuleMap) {
        guard case .success(let entries) = fileSystem.entries(of: folder) else { return }
        for entry in entries {
            let path = SourcePath.joined(folder, entry.name)
            if entry.kind == .directory, entry.name.hasSuffix(".xcodeproj") {
                addProject(path + "/project.pbxproj", folder: folder, to: &map)
            } else if entry.kind == .file, entry.name == "Package.swift" {
                addManifest(path, folder: folder, to: &map)
            }
        }
    }

    /// Reads an Xcode project's `project.pbxproj` as text; an unreadable one is a problem, one that does not parse is
    /// passed over (its files fall back to manifests and folders).
    mutating func addProject(_ path: String, folder: String, to map: inout ModuleMap) {
        switch fileSystem.contents(of: path, limit: Self.maximumFileSize) {
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
        switch fileSystem.contents(of: path, limit: Self.maximumFileSize) {
        case .success(let bytes): bytes.withUnsafeBufferPointer { map.add(PackageManifest(source: $0), at: folder) }
        case .failure(let error): problems.append("\(path): \(error.message)")
        }
    }

    /// Whether a pattern matches the path as spelled, the path below its root, or the name.
    func isExcluded(_ path: String, _ inRoot: String, name: String) -> Bool {
        excludes.contains {
            fileSystem.matches(pattern: $0, path) || fileSystem.matches(pattern: $0, inRoot)
                || fileSystem.matches(pattern: $0, name)
        }
    }

    /// Reads and indexes one file, in each of its modules.
    mutating func add(
        file path: String, shown: String, modules: [(name: String, source: ModuleMap.Source)],
        to index: inout DeclarationIndex
    ) {
        switch fileSystem.contents(of: path, limit: Self.maximumFileSize) {
        case .success(let bytes):
            let file = displayPath(shown)
            moduleSources[file] = modules.first?.source
            bytes.withUnsafeBufferPointer { index.add(source: $0, file: file, modules: modules.map { $0.name }) }
        case .failure(let error):
            problems.append("\(shown): \(error.message)")
        }
    }

    /// The path as diagnostics print it: relative to the current directory when it lies below it.
    public func displayPath(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        if let current = currentDirectory, path.hasPrefix(current + "/") {
            return String(path.dropFirst(current.count + 1))
        }
        return path
    }
}
