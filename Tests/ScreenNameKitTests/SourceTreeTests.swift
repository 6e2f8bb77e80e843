import ScreenNameKit
import Testing

/// The source tree's reader works on any file system a host lends, and every spelling of a root gives the same
/// modules: here on files held in memory, a package whose target keeps its sources in a folder of its own.
@Suite struct SourceTreeTests {
    /// Files by absolute path; folders are the paths' prefixes.
    struct MemoryFileSystem: SourceFileSystem {
        var files: [String: String]
        var currentDirectory: String?
        /// Links, by their path, to the paths they lead to.
        var links: [String: String] = [:]

        func realPath(of path: String) -> String? {
            for (link, target) in links where path == link || path.hasPrefix(link + "/") {
                return target + path.dropFirst(link.count)
            }
            return kind(of: path) == nil ? nil : path
        }

        func entries(of folder: String) -> Result<[SourceEntry], SourceFileError> {
            let prefix = folder == "/" ? "/" : folder + "/"
            var found: [String: SourceEntry.Kind] = [:]
            for path in files.keys where path.hasPrefix(prefix) {
                let rest = path.dropFirst(prefix.count)
                let name = String(rest.prefix { $0 != "/" })
                found[name] = rest.contains("/") ? .directory : .file
            }
            if found.isEmpty { return .failure(SourceFileError(message: "No such file or directory")) }
            return .success(found.map { SourceEntry(name: $0.key, kind: $0.value) })
        }

        func contents(of file: String, limit: Int) -> Result<[UInt8], SourceFileError> {
            files[file].map { .success(Array($0.utf8)) } ?? .failure(SourceFileError(message: "No such file"))
        }

        func kind(of path: String) -> SourceEntry.Kind? {
            if files[path] != nil { return .file }
            return files.keys.contains { $0.hasPrefix(path + "/") } ? .directory : nil
        }

        func matches(pattern: String, _ path: String) -> Bool { pattern == path }
    }

    /// A root reached through a link to a folder below the manifest reads the manifest above the folder it leads to,
    /// as the folder itself does; diagnostics keep the root as spelled.
    @Test func aRootThroughALinkFindsTheManifestAboveItsTarget() {
        let disk = MemoryFileSystem(
            files: Self.repository, currentDirectory: "/home", links: ["/home/feature": "/work/repo/Modules"])
        var tree = SourceTree(fileSystem: disk)
        let index = tree.index(["feature"])
        #expect(tree.problems.isEmpty)
        #expect(index.declarations.map { $0.module } == ["Feature"])
        #expect(index.declarations.map { $0.file } == ["feature/FeatureView.swift"])
    }

    static let repository = [
        "/work/repo/.git/HEAD": "ref: refs/heads/main\n",
        "/work/repo/Package.swift": #"let package = Package(targets: [.target(name: "Feature", path: "Modules")])"#,
        "/work/repo/Modules/FeatureView.swift": "import SwiftUI\nstruct FeatureView: View {}\n",
    ]

    @Test(arguments: [
        ("/work/repo", "."), ("/work/repo", "./"), ("/work/repo", "/work/repo"), ("/work/repo", "Modules"),
        ("/work/repo/Modules", "."), ("/work/repo/Modules", "../Modules"), ("/work", "repo"),
    ])
    func everySpellingOfARootGivesTheManifestsModule(current: String, root: String) {
        var tree = SourceTree(fileSystem: MemoryFileSystem(files: Self.repository, currentDirectory: current))
        let index = tree.index([root])
        #expect(tree.problems.isEmpty)
        #expect(index.declarations.map { $0.module } == ["Feature"])
        #expect(tree.moduleSources.values.map { $0 } == [.manifest])
    }

    @Test func outsideARepositoryNothingAboveTheRootIsRead() {
        var files = Self.repository
        files["/work/repo/.git/HEAD"] = nil
        var tree = SourceTree(fileSystem: MemoryFileSystem(files: files, currentDirectory: "/work/repo"))
        let index = tree.index(["Modules"])
        // A file at the top of the root given has no folder to name its module after.
        #expect(index.declarations.map { $0.module } == [nil])
        #expect(tree.moduleSources.isEmpty)
    }
}
