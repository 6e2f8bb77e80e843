/// Which modules each Swift file of a source tree belongs to, as the compiler sees it: the target of a Swift package
/// manifest whose folder holds the file, else every target of an Xcode project that compiles it; where neither
/// says, a module named after the file's folder, made an identifier the way Xcode makes a product's module name.
///
/// ```swift
/// var map = ModuleMap()
/// map.add(PackageManifest(source: #"targets: [.target(name: "HAModels", path: "Sources")]"#), at: "App/HAModels")
/// map.module(of: "App/HAModels/Sources/Device.swift", under: "App")  // HAModels, from the manifest
/// map.module(of: "App/Meshtastic TV/RootView.swift", under: "App")   // Meshtastic_TV, from the folder
/// ```
public struct ModuleMap: Sendable {
    /// Where a file's module came from.
    public enum Source: String, Sendable {
        /// A target of a `Package.swift` whose folder holds the file.
        case manifest
        /// A target of an Xcode project that compiles the file.
        case project
        /// The file's folder: the one after `Sources`, else the first below the root.
        case folder
    }

    /// Each manifest's folder with its targets, the folder as file paths spell it.
    private var packages: [(folder: String, manifest: PackageManifest)] = []
    /// Each project's folder (the one holding the `.xcodeproj`) with its targets.
    private var projects: [(folder: String, project: XcodeProject)] = []

    /// Creates a map that knows no manifest.
    public init() {}

    /// Adds the manifest found in `folder`.
    public mutating func add(_ manifest: PackageManifest, at folder: String) {
        packages.append((ModuleMap.trimmed(folder), manifest))
    }

    /// Adds the project whose `.xcodeproj` stands in `folder`.
    public mutating func add(_ project: XcodeProject, at folder: String) {
        projects.append((ModuleMap.trimmed(folder), project))
    }

    /// The modules of the file at `path` (below `root`, as the walker found it), and where they came from: one from a
    /// manifest or a folder, or each project target that compiles the file; empty where nothing gives one.
    public func modules(of path: String, under root: String) -> [(name: String, source: Source)] {
        if let module = packageModule(of: path) { return [module] }
        var found: [(name: String, source: Source)] = []
        for (folder, project) in projects {
            let base = folder.isEmpty ? "" : folder + "/"
            guard path.hasPrefix(base) else { continue }
            let relative = String(path.dropFirst(base.count))
            for target in project.targets
            where target.compiles(relative) && !found.contains(where: { $0.name == target.module }) {
                found.append((target.module, .project))
            }
        }
        if !found.isEmpty { return found }
        return ModuleMap.folderModule(of: path, under: root).map { [($0, .folder)] } ?? []
    }

    /// The first of ``modules(of:under:)``.
    public func module(of path: String, under root: String) -> (name: String, source: Source)? {
        modules(of: path, under: root).first
    }

    /// The target of the innermost package that holds the file, if any.
    private func packageModule(of path: String) -> (name: String, source: Source)? {
        // The innermost package holding the file, and in it the target with the longest folder.
        var best: (name: String, length: Int, packageLength: Int)?
        for (folder, manifest) in packages {
            let base = folder.isEmpty ? "" : folder + "/"
            guard path.hasPrefix(base) else { continue }
            let relative = path.dropFirst(base.count)
            for target in manifest.targets {
                let holds = target.path.isEmpty || relative.hasPrefix(target.path + "/")
                guard holds else { continue }
                if let current = best,
                    (current.packageLength, current.length) >= (folder.count, target.path.count)
                {
                    continue
                }
                best = (target.name, target.path.count, folder.count)
            }
        }
        // The package manager names a target's module as Xcode names a folder's: `SyncUI-iOS` is `SyncUI_iOS`.
        return best.map { (ModuleMap.identifier(fromFolder: $0.name), .manifest) }
    }

    /// The module a file belongs to by the usual layouts: the folder after `Sources` (Swift packages), else the
    /// first folder below the root (one folder per target in Xcode projects), made an identifier.
    static func folderModule(of path: String, under root: String) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        if let sources = parts.lastIndex(of: "Sources"), sources + 2 < parts.count {
            return identifier(fromFolder: parts[sources + 1])
        }
        let rootParts = root.split(separator: "/").count
        return parts.count > rootParts + 1 ? identifier(fromFolder: parts[rootParts]) : nil
    }

    /// A folder's name as Xcode makes a module name of it: every character that cannot stand in an identifier
    /// becomes `_`, and a leading digit gets a `_` before it (`Meshtastic TV` is `Meshtastic_TV`, `My-App`
    /// `My_App`).
    public static func identifier(fromFolder name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            let fits =
                scalar.isASCII ? UInt8(scalar.value).isASCIIIdentifierByte && scalar != "$" : scalar.canAppearInName
            result.unicodeScalars.append(fits ? scalar : "_")
        }
        if let first = result.unicodeScalars.first, first.isASCII, UInt8(first.value).isDigit { result = "_" + result }
        return result.isEmpty ? "_" : result
    }

    static func trimmed(_ folder: String) -> String {
        var folder = Substring(folder)
        while folder.hasSuffix("/") { folder = folder.dropLast() }
        return folder == "." ? "" : String(folder)
    }
}
