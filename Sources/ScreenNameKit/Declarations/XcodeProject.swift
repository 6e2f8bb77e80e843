/// The targets of an Xcode project, read from its `project.pbxproj` (a text property list; nothing is run): each
/// native target's module name and the Swift files it compiles, those of its sources build phase and every file
/// below its file-system-synchronized folders but the ones it excepts.
///
/// A target's module is its `PRODUCT_MODULE_NAME`, else its `PRODUCT_NAME` (`$(TARGET_NAME)` standing for the
/// target's name), else its name, made an identifier as Xcode makes one. Paths are relative to the folder that holds
/// the `.xcodeproj`.
public struct XcodeProject: Hashable, Sendable {
    /// One native target of the project.
    public struct Target: Hashable, Sendable {
        /// The target's name, such as `Meshtastic TV`.
        public var name: String
        /// The module its files compile into, such as `Meshtastic_TV`.
        public var module: String
        /// The Swift files of its sources build phase.
        public var files: Set<String>
        /// Folders all of whose files the target compiles (file-system-synchronized groups).
        public var folders: [String]
        /// Files below those folders that the target leaves out.
        public var excluded: Set<String>

        /// Whether the target compiles the file at `path` (relative to the project's folder).
        public func compiles(_ path: String) -> Bool {
            if files.contains(path) { return true }
            guard !excluded.contains(path) else { return false }
            return folders.contains { $0.isEmpty || path.hasPrefix($0 + "/") }
        }
    }

    /// The native targets, in the order the project lists them.
    public var targets: [Target] = []

    /// Reads a `project.pbxproj` given as UTF-8 bytes; `nil` when it is not a property list with objects.
    public init?(source: UnsafeBufferPointer<UInt8>) {
        guard let root = PropertyList.parse(source), case .dictionary(let objects)? = root["objects"] else {
            return nil
        }
        // Each group's children point to it, so that a file's path can be built from the groups above it.
        var parents: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"]?.array ?? [] {
                if let child = child.string { parents[child] = id }
            }
        }
        func path(of id: String, depth: Int = 0) -> String? {
            guard depth < 64, let object = objects[id]?.dictionary else { return nil }
            let own = object["path"]?.string ?? ""
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>":
                guard let parent = parents[id] else { return own }
                guard let above = path(of: parent, depth: depth + 1) else { return nil }
                return XcodeProject.join(above, own)
            case "SOURCE_ROOT":
                return own
            default:
                // Built products, SDK files and absolute paths are no sources of the tree.
                return nil
            }
        }
        for (id, object) in objects.sorted(by: { $0.key < $1.key }) where object["isa"]?.string == "PBXNativeTarget" {
            guard let name = object["name"]?.string else { continue }
            var target = Target(
                name: name, module: XcodeProject.module(of: object, named: name, objects: objects), files: [],
                folders: [], excluded: [])
            for phase in object["buildPhases"]?.array ?? [] {
                guard let phase = phase.string.flatMap({ objects[$0] }), phase["isa"]?.string == "PBXSourcesBuildPhase"
                else { continue }
                for file in phase["files"]?.array ?? [] {
                    guard let reference = file.string.flatMap({ objects[$0]?["fileRef"]?.string }),
                        let filePath = path(of: reference), filePath.hasSuffix(".swift")
                    else { continue }
                    target.files.insert(filePath)
                }
            }
            for group in object["fileSystemSynchronizedGroups"]?.array ?? [] {
                guard let groupID = group.string, let folder = path(of: groupID) else { continue }
                target.folders.append(folder)
                for exception in objects[groupID]?["exceptions"]?.array ?? [] {
                    guard let set = exception.string.flatMap({ objects[$0] }), set["target"]?.string == id else {
                        continue
                    }
                    for excluded in set["membershipExceptions"]?.array ?? [] {
                        if let excluded = excluded.string {
                            target.excluded.insert(XcodeProject.join(folder, excluded))
                        }
                    }
                }
            }
            targets.append(target)
        }
        // Listed in the project's own order of targets where it gives one.
        if let project = objects.values.first(where: { $0["isa"]?.string == "PBXProject" }) {
            let order = (project["targets"]?.array ?? []).compactMap({ $0.string }).compactMap {
                objects[$0]?["name"]?.string
            }
            targets.sort {
                (order.firstIndex(of: $0.name) ?? .max, $0.name) < (order.firstIndex(of: $1.name) ?? .max, $1.name)
            }
        }
    }

    /// Reads a `project.pbxproj` given as a string.
    public init?(source: String) {
        var source = source
        guard let project = source.withUTF8({ XcodeProject(source: $0) }) else { return nil }
        self = project
    }

    /// The module of a native target, from the build settings of its configurations.
    static func module(of target: PropertyList, named name: String, objects: [String: PropertyList]) -> String {
        var moduleName: String?
        var productName: String?
        let configurations =
            target["buildConfigurationList"]?.string.flatMap { objects[$0]?["buildConfigurations"]?.array } ?? []
        for configuration in configurations {
            guard let settings = configuration.string.flatMap({ objects[$0]?["buildSettings"] }) else { continue }
            moduleName = moduleName ?? literal(settings["PRODUCT_MODULE_NAME"]?.string, target: name)
            productName = productName ?? literal(settings["PRODUCT_NAME"]?.string, target: name)
        }
        return ModuleMap.identifier(fromFolder: moduleName ?? productName ?? name)
    }

    /// A build setting with `$(TARGET_NAME)` put in; `nil` when it holds another variable, which only a build knows.
    static func literal(_ value: String?, target: String) -> String? {
        guard var value, !value.isEmpty else { return nil }
        value = replacing(replacing(value, "$(TARGET_NAME)", with: target), "${TARGET_NAME}", with: target)
        return value.contains("$") ? nil : value
    }

    /// `text` with every `variable` replaced by `value`, byte by byte (the standard library's `replacing` needs the
    /// string-processing module, which Embedded Swift lacks).
    static func replacing(_ text: String, _ variable: StaticString, with value: String) -> String {
        let bytes = Array(text.utf8)
        let pattern = UnsafeBufferPointer(start: variable.utf8Start, count: variable.utf8CodeUnitCount)
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes.count - index >= pattern.count, bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                result += value.utf8
                index += pattern.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    static func join(_ folder: String, _ path: String) -> String {
        if folder.isEmpty { return path }
        if path.isEmpty { return folder }
        return folder + "/" + path
    }
}
